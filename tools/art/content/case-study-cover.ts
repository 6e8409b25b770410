import { type CaseStudy } from "#app/content/case-studies/schema.ts";
import { color } from "../../lib/palette.ts";
import { mix, svgDocument } from "../../lib/svg.ts";
import { at, circle, Defs, op, rect, stroke } from "./draw.ts";
import { capHeight, glyphs, mapPath, outline } from "./paths.ts";
import { industryScenes, type Palette, scenes } from "./scenes/index.ts";
import { font } from "./style.ts";

// Covers (1200 × 675): background, the brand's scene on the right, an inbox
// reminder card and a result chip on the left.

export const COVER_W = 1200;
export const COVER_H = 675;

export type Product = { name: string; from: string; to: string };
const products: Product[] = [
  { name: "Minty Cashback Boost", from: color.boost, to: color.boostAccent },
  { name: "SafeOpt", from: color.safeopt, to: color.safeoptAccent },
  { name: "Minty", from: color.minty, to: color.mintyAccent },
];

/** The Lumora products a title names, in the order it names them. */
export function productsIn(title: string): Product[] {
  const found: { at: number; product: Product }[] = [];
  const boost = title.indexOf("Cashback Boost");
  if (boost >= 0) found.push({ at: boost, product: products[0]! });
  const safeopt = title.indexOf("SafeOpt");
  if (safeopt >= 0) found.push({ at: safeopt, product: products[1]! });
  const minty = title.indexOf("Minty");
  if (minty >= 0 && boost < 0) found.push({ at: minty, product: products[2]! });
  return found.sort((a, b) => a.at - b.at).map((f) => f.product);
}

export function background(d: Defs, p: Palette, w = COVER_W, h = COVER_H): string {
  const dots = d.raw(`dots:${p.accent}`, (id) =>
    `<pattern id="${id}" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.7" fill="${p.accent}" opacity=".13"/></pattern>`,
  );
  return [
    rect(0, 0, w, h, 0, d.lin(p.bg[0], p.bg[1], "d")),
    circle(w * 0.87, h * 0.12, 470, d.glow(p.glow[0], 0.55)),
    circle(w * 0.08, h, 430, d.glow(p.glow[1], 0.45)),
    rect(0, 0, w, h, 0, dots),
  ].join("");
}

/** `text` on one line, or on two balanced lines when longer than `max` characters, or greedily wrapped. */
function wrap(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const words = text.split(" ");
  let best: string[] | null = null;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    if (Math.max(...pair.map((l) => l.length)) > max) continue;
    if (!best || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = pair;
  }
  if (best) return best;
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Product pills: a small gradient mark and the product's name. */
function productPills(d: Defs, list: Product[], x: number, y: number): { svg: string; width: number } {
  let cx = x;
  const parts: string[] = [];
  for (const product of list) {
    const label = outline(product.name, font.bold, 17, 0, 0, -0.01);
    const w = 14 + 22 + 9 + (label.box.maxX - label.box.minX) + 16;
    parts.push(
      at(
        cx,
        y,
        [
          rect(0, 0, w, 40, 20, "#fff", op(0.92)),
          rect(14, 9, 22, 22, 7, d.lin(product.from, product.to, "d")),
          circle(25, 20, 4, "#fff"),
          glyphs(mapPath(label.d, (px, py) => [px + 45, py + 26]), color.ink),
        ].join(""),
      ),
    );
    cx += w + 10;
  }
  return { svg: parts.join(""), width: cx - x - 10 };
}

/** The headline result: value large, label under it, a trend icon at left. */
function resultChip(d: Defs, result: { value: string; label: string }, list: Product[], accent: string): string {
  const valueSize = 46;
  const labelSize = 21;
  const lines = wrap(result.label, 28).slice(0, 3);
  const value = outline(result.value, font.bold, valueSize, 0, 0, -0.02);
  const pad = 24;
  const textX = pad + 64 + 20;
  const valueBaseline = pad + valueSize * capHeight(font.bold);
  const labelCap = labelSize * capHeight(font.sans);
  const labelBaselines = lines.map((_, i) => valueBaseline + 16 + labelCap + i * 27);
  const label = lines.map((line, i) => outline(line, font.sans, labelSize, 0, labelBaselines[i]!));
  const textWidth = Math.max(value.box.maxX, ...label.map((l) => l.box.maxX));
  const w = Math.ceil(textX + textWidth + 30);
  const h = Math.ceil(labelBaselines.at(-1)! + 6 + pad);
  const x = 56;
  const y = COVER_H - 56 - h;
  const icon = `${circle(pad + 32, h / 2, 32, d.lin(mix(accent, "#ffffff", 0.25), accent, "d"))}${stroke(
    `M${pad + 16} ${h / 2 + 10}l10-10 8 8 14-15`,
    "#fff",
    5,
  )}${stroke(`M${pad + 38} ${h / 2 - 17}h11v11`, "#fff", 5)}`;
  const pills = list.length ? productPills(d, list, x, y - 52).svg : "";
  return (
    pills +
    at(
      x,
      y,
      [
        rect(4, 12, w, h, 26, "#0b1324", op(0.06)),
        rect(0, 0, w, h, 26, "#fff"),
        icon,
        glyphs(mapPath(value.d, (px, py) => [px + textX, py + valueBaseline]), color.ink),
        glyphs(label.map((l) => mapPath(l.d, (px, py) => [px + textX, py])).join(""), color.muted),
      ].join(""),
    )
  );
}

const SCENE_X = 585;
const SCENE_Y = 105;

export function caseStudyCover(study: CaseStudy): string {
  const scene = scenes[study.slug] ?? scenes[industryScenes[study.industry]]!;
  const d = new Defs();
  const headline = study.results[0]!;
  const body = [
    background(d, scene.palette),
    circle(SCENE_X + 290, SCENE_Y + 235, 268, "#fff", op(0.5)),
    circle(SCENE_X + 290, SCENE_Y + 235, 312, "none", ` stroke="#fff" stroke-width="2" opacity=".8"`),
    scene.backdrop
      ? `<clipPath id="stage"><circle cx="${SCENE_X + 290}" cy="${SCENE_Y + 235}" r="268"/></clipPath><g clip-path="url(#stage)">${at(SCENE_X, SCENE_Y, scene.backdrop(d))}</g>`
      : "",
    at(SCENE_X, SCENE_Y, scene.draw(d)),
    inboxCard(d, 448, 64, scene.palette.accent),
    resultChip(d, headline, productsIn(study.title), scene.palette.accent),
  ].join("");
  return svgDocument(COVER_W, COVER_H, d.toString() + body);
}

/** An envelope notification card: the inbox reminder that brought the shopper back. */
function inboxCard(d: Defs, x: number, y: number, accent: string): string {
  return at(
    x,
    y,
    [
      rect(4, 10, 232, 76, 20, "#0b1324", op(0.06)),
      rect(0, 0, 232, 76, 20, "#fff"),
      circle(38, 38, 22, d.lin(color.safeopt, color.safeoptAccent, "d")),
      rect(27, 30, 22, 16, 3, "none", ` stroke="#fff" stroke-width="3"`),
      stroke("M28.5 32l9.5 7 9.5-7", "#fff", 3),
      rect(72, 24, 112, 10, 5, "#cfd5e3"),
      rect(72, 44, 136, 9, 4.5, "#e6e9f1"),
      circle(212, 20, 6, accent),
    ].join(""),
  );
}
