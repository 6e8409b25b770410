import { readFileSync } from "node:fs";
import { fmt } from "./svg.ts";

/**
 * Turns text into SVG path data using a TrueType font, so the artwork we ship
 * as SVG files looks the same on every device (an SVG shown through <img>
 * cannot use the page's web fonts, and system fonts differ per platform).
 *
 * Authoring-time only (the generators under tools/): the outlines are
 * written into the committed SVG files, nothing here runs in the browser.
 * It reads the handful of tables a glyph outline needs (cmap format 4, hmtx,
 * loca, glyf with simple and composite glyphs) and ignores hinting and
 * kerning; letter spacing is set by hand per wordmark.
 */

type Point = { x: number; y: number; onCurve: boolean };
type Contour = Point[];

export type Font = {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  glyphIndex(codePoint: number): number;
  advance(glyph: number): number;
  contours(glyph: number): Contour[];
};

export function loadFont(path: string): Font {
  const data = readFileSync(path);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tables = new Map<string, number>();
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    tables.set(tag, view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`${path}: no ${tag} table`);
    return offset;
  };

  const head = table("head");
  const unitsPerEm = view.getUint16(head + 18);
  const longLoca = view.getInt16(head + 50) === 1;
  const numGlyphs = view.getUint16(table("maxp") + 4);
  const hhea = table("hhea");
  const ascender = view.getInt16(hhea + 4);
  const descender = view.getInt16(hhea + 6);
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const hmtx = table("hmtx");
  const loca = table("loca");
  const glyf = table("glyf");

  // cmap: the Windows Unicode BMP subtable (platform 3, encoding 1, format 4).
  const cmap = table("cmap");
  let subtable = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1) {
      subtable = cmap + view.getUint32(record + 4);
    }
  }
  if (subtable < 0 || view.getUint16(subtable) !== 4) throw new Error(`${path}: no format 4 cmap`);
  const segCount = view.getUint16(subtable + 6) / 2;
  const endCodes = subtable + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;

  const glyphIndex = (codePoint: number) => {
    for (let s = 0; s < segCount; s++) {
      if (codePoint > view.getUint16(endCodes + s * 2)) continue;
      const start = view.getUint16(startCodes + s * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(idDeltas + s * 2);
      const rangeOffsetAt = idRangeOffsets + s * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };

  const advance = (glyph: number) =>
    view.getUint16(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);

  const glyphOffset = (glyph: number): [number, number] => {
    if (glyph >= numGlyphs) return [0, 0];
    if (longLoca) return [view.getUint32(loca + glyph * 4), view.getUint32(loca + glyph * 4 + 4)];
    return [view.getUint16(loca + glyph * 2) * 2, view.getUint16(loca + glyph * 2 + 2) * 2];
  };

  const contours = (glyph: number): Contour[] => {
    const [start, end] = glyphOffset(glyph);
    if (end <= start) return [];
    let p = glyf + start;
    const numberOfContours = view.getInt16(p);
    p += 10;
    if (numberOfContours >= 0) {
      const endPoints: number[] = [];
      for (let i = 0; i < numberOfContours; i++, p += 2) endPoints.push(view.getUint16(p));
      const pointCount = (endPoints.at(-1) ?? -1) + 1;
      p += 2 + view.getUint16(p); // skip instructions
      const flags: number[] = [];
      while (flags.length < pointCount) {
        const flag = view.getUint8(p++);
        flags.push(flag);
        if (flag & 8) {
          const repeat = view.getUint8(p++);
          for (let r = 0; r < repeat; r++) flags.push(flag);
        }
      }
      const readCoordinates = (shortBit: number, sameBit: number) => {
        const values: number[] = [];
        let value = 0;
        for (const flag of flags) {
          if (flag & shortBit) {
            const delta = view.getUint8(p++);
            value += flag & sameBit ? delta : -delta;
          } else if (!(flag & sameBit)) {
            value += view.getInt16(p);
            p += 2;
          }
          values.push(value);
        }
        return values;
      };
      const xs = readCoordinates(2, 16);
      const ys = readCoordinates(4, 32);
      const result: Contour[] = [];
      let first = 0;
      for (const last of endPoints) {
        const contour: Contour = [];
        for (let i = first; i <= last; i++) {
          contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, onCurve: ((flags[i] ?? 0) & 1) === 1 });
        }
        result.push(contour);
        first = last + 1;
      }
      return result;
    }

    // Composite glyph: components placed with an offset and an optional scale.
    const result: Contour[] = [];
    let more = true;
    while (more) {
      const flags = view.getUint16(p);
      const component = view.getUint16(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 1) {
        dx = view.getInt16(p);
        dy = view.getInt16(p + 2);
        p += 4;
      } else {
        dx = view.getInt8(p);
        dy = view.getInt8(p + 1);
        p += 2;
      }
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2dot14 = (at: number) => view.getInt16(at) / 16384;
      if (flags & 8) {
        a = d = f2dot14(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2dot14(p);
        d = f2dot14(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        a = f2dot14(p);
        b = f2dot14(p + 2);
        c = f2dot14(p + 4);
        d = f2dot14(p + 6);
        p += 8;
      }
      for (const contour of contours(component)) {
        result.push(
          contour.map((point) => ({
            x: a * point.x + c * point.y + dx,
            y: b * point.x + d * point.y + dy,
            onCurve: point.onCurve,
          })),
        );
      }
      more = (flags & 0x20) !== 0;
    }
    return result;
  };

  return { unitsPerEm, ascender, descender, glyphIndex, advance, contours };
}

/** One TrueType contour (quadratic, with implied on-curve points) as path commands. */
function contourPath(contour: Contour, map: (x: number, y: number) => [number, number]): string {
  if (contour.length === 0) return "";
  // Start on an on-curve point; if there is none, at the midpoint of the first two.
  const firstOn = contour.findIndex((point) => point.onCurve);
  let start: Point;
  let ordered: Point[];
  if (firstOn < 0) {
    const [p0, p1] = [contour[0]!, contour[1] ?? contour[0]!];
    start = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2, onCurve: true };
    ordered = [...contour.slice(1), contour[0]!, start];
  } else {
    start = contour[firstOn]!;
    // Walk the contour once and come back to the start point.
    ordered = [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn + 1)];
  }
  const out: string[] = [];
  const [sx, sy] = map(start.x, start.y);
  out.push(`M${fmt(sx)} ${fmt(sy)}`);
  let control: Point | null = null;
  for (const point of ordered) {
    if (point.onCurve) {
      const [x, y] = map(point.x, point.y);
      if (control) {
        const [cx, cy] = map(control.x, control.y);
        out.push(`Q${fmt(cx)} ${fmt(cy)} ${fmt(x)} ${fmt(y)}`);
        control = null;
      } else {
        out.push(`L${fmt(x)} ${fmt(y)}`);
      }
    } else if (control) {
      const mid = { x: (control.x + point.x) / 2, y: (control.y + point.y) / 2 };
      const [cx, cy] = map(control.x, control.y);
      const [mx, my] = map(mid.x, mid.y);
      out.push(`Q${fmt(cx)} ${fmt(cy)} ${fmt(mx)} ${fmt(my)}`);
      control = point;
    } else {
      control = point;
    }
  }
  out.push("Z");
  return out.join("");
}

