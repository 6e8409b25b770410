import { type Webinar } from "#app/content/webinars/schema.ts";
import { fmt as n, svgDocument } from "../../lib/svg.ts";
import { circle, Defs, rect, shape, stroke } from "./draw.ts";
import { glyphs, mapPath, outline } from "./paths.ts";
import { hash, random } from "./pick.ts";
import { font } from "./style.ts";

// Webinar backgrounds (1600 × 900): dark navy to violet, a faint grid that
// fades out to the left where the text sits, confetti and a large faint
// Black Friday motif on the right.

const webinarLooks = [
  { stops: ["#0b1324", "#1b1446", "#3b1d8f"], glowA: "#7c5cff", glowB: "#ff6b6b", motif: "percent" },
  { stops: ["#0b1324", "#22123f", "#6b1b6e"], glowA: "#c026d3", glowB: "#f59e0b", motif: "tag" },
] as const;

export function webinarSvg(webinar: Webinar, index: number): string {
  const W = 1600;
  const H = 900;
  const look = webinarLooks[index % webinarLooks.length]!;
  const d = new Defs();
  const bg = d.raw(`wbg:${look.stops.join()}`, (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.stops[0]}"/><stop offset=".55" stop-color="${look.stops[1]}"/><stop offset="1" stop-color="${look.stops[2]}"/></linearGradient>`,
  );
  const grid = d.raw("grid", (id) =>
    `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="1.5"/></pattern>`,
  );
  const fade = d.raw("fade", (id) =>
    `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="0"><stop offset=".2" stop-color="#fff" stop-opacity="0"/><stop offset=".75" stop-color="#fff"/></linearGradient><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="url(#${id}f)"/></mask>`,
  );

  const rng = random(hash(webinar.id));
  const palette = ["#ff6b6b", "#f59e0b", "#a78bfa", "#34d399", "#60a5fa", "#f472b6"];
  const confetti: string[] = [];
  for (let i = 0; i < 64; i++) {
    // Mostly on the right two thirds, thinning out toward the text on the left.
    const x = 520 + Math.pow(rng(), 0.8) * 1060;
    const y = 20 + rng() * (H - 40);
    const c = palette[Math.floor(rng() * palette.length)]!;
    const o = n(0.22 + rng() * 0.4);
    const angle = Math.round(rng() * 180);
    const kind = rng();
    if (kind < 0.45) confetti.push(rect(x - 8, y - 3, 16, 6, 2, c, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
    else if (kind < 0.7) confetti.push(circle(x, y, 3 + rng() * 3, c, ` opacity="${o}"`));
    else if (kind < 0.85) confetti.push(shape(`M${n(x)} ${n(y - 7)}l7 12h-14Z`, c, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
    else confetti.push(stroke(`M${n(x - 12)} ${n(y)}q6-8 12 0t12 0`, c, 3, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
  }

  let motif: string;
  if (look.motif === "percent") {
    const glyph = outline("%", font.bold, 640, 0, 0);
    const cx = (glyph.box.minX + glyph.box.maxX) / 2;
    const cy = (glyph.box.minY + glyph.box.maxY) / 2;
    motif = glyphs(mapPath(glyph.d, (x, y) => [x - cx + 1210, y - cy + 430]), "none", ` stroke="#fff" stroke-width="2" opacity=".09" transform="rotate(-10 1210 430)"`);
  } else {
    const tag = (x: number, y: number, s: number, angle: number, o: number) =>
      `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" opacity="${o}"><path d="M0 -60H150L210 0L150 60H0Q-20 60-20 40V-40Q-20 -60 0 -60Z" fill="none" stroke="#fff" stroke-width="${n(2.5 / s)}"/><circle cx="150" cy="0" r="12" fill="none" stroke="#fff" stroke-width="${n(2.5 / s)}"/></g>`;
    motif = tag(1020, 330, 2.4, -14, 0.1) + tag(1300, 690, 1.3, 18, 0.08);
  }

  const body = [
    rect(0, 0, W, H, 0, bg),
    circle(1380, 140, 720, d.glow(look.glowA, 0.42)),
    circle(1560, 900, 520, d.glow(look.glowB, 0.2)),
    circle(80, 980, 520, d.glow("#0ea5e9", 0.12)),
    `<g mask="${fade}">${rect(0, 0, W, H, 0, grid)}</g>`,
    motif,
    ...confetti,
  ].join("");
  return svgDocument(W, H, d.toString() + body);
}
