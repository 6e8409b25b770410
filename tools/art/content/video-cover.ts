import { type Industry } from "#app/content/shared.schema.ts";
import { type VideoStory } from "#app/content/stories/schema.ts";
import { color } from "../../lib/palette.ts";
import { fmt as n, mix, svgDocument } from "../../lib/svg.ts";
import { background, COVER_H, COVER_W, type Product, productsIn } from "./case-study-cover.ts";
import { at, circle, Defs, ellipse, gold, op, pine, rect, shape, stroke } from "./draw.ts";
import { glyphs, mapPath, outline } from "./paths.ts";
import { personArt, speakers } from "./people.ts";
import { hash } from "./pick.ts";
import { type Palette } from "./scenes/index.ts";
import { font } from "./style.ts";
import { videoBrand, wordmarkFor } from "./wordmarks.ts";

// Video-story covers (1200 × 675): the speaker at a desk in front of a shelf
// of the brand's products. The centre stays calm for the page's play button;
// a thin frame and progress line say "video" without drawing one.

type ShelfItem = (d: Defs) => string;

/** Shelf props per industry, each drawn standing on y = 0, about 180 px wide. */
const shelfItems: Record<Industry, ShelfItem[]> = {
  "Health + Wellness": [
    (d) => [rect(0, -118, 74, 118, 16, d.lin("#ffffff", "#e2e8f0", "h")), rect(8, -140, 58, 26, 8, "#16a34a"), rect(0, -84, 74, 48, 0, "#16a34a", op(0.85)), circle(37, -60, 12, "#fff", op(0.9)), rect(8, -110, 8, 80, 4, "#fff", op(0.8))].join(""),
    (d) => [rect(0, -92, 62, 92, 14, d.lin("#d97706", "#92400e", "h")), rect(6, -110, 50, 22, 7, "#1f2937"), rect(6, -66, 50, 34, 6, "#fef3c7"), rect(14, -54, 34, 6, 3, "#92400e", op(0.6))].join(""),
    () => [rect(0, -54, 80, 54, 14, "#fff", op(0.55)), rect(0, -54, 80, 54, 14, "none", ` stroke="#94a3b8" stroke-width="3" opacity=".5"`), ...[[14, -20, "#f59e0b"], [34, -30, "#22c55e"], [52, -18, "#f59e0b"], [26, -14, "#fb7185"], [58, -36, "#22c55e"]].map(([x, y, c]) => rect(Number(x), Number(y), 18, 10, 5, String(c), ` transform="rotate(-25 ${Number(x) + 9} ${Number(y) + 5})"`))].join(""),
  ],
  Apparel: [
    (d) => [rect(0, -30, 130, 30, 10, "#1e3a5f"), rect(6, -58, 118, 30, 10, d.lin("#f5ecd9", "#e6d6b6", "v")), rect(0, -88, 130, 32, 10, "#2f5d50"), rect(10, -114, 110, 28, 10, "#b45309"), stroke("M20 -72H110M20 -15H110", "#fff", 2, op(0.3))].join(""),
    (d) => [ellipse(60, -10, 66, 12, "#7c5a3a"), shape("M18 -10Q18 -74 60 -74T102 -10Z", d.lin("#a47148", "#7c5a3a", "v")), rect(18, -26, 84, 10, 0, "#1e293b")].join(""),
    (d) => [rect(16, -52, 64, 52, 10, "#e7d9c4"), pine(48, -48, 120, "#2f6b47", "#5b3a29"), rect(12, -58, 72, 14, 6, d.lin("#d6c3a5", "#bfa682", "v"))].join(""),
  ],
  "Beauty + Cosmetics": [
    (d) => [shape("M16 -164a14 14 0 0 1 28 0v40H16Z", "#1f2937"), rect(10, -128, 40, 18, 5, "#d6a354"), rect(0, -112, 60, 112, 18, d.lin("#fecdd3", "#fb7185", "d")), rect(10, -100, 9, 80, 4.5, "#fff", op(0.5)), rect(12, -72, 36, 30, 6, "#fff", op(0.9))].join(""),
    (d) => [rect(0, -60, 104, 60, 16, d.lin("#fce7f3", "#f9a8d4", "v")), rect(-4, -84, 112, 30, 12, gold(d)), rect(14, -42, 76, 18, 6, "#fff", op(0.85))].join(""),
    (d) => [rect(26, -160, 22, 32, 5, "#e5e7eb"), rect(8, -168, 40, 10, 5, "#e5e7eb"), rect(16, -132, 44, 132, 14, d.lin("#fff7ed", "#fed7aa", "h")), rect(22, -120, 8, 100, 4, "#fff", op(0.7))].join(""),
  ],
  Home: [
    (d) => [shape("M20 0Q0 -40 22 -78Q32 -96 30 -110H70Q68 -96 78 -78Q100 -40 80 0Z", d.lin("#c2d6c8", "#7fa58b", "h")), stroke("M50 -110Q40 -160 12 -200M50 -110Q60 -170 94 -196M50 -112Q50 -150 56 -190", "#6b4f3a", 4), ...[[14, -196], [30, -178], [92, -192], [76, -170], [56, -186], [42, -152]].map(([x, y]) => ellipse(x!, y!, 9, 5, "#7fa58b"))].join(""),
    (d) => [rect(0, -70, 76, 70, 14, d.lin("#fef3c7", "#fcd34d", "v")), rect(0, -70, 76, 12, 6, "#e5c07b"), stroke("M38 -70V-84", "#334155", 3), shape("M38 -108q12 12 0 22q-12-10 0-22Z", "#f59e0b")].join(""),
    () => [rect(0, -24, 116, 24, 4, "#1e3a5f"), rect(8, -46, 104, 22, 4, "#b45309"), rect(2, -66, 110, 20, 4, "#7c8f74"), stroke("M16 -12H80M22 -35H70M14 -56H60", "#fff", 2.5, op(0.4))].join(""),
  ],
  // The remaining industries reuse the closest props.
  "CBD + Tobacco": [],
  "Food + Beverage": [],
  Outdoors: [],
  Partnerships: [],
  Pets: [],
  "Sports + Fitness": [],
};
for (const industry of Object.keys(shelfItems) as Industry[]) {
  if (shelfItems[industry].length === 0) shelfItems[industry] = industry === "Pets" || industry === "Outdoors" ? shelfItems.Home : shelfItems["Health + Wellness"];
}