export type TextOptions = {
  x?: number;
  /** Baseline position. */
  y?: number;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  anchor?: "start" | "middle" | "end";
};

/** The advance width of `text` at `size`, tracking included. */
export function measureText(font: Font, text: string, size: number, tracking = 0): number {
  const scale = size / font.unitsPerEm;
  let width = 0;
  const chars = [...text];
  chars.forEach((char, index) => {
    width += font.advance(font.glyphIndex(char.codePointAt(0) ?? 0)) * scale;
    if (index < chars.length - 1) width += tracking * size;
  });
  return width;
}

/** SVG path data for `text`, baseline at `y`. */
export function textPath(font: Font, text: string, options: TextOptions): string {
  const { size, tracking = 0, anchor = "start" } = options;
  const scale = size / font.unitsPerEm;
  const width = measureText(font, text, size, tracking);
  let penX = (options.x ?? 0) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  const baseline = options.y ?? 0;
  const parts: string[] = [];
  for (const char of text) {
    const glyph = font.glyphIndex(char.codePointAt(0) ?? 0);
    const originX = penX;
    const map = (x: number, y: number): [number, number] => [originX + x * scale, baseline - y * scale];
    for (const contour of font.contours(glyph)) parts.push(contourPath(contour, map));
    penX += font.advance(glyph) * scale + tracking * size;
  }
  return parts.join("");
}

const FONT_DIR = "/usr/share/fonts/truetype";

/** The Debian fonts the artwork is drawn with (fonts-liberation, fonts-dejavu-core). */
export const fonts = {
  sans: `${FONT_DIR}/liberation/LiberationSans-Regular.ttf`,
  sansBold: `${FONT_DIR}/liberation/LiberationSans-Bold.ttf`,
  sansBoldItalic: `${FONT_DIR}/liberation/LiberationSans-BoldItalic.ttf`,
  narrowBold: `${FONT_DIR}/liberation/LiberationSansNarrow-Bold.ttf`,
  narrowBoldItalic: `${FONT_DIR}/liberation/LiberationSansNarrow-BoldItalic.ttf`,
  serif: `${FONT_DIR}/liberation/LiberationSerif-Regular.ttf`,
  serifBold: `${FONT_DIR}/liberation/LiberationSerif-Bold.ttf`,
  serifItalic: `${FONT_DIR}/liberation/LiberationSerif-Italic.ttf`,
  serifBoldItalic: `${FONT_DIR}/liberation/LiberationSerif-BoldItalic.ttf`,
  monoBold: `${FONT_DIR}/liberation/LiberationMono-Bold.ttf`,
  dejavu: `${FONT_DIR}/dejavu/DejaVuSans.ttf`,
  dejavuBold: `${FONT_DIR}/dejavu/DejaVuSans-Bold.ttf`,
  dejavuCondensedBold: `${FONT_DIR}/dejavu/DejaVuSansCondensed-Bold.ttf`,
  dejavuLight: `${FONT_DIR}/dejavu/DejaVuSans-ExtraLight.ttf`,
  dejavuSerifCondensedBold: `${FONT_DIR}/dejavu/DejaVuSerifCondensed-Bold.ttf`,
} as const;
