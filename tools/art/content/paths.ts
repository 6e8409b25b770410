import { type Font, textPath } from "../../lib/outline-text.ts";
import { fmt as n } from "../../lib/svg.ts";

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Absolute M/L/Q/Z path data (as textPath writes it) mapped point by point. */
export function mapPath(d: string, map: (x: number, y: number) => [number, number]): string {
  return d.replace(/([MLQ])([^MLQZ]*)/g, (_, command: string, args: string) => {
    const values = args.trim().split(/[\s,]+/).map(Number);
    const out: string[] = [];
    for (let i = 0; i + 1 < values.length; i += 2) {
      const [x, y] = map(values[i]!, values[i + 1]!);
      out.push(`${n(x)} ${n(y)}`);
    }
    return command + out.join(" ");
  });
}

/**
 * Absolute M/L/Q/Z path data rewritten with relative commands at 0.1 px
 * precision (deltas of rounded points, so nothing drifts): about 40 % smaller.
 */
function compact(d: string): string {
  let out = "";
  let last = "";
  let prev = "";
  let [cx, cy, sx, sy] = [0, 0, 0, 0];
  const num = (tenths: number) => String(tenths / 10).replace(/^(-?)0\./, "$1.");
  const emit = (command: string, values: number[]) => {
    let letter = command === last && command !== "m" ? "" : command;
    out += letter;
    for (const value of values) {
      const text = num(value);
      const joined = letter !== "" || text.startsWith("-") || (text.startsWith(".") && prev.includes("."));
      out += (joined ? "" : " ") + text;
      prev = text;
      letter = "";
    }
    last = command;
  };
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const v = (args ?? "").trim().split(/[\s,]+/).filter(Boolean).map((value) => Math.round(Number(value) * 10));
    if (command === "Z") {
      emit("z", []);
      [cx, cy] = [sx, sy];
    } else if (command === "M") {
      emit("m", [v[0]! - cx, v[1]! - cy]);
      [cx, cy, sx, sy] = [v[0]!, v[1]!, v[0]!, v[1]!];
    } else if (command === "L") {
      const [dx, dy] = [v[0]! - cx, v[1]! - cy];
      if (dy === 0) emit("h", [dx]);
      else if (dx === 0) emit("v", [dy]);
      else emit("l", [dx, dy]);
      [cx, cy] = [v[0]!, v[1]!];
    } else if (command === "Q") {
      emit("q", [v[0]! - cx, v[1]! - cy, v[2]! - cx, v[3]! - cy]);
      [cx, cy] = [v[2]!, v[3]!];
    }
  }
  return out;
}

/** Outlined text (absolute path data) as one filled path. */
export const glyphs = (d: string, fill?: string, extra = "") => `<path${fill ? ` fill="${fill}"` : ""} d="${compact(d)}"${extra}/>`;

/** Exact bounds of absolute M/L/Q/Z path data (quadratic extremes included). */
function pathBox(d: string): Box {
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  };
  let cx = 0;
  let cy = 0;
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const v = (args ?? "").trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (command === "M" || command === "L") {
      [cx, cy] = [v[0]!, v[1]!];
      add(cx, cy);
    } else if (command === "Q") {
      const [qx, qy, x, y] = v as [number, number, number, number];
      const at = (t: number, p0: number, p1: number, p2: number) => (1 - t) ** 2 * p0 + 2 * (1 - t) * t * p1 + t * t * p2;
      for (const [p0, p1, p2] of [
        [cx, qx, x],
        [cy, qy, y],
      ] as const) {
        const denominator = p0 - 2 * p1 + p2;
        if (denominator === 0) continue;
        const t = (p0 - p1) / denominator;
        if (t > 0 && t < 1) add(at(t, cx, qx, x), at(t, cy, qy, y));
      }
      add(x, y);
      [cx, cy] = [x, y];
    }
  }
  return box;
}

export function union(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

const capRatio = new Map<Font, number>();
/** Cap height as a fraction of the font size (measured on "H"). */
export function capHeight(f: Font): number {
  let ratio = capRatio.get(f);
  if (ratio === undefined) {
    const box = pathBox(textPath(f, "H", { size: 1000 }));
    ratio = (box.maxY - box.minY) / 1000;
    capRatio.set(f, ratio);
  }
  return ratio;
}

export function advance(f: Font, text: string, size: number, tracking = 0): number {
  const scale = size / f.unitsPerEm;
  let width = 0;
  for (const char of text) width += f.advance(f.glyphIndex(char.codePointAt(0) ?? 0)) * scale + tracking * size;
  return width;
}

/** Outlined text as one path, with its bounds. */
export function outline(content: string, f: Font, size: number, x: number, baseline: number, tracking = 0, anchor: "start" | "middle" | "end" = "start") {
  const d = textPath(f, content, { x, y: baseline, size, tracking, anchor });
  return { d, box: pathBox(d) };
}
