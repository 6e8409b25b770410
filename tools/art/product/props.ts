import { sneaker as sneakerMotif } from "../../lib/motifs.ts";
import { fmt } from "../../lib/svg.ts";
import { type Art } from "./art.ts";
import { c } from "./style.ts";

// Products shown in the mock-ups.

/** The Trail Runner sneaker of the home hero, in any colours; box 200 × 100 at scale 1. */
export const sneaker = (x: number, y: number, scale: number, main: string, dark: string, lace = c.coral) =>
  sneakerMotif(`translate(${fmt(x)} ${fmt(y)}) scale(${scale})`, { main, dark, lace });

/** An insulated bottle; box 100 × 220 at scale 1, (x, y) top left. */
export function bottle(a: Art, x: number, y: number, scale: number, from: string, to: string, name: string): string {
  const body = a.linear(`bottle-${name}`, [[0, from], [1, to]], [0, 0, 1, 0]);
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="50" cy="214" rx="46" ry="6" fill="#0b1324" opacity=".08"/>
    <rect x="30" y="0" width="40" height="30" rx="8" fill="#1f2937"/>
    <rect x="36" y="-8" width="28" height="14" rx="5" fill="#374151"/>
    <path d="M32 28h36l10 18H22Z" fill="${to}"/>
    <rect x="14" y="44" width="72" height="168" rx="22" fill="${body}"/>
    <rect x="14" y="104" width="72" height="46" fill="#fff" opacity=".9"/>
    <path d="M30 127h40" stroke="${to}" stroke-width="5" stroke-linecap="round"/>
    <path d="M40 138h20" stroke="${to}" stroke-width="4" stroke-linecap="round" opacity=".5"/>
    <rect x="24" y="56" width="9" height="40" rx="4.5" fill="#fff" opacity=".35"/>
    <rect x="24" y="158" width="9" height="40" rx="4.5" fill="#fff" opacity=".35"/>
  </g>`;
}

/** Over-ear headphones; box 120 × 120 at scale 1. */
export function headphones(x: number, y: number, scale: number, main: string, dark: string): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="60" cy="116" rx="50" ry="5" fill="#0b1324" opacity=".08"/>
    <path d="M18 74V60a42 42 0 0 1 84 0v14" fill="none" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>
    <rect x="8" y="62" width="28" height="46" rx="13" fill="${main}"/>
    <rect x="84" y="62" width="28" height="46" rx="13" fill="${main}"/>
    <rect x="26" y="68" width="12" height="34" rx="6" fill="${dark}"/>
    <rect x="82" y="68" width="12" height="34" rx="6" fill="${dark}"/>
    <rect x="13" y="70" width="6" height="22" rx="3" fill="#fff" opacity=".35"/>
  </g>`;
}

/** A potted plant; box 100 × 120 at scale 1. */
export function plant(x: number, y: number, scale: number, leaf: string, leafDark: string, pot: string): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="50" cy="117" rx="34" ry="4" fill="#0b1324" opacity=".08"/>
    <path d="M50 72C28 68 14 50 16 24c22 4 34 22 34 48Z" fill="${leaf}"/>
    <path d="M50 72c20-6 32-24 30-50-22 6-32 26-30 50Z" fill="${leafDark}"/>
    <path d="M50 74C44 54 46 28 56 6c10 22 6 48-6 68Z" fill="${leaf}"/>
    <path d="M50 72V34" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>
    <path d="M26 72h48l-6 44H32Z" fill="${pot}"/>
    <rect x="22" y="66" width="56" height="12" rx="4" fill="${pot}"/>
    <rect x="22" y="66" width="56" height="12" rx="4" fill="#fff" opacity=".25"/>
  </g>`;
}