const videoPalettes: Record<Industry, Palette> = {
  "Health + Wellness": { bg: ["#f4fbf3", "#dcefd9"], glow: ["#bbf7d0", "#fde68a"], accent: "#15803d" },
  Apparel: { bg: ["#f3f6fb", "#dde5f0"], glow: ["#bfdbfe", "#fed7aa"], accent: "#1e3a5f" },
  "Beauty + Cosmetics": { bg: ["#fff6f6", "#fbe1e4"], glow: ["#fecdd3", "#fde68a"], accent: "#e11d48" },
  Home: { bg: ["#fbf7f1", "#efe3d3"], glow: ["#fed7aa", "#d9f99d"], accent: "#b45309" },
  "CBD + Tobacco": { bg: ["#f8f6ff", "#e7e2fb"], glow: ["#c4b5fd", "#bbf7d0"], accent: "#6d28d9" },
  "Food + Beverage": { bg: ["#fffcf2", "#fdecc8"], glow: ["#fcd34d", "#fca5a5"], accent: "#b91c1c" },
  Outdoors: { bg: ["#f6f5ee", "#e2ecdf"], glow: ["#bbf7d0", "#fde68a"], accent: "#166534" },
  Partnerships: { bg: ["#f3f4ff", "#e0e4ff"], glow: ["#a5b4fc", "#c4b5fd"], accent: "#4f46e5" },
  Pets: { bg: ["#f3f9ff", "#dcefff"], glow: ["#7dd3fc", "#a5f3fc"], accent: "#0284c7" },
  "Sports + Fitness": { bg: ["#f5f7fb", "#e3e8f3"], glow: ["#fdba74", "#a5b4fc"], accent: "#ea580c" },
};


function videoChip(d: Defs, brand: string, list: Product[]): string {
  const mark = wordmarkFor(brand);
  const scale = 0.9;
  const markW = mark.width * scale;
  const title = outline("Customer story", font.bold, 17, 0, 0, -0.01);
  const sub = list.length ? outline(`with ${list.map((p) => p.name).join(" + ")}`, font.sans, 16, 0, 0) : null;
  const textW = Math.max(title.box.maxX, sub?.box.maxX ?? 0);
  const h = 72;
  const textX = 24 + markW + 40;
  const w = Math.ceil(textX + textW + 26);
  return at(
    56,
    56,
    [
      rect(4, 10, w, h, 22, "#0b1324", op(0.06)),
      rect(0, 0, w, h, 22, "#fff"),
      at(24, (h - mark.height * scale) / 2, mark.body, scale),
      rect(24 + markW + 20, 18, 2, h - 36, 1, "#e2e8f0"),
      glyphs(mapPath(title.d, (x, y) => [x + textX, y + (sub ? 32 : 42)]), color.ink),
      sub ? glyphs(mapPath(sub.d, (x, y) => [x + textX, y + 54]), color.muted) : "",
    ].join(""),
  );
}

