import { type Font, fonts, loadFont, measureText, textPath } from "../lib/outline-text.ts";
import { n } from "./motion.ts";
import { c } from "./story.ts";

// Fonts and outlined text.

function loadFonts() {
  try {
    return { sans: loadFont(fonts.sans), bold: loadFont(fonts.sansBold) };
  } catch (error) {
    console.error(
      `Cannot read the Debian fonts the frames are drawn with (${(error as Error).message}).\n` +
        "Install them: apt-get install fonts-liberation fonts-dejavu-core",
    );
    process.exit(1);
  }
}
export const font = loadFonts();

type TextSpec = { size: number; font?: Font; fill?: string; anchor?: "start" | "middle" | "end"; tracking?: number; opacity?: number };

/*
 * Each letter is outlined once, at a 100 px em, and placed with <use>: the
 * frames (and the poster) carry one outline per distinct glyph instead of one
 * per letter, which keeps the poster SVG small and quick to parse. A frame
 * defines the glyphs its markup uses (see frame()).
 */
const EM = 100;
/** Outline points snap to 1/GRID px of the 100 px em (0.005 em): invisible, and short numbers. */
const GRID = 2;
const glyphs = new Map<string, { id: string; d: string }>();
const glyphById = new Map<string, string>();

/** Absolute M/L/Q/Z path data → compact relative commands (no drift: deltas between snapped points). */
function compactPath(d: string): string {
  const tokens = d.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const q = (v: string) => Math.round(Number(v) * GRID) * (10 / GRID);
  const num = (v: number, first: boolean) => {
    const text = String(v / 10).replace(/^(-?)0\./, "$1.");
    return first || text.startsWith("-") ? text : ` ${text}`;
  };
  let out = "";
  let cx = 0;
  let cy = 0;
  let i = 0;
  while (i < tokens.length) {
    const cmd = tokens[i++]!;
    if (cmd === "Z") {
      out += "z";
      continue;
    }
    const count = cmd === "Q" ? 2 : 1;
    const points: [number, number][] = [];
    for (let k = 0; k < count; k++) points.push([q(tokens[i++]!), q(tokens[i++]!)]);
    const [ex, ey] = points.at(-1)!;
    if (cmd === "M") {
      out += `M${num(ex, true)}${num(ey, false)}`;
    } else if (cmd === "L") {
      if (ey === cy) out += `h${num(ex - cx, true)}`;
      else if (ex === cx) out += `v${num(ey - cy, true)}`;
      else out += `l${num(ex - cx, true)}${num(ey - cy, false)}`;
    } else {
      const [qx, qy] = points[0]!;
      out += `q${num(qx - cx, true)}${num(qy - cy, false)}${num(ex - cx, false)}${num(ey - cy, false)}`;
    }
    cx = ex;
    cy = ey;
  }
  return out;
}

function glyph(f: Font, char: string): string | null {
  const key = `${f === font.bold ? "b" : "r"}${char}`;
  let entry = glyphs.get(key);
  if (!entry) {
    const d = textPath(f, char, { x: 0, y: 0, size: EM });
    entry = { id: `${key[0]}${glyphs.size.toString(36)}`, d: d ? compactPath(d) : "" };
    glyphs.set(key, entry);
    glyphById.set(entry.id, entry.d);
  }
  return entry.d ? entry.id : null;
}

/** <path id> definitions of the glyphs that `markup` places. */
export function glyphDefs(markup: string): string {
  const ids = new Set([...markup.matchAll(/href="#([rb][0-9a-z]+)"/g)].map((match) => match[1]!));
  return [...ids].map((id) => `<path id="${id}" d="${glyphById.get(id)}"/>`).join("");
}

const textCache = new Map<string, string>();
/** Outlined text: one <use> per letter, baseline at y. */
export function text(content: string, x: number, y: number, spec: TextSpec): string {
  const f = spec.font ?? font.sans;
  const tracking = spec.tracking ?? 0;
  const key = `${content}|${x}|${y}|${spec.size}|${f === font.bold ? "b" : "r"}|${spec.anchor ?? ""}|${tracking}|${spec.fill}`;
  let markup = textCache.get(key);
  if (markup === undefined) {
    const total = measureText(f, content, EM, tracking);
    let pen = spec.anchor === "middle" ? -total / 2 : spec.anchor === "end" ? -total : 0;
    let uses = "";
    for (const char of content) {
      const id = glyph(f, char);
      if (id) {
        uses += `<use href="#${id}"${Math.abs(pen) < 0.05 ? "" : ` x="${Math.round(pen * 10) / 10}"`}/>`;
      }
      pen += (f.advance(f.glyphIndex(char.codePointAt(0) ?? 0)) * EM) / f.unitsPerEm + tracking * EM;
    }
    markup = `<g fill="${spec.fill ?? c.ink}" transform="translate(${n(x)} ${n(y)}) scale(${Math.round((spec.size / EM) * 10000) / 10000})">${uses}</g>`;
    textCache.set(key, markup);
  }
  if (spec.opacity === undefined || spec.opacity >= 1) return markup;
  return `<g opacity="${n(spec.opacity)}">${markup}</g>`;
}
export const bold = (content: string, x: number, y: number, size: number, fill: string = c.ink, anchor: TextSpec["anchor"] = "start") =>
  text(content, x, y, { size, font: font.bold, fill, anchor, tracking: -0.01 });
export const regular = (content: string, x: number, y: number, size: number, fill: string = c.muted, anchor: TextSpec["anchor"] = "start") =>
  text(content, x, y, { size, font: font.sans, fill, anchor });
export const width = (content: string, size: number, f: Font = font.bold, tracking = -0.01) => measureText(f, content, size, tracking);
