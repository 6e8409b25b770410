import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../../lib/files.ts";
import { type Font, fonts, loadFont } from "../../lib/outline-text.ts";

// Colours: the product tokens of app/app.css, and the site's neutrals.

const css = readFileSync(path.join(root, "app/app.css"), "utf8");
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(css);
  if (!match?.[1]) throw new Error(`app/app.css has no --color-${name}`);
  return match[1];
}
export type Palette = { primary: string; accent: string; bg: string; border: string; deep: string };
const palette = (product: "safeopt" | "minty" | "boost", deep: string): Palette => ({
  primary: token(product),
  accent: token(`${product}-accent`),
  bg: token(`${product}-bg`),
  border: token(`${product}-border`),
  deep,
});
export const safeopt = palette("safeopt", "#172554");
export const minty = palette("minty", "#064e3b");
export const boost = palette("boost", "#431407");

export const c = {
  ink: token("ink"),
  inkSoft: token("ink-soft"),
  muted: "#5b6577",
  line: token("line"),
  canvas: token("canvas"),
  skeleton: "#d5dae5",
  skeletonSoft: "#e8ebf2",
  field: "#f1f3f8",
  star: "#f59e0b",
  coral: "#f0515c",
  dots: ["#ffb4b4", "#fcd58a", "#9ee6c4"] as const,
};

// Fonts and icons.

export const fontFiles = {
  sans: loadFont(fonts.sans),
  bold: loadFont(fonts.sansBold),
  mono: loadFont(fonts.monoBold),
  serif: loadFont(fonts.serifBold),
  italic: loadFont(fonts.sansBoldItalic),
} satisfies Record<string, Font>;
export type FontName = keyof typeof fontFiles;
