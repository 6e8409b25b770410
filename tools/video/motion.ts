import { c } from "./story.ts";

// Animation helpers.

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** 0 before a, 1 after b, linear in between. */
export const span = (t: number, a: number, b: number) => clamp01((t - a) / (b - a));
export const lerp = (a: number, b: number, p: number) => a + (b - a) * p;
export const easeInOut = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);
export const easeOut = (p: number) => 1 - (1 - p) ** 3;
export const easeIn = (p: number) => p * p * p;
export const backOut = (p: number) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2;
/** A bump 0 → 1 → 0 between a and b. */
export const pulse = (t: number, a: number, b: number) => Math.sin(Math.PI * span(t, a, b));
export const n = (v: number) => String(Math.round(v * 100) / 100);

export const scaleAbout = (cx: number, cy: number, s: number) =>
  s === 1 ? "" : `translate(${n(cx)} ${n(cy)}) scale(${n(s)}) translate(${n(-cx)} ${n(-cy)})`;
/** A group with optional opacity and transform; empty when fully transparent. */
export function group(body: string, opacity = 1, transform = ""): string {
  if (opacity <= 0.002) return "";
  const o = opacity >= 0.998 ? "" : ` opacity="${n(opacity)}"`;
  const tr = transform ? ` transform="${transform}"` : "";
  return o || tr ? `<g${o}${tr}>${body}</g>` : body;
}
export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
export const bar = (x: number, y: number, w: number, h: number, fill: string = c.skeleton) => rect(x, y, w, h, h / 2, fill);
