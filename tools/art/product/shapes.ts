import { readFileSync } from "node:fs";
import path from "node:path";
import { svgPart } from "../../../vite/lib/svg-sprite.ts";
import { root } from "../../lib/files.ts";
import { productMark, type ProductName } from "../../lib/motifs.ts";
import { fmt, starPath } from "../../lib/svg.ts";
import { TRUST_CARD_PARTS } from "../trust-cards/sprite.ts";
import { type Art } from "./art.ts";
import { c, type Palette } from "./style.ts";

// Shapes.

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const pill = (x: number, y: number, w: number, h: number, fill: string, extra = "") => rect(x, y, w, h, h / 2, fill, extra);
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/**
 * A soft shadow without a filter: a few translucent copies of the shape, each
 * a little larger and lower. Looks like a blur and costs nothing to rasterise.
 */
const shadowSizes = { sm: [5, 7, 0.12], md: [10, 14, 0.13], lg: [16, 22, 0.15] } as const;
type ShadowSize = keyof typeof shadowSizes;
function shadowLayers(color: string, size: ShadowSize, layer: (grow: number, dy: number) => string): string {
  const [dy, spread, opacity] = shadowSizes[size];
  const steps = 10;
  let out = "";
  for (let i = 1; i <= steps; i++) out += layer(spread * (i / steps) ** 1.4, dy * (0.4 + (0.6 * i) / steps));
  // fill-opacity (inherited, per shape) so the copies add up towards the middle.
  return `<g fill="${color}" fill-opacity="${+(opacity / steps).toFixed(4)}">${out}</g>`;
}
/** A rounded rectangle lifted off the page. */
export const raised = (color: string, size: ShadowSize, x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  shadowLayers(
    color,
    size,
    (g, dy) => `<rect x="${fmt(x - g * 0.6)}" y="${fmt(y - g * 0.6 + dy)}" width="${fmt(w + g * 1.2)}" height="${fmt(h + g * 1.2)}" rx="${fmt(r + g * 0.6)}"/>`,
  ) + rect(x, y, w, h, r, fill, extra);
export const raisedCircle = (color: string, size: ShadowSize, cx: number, cy: number, r: number, fill: string, extra = "") =>
  shadowLayers(color, size, (g, dy) => `<circle cx="${fmt(cx)}" cy="${fmt(cy + dy)}" r="${fmt(r + g * 0.6)}"/>`) + circle(cx, cy, r, fill, extra);

export const tick = (cx: number, cy: number, s: number, stroke = "#fff", width = s * 0.22) =>
  `<path d="M${fmt(cx - s * 0.42)} ${fmt(cy + s * 0.02)}l${fmt(s * 0.28)} ${fmt(s * 0.28)}l${fmt(s * 0.56)}-${fmt(s * 0.58)}" fill="none" stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Five stars, `rating` of them filled (fractions clipped). */
export function stars(a: Art, name: string, x: number, cy: number, size: number, gap: number, rating = 5): string {
  let d = "";
  for (let i = 0; i < 5; i++) d += starPath(x + size / 2 + i * (size + gap), cy, size / 2);
  if (rating >= 5) return `<path d="${d}" fill="${c.star}"/>`;
  const whole = Math.floor(rating);
  const edge = whole * (size + gap) + (rating - whole) * size;
  const clip = a.clip(name, `<rect x="${fmt(x)}" y="${fmt(cy - size)}" width="${fmt(edge)}" height="${fmt(size * 2)}"/>`);
  return `<path d="${d}" fill="#e5e7eb"/><path d="${d}" fill="${c.star}" ${clip}/>`;
}

/** A product's mark (the logos' mark), 48 × 48 scaled to `size`. */
export function mark(a: Art, product: ProductName, p: Palette, x: number, y: number, size: number): string {
  const fill = a.linear(`mark-${product}`, [[0, p.primary], [1, p.accent]]);
  return productMark(product, `translate(${fmt(x)} ${fmt(y)}) scale(${+(size / 48).toFixed(4)})`, fill, p.primary);
}

/**
 * One of Home's trust-card shoppers, as a nested SVG `size` across with its
 * top left at x, y: avatar-N.svg as trust-cards/portraits.ts draws it into
 * tools/art/trust-cards/parts/ (`npm run art` runs portraits first). Its ids
 * (`pN`) take this drawing's prefix, as in the trust cards' sprite, so a
 * drawing shows each shopper at most once. The portraits are square (Home
 * rounds them with CSS), so here they are clipped to a circle, by one clip
 * path per drawing in the portrait's own units.
 */
export function shopper(a: Art, n: number, x: number, y: number, size: number): string {
  const file = `avatar-${n}.svg`;
  const part = svgPart(readFileSync(path.join(root, TRUST_CARD_PARTS, file), "utf8"), a.prefix, `${TRUST_CARD_PARTS}/${file}`);
  const { width, height } = part;
  const round = a.clip(`shopper-${width}x${height}`, `<circle cx="${fmt(width / 2)}" cy="${fmt(height / 2)}" r="${fmt(Math.min(width, height) / 2)}"/>`);
  return `<svg x="${fmt(x)}" y="${fmt(y)}" width="${fmt(size)}" height="${fmt(size)}" viewBox="0 0 ${width} ${height}"><g ${round}>${part.markup}</g></svg>`;
}

/** A monogram avatar for a store. */
export function monogram(a: Art, label: string, cx: number, cy: number, r: number, from: string, to: string, name: string): string {
  const fill = a.linear(`mono-${name}`, [[0, from], [1, to]]);
  return circle(cx, cy, r, fill) + a.text(label, cx, cy + r * 0.27, r * 0.72, { fill: "#fff", anchor: "middle", tracking: -0.02 });
}