export function videoCover(story: VideoStory): string {
  const d = new Defs();
  const brand = videoBrand(story);
  const palette = videoPalettes[story.industry];
  const person = speakers[brand] ?? Object.values(speakers)[hash(brand) % Object.values(speakers).length]!;
  const items = shelfItems[story.industry];
  const shelfY = 318;
  const deskY = 598;
  const personScale = 1.45;
  const personX = 360;

  const frameArt = at(
    470,
    104,
    [
      rect(5, 10, 150, 120, 8, "#0b1324", op(0.06)),
      rect(0, 0, 150, 120, 8, "#fff"),
      rect(11, 11, 128, 98, 3, d.lin(mix(palette.glow[0], "#ffffff", 0.3), palette.glow[1], "v")),
      circle(100, 42, 16, "#fff", op(0.85)),
      shape("M11 109L52 62L84 92L106 74L139 104V109Z", palette.accent, op(0.35)),
    ].join(""),
  );
  let cx = 700;
  const props = items
    .map((item) => {
      const drawn = at(cx, shelfY, item(d));
      cx += 150;
      return drawn;
    })
    .join("");
  const shelf = [
    rect(664, shelfY, 480, 16, 5, d.lin("#c49a6c", "#9a7047", "v")),
    rect(700, shelfY + 16, 14, 28, 3, "#8b6440"),
    rect(1090, shelfY + 16, 14, 28, 3, "#8b6440"),
  ].join("");
  const plant = at(
    1040,
    deskY,
    [
      ...[[-30, -150, -30, "#4d9a6a"], [0, -170, 0, "#3f8a5c"], [30, -146, 28, "#4d9a6a"], [-14, -120, -52, "#5fae7b"], [18, -118, 50, "#5fae7b"]].map(
        ([dx, dy, angle, fill]) => `<ellipse cx="${dx}" cy="${dy}" rx="17" ry="54" fill="${fill}" transform="rotate(${angle} ${dx} ${Number(dy) + 46})"/>`,
      ),
      rect(-38, -76, 76, 76, 14, d.lin("#f8fafc", "#cbd5e1", "h")),
    ].join(""),
  );
  const mic = at(
    640,
    deskY,
    [
      ellipse(0, -2, 44, 8, "#1f2937"),
      stroke("M0 -4V-60L-30 -96", "#334155", 7),
      rect(-52, -170, 40, 84, 20, d.lin("#475569", "#111827", "h"), ` transform="rotate(-24 -32 -128)"`),
      stroke("M-56 -150l28 12M-60 -136l28 12M-64 -122l28 12", "#94a3b8", 2.5, ` transform="rotate(-24 -32 -128)" opacity=".7"`),
    ].join(""),
  );
  // The person's box at y 300 sits 56 px above the desk: the shoulders (from y 270) show above it.
  const personArtScaled = `<g transform="translate(${n(personX - 200 * personScale)} ${n(deskY - 56 - 300 * personScale)}) scale(${personScale})">${personArt(d, person)}</g>`;
  const desk = [rect(0, deskY, COVER_W, COVER_H - deskY, 0, d.lin("#d2a679", "#a8784d", "v")), rect(0, deskY, COVER_W, 8, 0, "#e7c197")].join("");
  const frame = [
    rect(22, 22, COVER_W - 44, COVER_H - 44, 26, "none", ` stroke="#fff" stroke-width="3" opacity=".7"`),
    rect(56, COVER_H - 46, COVER_W - 112, 5, 2.5, "#fff", op(0.45)),
    rect(56, COVER_H - 46, (COVER_W - 112) * 0.32, 5, 2.5, "#fff", op(0.95)),
  ].join("");
  const body = [
    background(d, palette),
    frameArt,
    shelf,
    props,
    plant,
    personArtScaled,
    desk,
    mic,
    videoChip(d, brand, productsIn(story.title)),
    frame,
  ].join("");
  return svgDocument(COVER_W, COVER_H, d.toString() + body);
}
