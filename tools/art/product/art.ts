import { writeSvg } from "../../lib/files.ts";
import { measureText, textPath } from "../../lib/outline-text.ts";
import { fmt, svgDocument } from "../../lib/svg.ts";
import { c, fontFiles, type FontName } from "./style.ts";

// A drawing: defs, glyphs, gradients and filters with a per-file id prefix.

/** Glyphs are stored at this size (units per em), with integer coordinates. */
const GLYPH_SIZE = 200;

/**
 * outline-text.ts path data (absolute M/L/Q/Z) as integer, relative commands,
 * repeated letters left out, and a quadratic whose control point mirrors the
 * previous one (TrueType's implied on-curve points) written as `t`: about a
 * third of the bytes.
 */
function compactPath(d: string): string {
  let out = "";
  let last = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let control: [number, number] | null = null;
  const emit = (letter: string, values: number[]) => {
    const repeat = letter === last && letter !== "m" && letter !== "z";
    let text = repeat ? "" : letter;
    values.forEach((value, i) => {
      text += ((i > 0 || repeat) && value >= 0 ? " " : "") + String(value);
    });
    out += text;
    last = letter;
  };
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const [v0 = 0, v1 = 0, v2 = 0, v3 = 0] = (args ?? "").trim().split(/[\s,]+/).filter(Boolean).map((v) => Math.round(Number(v)));
    if (command === "Z") {
      emit("z", []);
      [x, y, control] = [startX, startY, null];
    } else if (command === "M" || command === "L") {
      emit(command.toLowerCase(), [v0 - x, v1 - y]);
      [x, y, control] = [v0, v1, null];
      if (command === "M") [startX, startY] = [x, y];
    } else {
      const mirror: [number, number] | null = control ? [2 * x - control[0], 2 * y - control[1]] : null;
      if (mirror && Math.abs(mirror[0] - v0) <= 1 && Math.abs(mirror[1] - v1) <= 1) {
        emit("t", [v2 - x, v3 - y]);
        control = mirror;
      } else {
        emit("q", [v0 - x, v1 - y, v2 - x, v3 - y]);
        control = [v0, v1];
      }
      [x, y] = [v2, v3];
    }
  }
  return out;
}

type TextOptions = {
  font?: FontName;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  tracking?: number;
  opacity?: number;
};

export class Art {
  private readonly defs: string[] = [];
  /** "font:char" → id of its glyph path. */
  private readonly glyphs = new Map<string, string>();
  private readonly named = new Set<string>();

  readonly prefix: string;
  readonly width: number;
  readonly height: number;

  constructor(prefix: string, width: number, height: number) {
    this.prefix = prefix;
    this.width = width;
    this.height = height;
  }

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  /** Adds a definition once per name; returns its id. */
  private define(name: string, markup: (id: string) => string): string {
    const id = this.id(name);
    if (!this.named.has(id)) {
      this.named.add(id);
      this.defs.push(markup(id));
    }
    return id;
  }

  linear(name: string, stops: [number, string, number?][], [x1, y1, x2, y2] = [0, 0, 1, 1]): string {
    const id = this.define(
      name,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
          .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft glow: a radial gradient from `color` at `opacity` to transparent. */
  glow(name: string, color: string, opacity: number): string {
    const id = this.define(
      name,
      (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  dots(color: string): string {
    const id = this.define(
      "dots",
      (id) => `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.7" fill="${color}" opacity=".1"/></pattern>`,
    );
    return `url(#${id})`;
  }

  clip(name: string, shape: string): string {
    const id = this.define(name, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  measure(content: string, size: number, font: FontName = "bold", tracking = -0.01): number {
    return measureText(fontFiles[font], content, size, tracking);
  }

  /** Outlined text, baseline at y: one <use> per glyph of a shared glyph path. */
  text(content: string, x: number, y: number, size: number, options: TextOptions = {}): string {
    const { font = "bold", fill = c.ink, anchor = "start", tracking = -0.01, opacity } = options;
    const face = fontFiles[font];
    const width = this.measure(content, size, font, tracking);
    const left = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
    let pen = 0;
    const uses: string[] = [];
    for (const char of content) {
      const d = compactPath(textPath(face, char, { size: GLYPH_SIZE }));
      if (d) {
        const key = `${font}:${char}`;
        let glyph = this.glyphs.get(key);
        if (!glyph) {
          glyph = `${this.prefix.replaceAll("-", "")}${(this.glyphs.size + 1).toString(36)}`;
          this.glyphs.set(key, glyph);
          this.defs.push(`<path id="${glyph}" d="${d}"/>`);
        }
        uses.push(`<use href="#${glyph}"${Math.round(pen) ? ` x="${Math.round(pen)}"` : ""}/>`);
      }
      pen += measureText(face, char, GLYPH_SIZE) + tracking * GLYPH_SIZE;
    }
    const alpha = opacity === undefined ? "" : ` opacity="${opacity}"`;
    return `<g fill="${fill}"${alpha} transform="translate(${fmt(left)} ${fmt(y)}) scale(${+(size / GLYPH_SIZE).toFixed(4)})">${uses.join("")}</g>`;
  }

  render(body: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return svgDocument(this.width, this.height, defs + body);
  }
}

export function write(relative: string, art: Art, body: string) {
  writeSvg(relative, art.render(body), { note: `${art.width}×${art.height}  ` });
}
