import { productMark, sneaker as sneakerMotif } from "../lib/motifs.ts";
import { starPath } from "../lib/svg.ts";
import { n } from "./motion.ts";
import { c, H, W } from "./story.ts";

// Static pieces.

export const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg}"/><stop offset=".55" stop-color="#f7f9fe"/><stop offset="1" stop-color="#e6f1fe"/></linearGradient>
  <radialGradient id="glowA"><stop offset="0" stop-color="${c.border}" stop-opacity=".9"/><stop offset="1" stop-color="${c.border}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowB"><stop offset="0" stop-color="${c.accent}" stop-opacity=".16"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>
  <linearGradient id="so" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.primary}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient>
  <linearGradient id="ok" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.success}"/><stop offset="1" stop-color="${c.successAccent}"/></linearGradient>
  <linearGradient id="peach" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4ec"/><stop offset="1" stop-color="#ffe2d2"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#fff"/></linearGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${c.primary}" opacity=".08"/></pattern>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="135%"><feDropShadow dx="0" dy="16" stdDeviation="18" flood-color="#0b1f4d" flood-opacity=".13"/></filter>
  <filter id="shadow-sm" x="-15%" y="-20%" width="130%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#0b1f4d" flood-opacity=".14"/></filter>
  <clipPath id="win"><rect x="56" y="52" width="776" height="528" rx="22"/></clipPath>
  <clipPath id="screen"><rect x="940" y="52" width="272" height="588" rx="36"/></clipPath>
</defs>`;

export const background = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1130" cy="90" r="380" fill="url(#glowA)"/>
  <circle cx="90" cy="700" r="420" fill="url(#glowB)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>`;

/** The store's product, drawn in the SafeOpt blues on a peach card. */
export const sneaker = (x: number, y: number, scale: number) =>
  sneakerMotif(`translate(${n(x)} ${n(y)}) scale(${n(scale)})`, { main: c.primary, dark: "#1e3a8a", lace: c.accent }, true);

export const star = (cx: number, cy: number, r: number) => starPath(cx, cy, r, 0.45, n);

/** The SafeOpt product mark (as in public/images/logos/safeopt.svg), `size` px square. */
export const safeoptMark = (x: number, y: number, size: number) =>
  productMark("safeopt", `translate(${n(x)} ${n(y)}) scale(${n(size / 48)})`, "url(#so)", c.primary);

export const envelopeGlyph = (x: number, y: number, w: number, h: number, stroke: string, sw: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.18)}" fill="none" stroke="${stroke}" stroke-width="${sw}"/>
   <path d="M${n(x + sw)} ${n(y + sw)}l${n(w / 2 - sw)} ${n(h * 0.42)} ${n(w / 2 - sw)} ${n(-h * 0.42)}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const check = (cx: number, cy: number, s: number, stroke: string, sw: number, extra = "") =>
  `<path d="M${n(cx - 0.45 * s)} ${n(cy + 0.02 * s)}l${n(0.3 * s)} ${n(0.3 * s)} ${n(0.6 * s)} ${n(-0.62 * s)}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
