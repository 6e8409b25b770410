import { color } from "../../lib/palette.ts";
import { type Font, fonts, loadFont, textPath } from "../../lib/outline-text.ts";
import { starPath } from "../../lib/svg.ts";

/** The fonts the site's artwork is set in (Debian's Liberation and DejaVu). */
export const font = {
  sans: loadFont(fonts.sans),
  bold: loadFont(fonts.sansBold),
  boldItalic: loadFont(fonts.sansBoldItalic),
  narrowBold: loadFont(fonts.narrowBold),
  serif: loadFont(fonts.serif),
  serifBold: loadFont(fonts.serifBold),
  serifItalic: loadFont(fonts.serifItalic),
  serifBoldItalic: loadFont(fonts.serifBoldItalic),
  monoBold: loadFont(fonts.monoBold),
  dejavuBold: loadFont(fonts.dejavuBold),
  condensedBold: loadFont(fonts.dejavuCondensedBold),
  light: loadFont(fonts.dejavuLight),
  serifCondensedBold: loadFont(fonts.dejavuSerifCondensedBold),
};

export type TextSpec = {
  x: number;
  y: number;
  size: number;
  font?: Font;
  fill?: string;
  tracking?: number;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
};

/** Outlined text as one <path>. */
export function text(content: string, spec: TextSpec): string {
  const d = textPath(spec.font ?? font.sans, content, {
    x: spec.x,
    y: spec.y,
    size: spec.size,
    tracking: spec.tracking,
    anchor: spec.anchor,
  });
  const opacity = spec.opacity === undefined ? "" : ` opacity="${spec.opacity}"`;
  return `<path fill="${spec.fill ?? color.ink}"${opacity} d="${d}"/>`;
}

/** A star's path data, its points written with one decimal ("12.0"). */
export const star = (cx: number, cy: number, outer: number) => starPath(cx, cy, outer, 0.48, (value) => value.toFixed(1));
