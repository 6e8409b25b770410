import path from "node:path";
import { caseStudies } from "../../../app/content/case-studies.ts";
import type { CaseStudy, Industry, VideoStory, Webinar } from "../../../app/content/schemas.ts";
import { videoStories } from "../../../app/content/stories.ts";
import { webinars } from "../../../app/content/webinars.ts";
import { writeSvg } from "../../lib/files.ts";
import { color } from "../../lib/palette.ts";
import { type Font, fonts, loadFont, textPath } from "../../lib/outline-text.ts";
import { fmt as n, mix, svgDocument } from "../../lib/svg.ts";

/**
 * Draws every image the Success Stories, case-study and webinar content points
 * at, from the content itself:
 *
 *   public/images/logos/<slug>.svg          customer wordmarks (height 48, width follows the name)
 *   public/images/case-studies/<slug>.svg   case-study covers (1200 × 675) with the headline result
 *   public/images/stories/video-<id>.svg    video-story covers (1200 × 675), no play button
 *   public/images/presenters/<name>.svg     presenter portraits (400 × 400)
 *   public/images/webinars/<id>.svg         webinar backgrounds (1600 × 900)
 *
 * Output paths are the content's own `image`, `logo`, `presenter.image` and
 * `backgroundImage` values, so a new case study, story or webinar gets its
 * artwork by rerunning this script: brands without an entry in `wordmarks`
 * get a plain wordmark, slugs without a scene get their industry's scene,
 * presenters without an entry get a portrait picked from their name.
 * Everything is deterministic (no clock, no Math.random).
 *
 * Customer brands are plain typographic wordmarks (their names set in the
 * Debian fonts, outlined), never imitations of their real logo artwork.
 *
 * Run: `npx node tools/art/content/index.ts`
 * (needs fonts-liberation and fonts-dejavu-core; the committed SVGs do not).
 */

const font = {
  sans: loadFont(fonts.sans),
  bold: loadFont(fonts.sansBold),
  narrowBoldItalic: loadFont(fonts.narrowBoldItalic),
  serif: loadFont(fonts.serif),
  serifBold: loadFont(fonts.serifBold),
  serifItalic: loadFont(fonts.serifItalic),
  serifBoldItalic: loadFont(fonts.serifBoldItalic),
  dejavu: loadFont(fonts.dejavu),
  dejavuBold: loadFont(fonts.dejavuBold),
  condensedBold: loadFont(fonts.dejavuCondensedBold),
  serifCondensedBold: loadFont(fonts.dejavuSerifCondensedBold),
};


// ---------------------------------------------------------------------------
// Small helpers: numbers, files, path geometry, deterministic randomness.

const svg = svgDocument;

const written: { file: string; bytes: number }[] = [];

/** Writes one of the content's images (`/images/…`, under public/); a file over `budgetKb` fails the run. */
function write(publicPath: string, content: string, budgetKb: number) {
  if (!publicPath.startsWith("/images/")) throw new Error(`not an /images path: ${publicPath}`);
  const relative = path.join("public", publicPath);
  written.push({ file: relative, bytes: writeSvg(relative, content, { budgetKb }) });
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Absolute M/L/Q/Z path data (as textPath writes it) mapped point by point. */
function mapPath(d: string, map: (x: number, y: number) => [number, number]): string {
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
const glyphs = (d: string, fill?: string, extra = "") => `<path${fill ? ` fill="${fill}"` : ""} d="${compact(d)}"${extra}/>`;

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

function union(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** A small seeded PRNG (mulberry32) so confetti lands in the same place every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const capRatio = new Map<Font, number>();
/** Cap height as a fraction of the font size (measured on "H"). */
function capHeight(f: Font): number {
  let ratio = capRatio.get(f);
  if (ratio === undefined) {
    const box = pathBox(textPath(f, "H", { size: 1000 }));
    ratio = (box.maxY - box.minY) / 1000;
    capRatio.set(f, ratio);
  }
  return ratio;
}

function advance(f: Font, text: string, size: number, tracking = 0): number {
  const scale = size / f.unitsPerEm;
  let width = 0;
  for (const char of text) width += f.advance(f.glyphIndex(char.codePointAt(0) ?? 0)) * scale + tracking * size;
  return width;
}

/** Outlined text as one path, with its bounds. */
function outline(content: string, f: Font, size: number, x: number, baseline: number, tracking = 0, anchor: "start" | "middle" | "end" = "start") {
  const d = textPath(f, content, { x, y: baseline, size, tracking, anchor });
  return { d, box: pathBox(d) };
}

// ---------------------------------------------------------------------------
// Gradients and other <defs>, collected per drawing.

class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly markup: string[] = [];

  private add(key: string, build: (id: string) => string): string {
    let id = this.byKey.get(key);
    if (!id) {
      id = `g${this.byKey.size}`;
      this.byKey.set(key, id);
      this.markup.push(build(id));
    }
    return `url(#${id})`;
  }

  /** Linear gradient: v (top to bottom), h (left to right), d (top left to bottom right), u (bottom left to top right). */
  lin(from: string, to: string, dir: "v" | "h" | "d" | "u" = "v", fromOpacity = 1, toOpacity = 1): string {
    const [x1, y1, x2, y2] = { v: [0, 0, 0, 1], h: [0, 0, 1, 0], d: [0, 0, 1, 1], u: [0, 1, 1, 0] }[dir];
    const stop = (offset: number, c: string, o: number) =>
      `<stop offset="${offset}" stop-color="${c}"${o === 1 ? "" : ` stop-opacity="${o}"`}/>`;
    return this.add(`lin:${from}:${to}:${dir}:${fromOpacity}:${toOpacity}`, (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stop(0, from, fromOpacity)}${stop(1, to, toOpacity)}</linearGradient>`,
    );
  }

  /** A soft glow: `c` at `opacity` in the middle, transparent at the edge. */
  glow(c: string, opacity: number): string {
    return this.add(`glow:${c}:${opacity}`, (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/><stop offset=".55" stop-color="${c}" stop-opacity="${n(opacity * 0.35)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
  }

  raw(key: string, build: (id: string) => string): string {
    return this.add(key, build);
  }

  toString(): string {
    return this.markup.length ? `<defs>${this.markup.join("")}</defs>` : "";
  }
}

const at = (x: number, y: number, body: string, scale = 1) =>
  `<g transform="translate(${n(x)} ${n(y)})${scale === 1 ? "" : ` scale(${scale})`}">${body}</g>`;

/** A soft ground shadow. */
const shadow = (defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${defs.glow("#0b1324", opacity)}"/>`;

/** A four-point sparkle. */
const sparkle = (x: number, y: number, r: number, fill: string, opacity = 1) =>
  `<path d="M${n(x)} ${n(y - r)}Q${n(x + r * 0.14)} ${n(y - r * 0.14)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.14)} ${n(y + r * 0.14)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.14)} ${n(y + r * 0.14)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.14)} ${n(y - r * 0.14)} ${n(x)} ${n(y - r)}Z" fill="${fill}"${opacity === 1 ? "" : ` opacity="${opacity}"`}/>`;

// ---------------------------------------------------------------------------
// Customer wordmarks: the brand's name set in one of the Debian fonts, in one
// ink colour, on a transparent background; 48 px tall, as wide as the name.

const WORDMARK_HEIGHT = 48;
const INK = color.ink;

type Run = { text: string; font: Font; tracking?: number; /** Size relative to the line's. */ scale?: number; /** Space before, in em. */ gap?: number; /** Shift up, in em. */ rise?: number };
type Line = { runs: Run[]; /** Cap height in px. */ cap: number; /** Stretch the tracking so the line is as wide as the widest line. */ justify?: boolean; /** Centre the line under the widest one. */ center?: boolean };
type Mark = { /** Width of the mark box relative to its height. */ aspect: number; /** Mark height relative to the text block's cap span. */ height?: number; draw: (x: number, y: number, w: number, h: number) => string };
type WordmarkSpec = { name: string; lines: Line[]; lineGap?: number; mark?: Mark };

type Drawn = { width: number; height: number; body: string };

function drawWordmark(spec: WordmarkSpec): Drawn {
  // Natural widths first, so justified lines can match the widest one.
  const layoutLine = (line: Line, tracking?: number) => {
    const first = line.runs[0]!;
    const size = line.cap / capHeight(first.font);
    let x = 0;
    const paths: string[] = [];
    let box: Box | null = null;
    line.runs.forEach((run, index) => {
      const runSize = size * (run.scale ?? 1);
      x += (run.gap ?? 0) * size;
      const t = tracking ?? run.tracking ?? 0;
      const o = outline(run.text, run.font, runSize, x, -(run.rise ?? 0) * size, t);
      paths.push(o.d);
      box = box ? union(box, o.box) : o.box;
      x += advance(run.font, run.text, runSize, t) - (index === line.runs.length - 1 ? t * runSize : 0);
    });
    return { paths, box: box! as Box, size };
  };
  const natural = spec.lines.map((line) => layoutLine(line));
  const widest = Math.max(...natural.map((l) => l.box.maxX - l.box.minX));
  const laid = spec.lines.map((line, i) => {
    if (!line.justify || line.runs.length !== 1) return natural[i]!;
    const run = line.runs[0]!;
    const letters = [...run.text].length;
    const current = natural[i]!;
    const extra = widest - (current.box.maxX - current.box.minX);
    const tracking = (run.tracking ?? 0) + extra / Math.max(1, letters - 1) / current.size;
    return layoutLine(line, tracking);
  });

  // Stack the lines: each line's cap top sits lineGap below the previous baseline.
  const gap = spec.lineGap ?? 0;
  let baseline = 0;
  let textBox: Box | null = null;
  const paths: string[] = [];
  const widestBox = laid.reduce((a, b) => (b.box.maxX - b.box.minX > a.box.maxX - a.box.minX ? b : a)).box;
  laid.forEach((line, i) => {
    baseline += i === 0 ? spec.lines[0]!.cap : gap + spec.lines[i]!.cap;
    const dy = baseline;
    const dx = spec.lines[i]!.center ? (widestBox.minX + widestBox.maxX) / 2 - (line.box.minX + line.box.maxX) / 2 : 0;
    for (const d of line.paths) paths.push(mapPath(d, (x, y) => [x + dx, y + dy]));
    const box = { minX: line.box.minX + dx, maxX: line.box.maxX + dx, minY: line.box.minY + dy, maxY: line.box.maxY + dy };
    textBox = textBox ? union(textBox, box) : box;
  });
  let box = textBox! as Box;

  // The mark sits left of the text, centred on the span from the first cap top to the last baseline.
  let markBox: Box | null = null;
  if (spec.mark) {
    const span = baseline;
    const h = span * (spec.mark.height ?? 1);
    const w = h * spec.mark.aspect;
    const top = (span - h) / 2;
    const textShift = w + Math.max(8, span * 0.32);
    for (let i = 0; i < paths.length; i++) paths[i] = mapPath(paths[i]!, (x, y) => [x + textShift, y]);
    box = { ...box, minX: box.minX + textShift, maxX: box.maxX + textShift };
    markBox = { minX: 0, minY: top, maxX: w, maxY: top + h };
    box = union(box, markBox);
  }

  const pad = 1;
  const inkHeight = box.maxY - box.minY;
  if (inkHeight > WORDMARK_HEIGHT - 2) throw new Error(`${spec.name}: wordmark is ${inkHeight.toFixed(1)} px tall`);
  const dx = pad - box.minX;
  const dy = (WORDMARK_HEIGHT - inkHeight) / 2 - box.minY;
  const width = Math.ceil(box.maxX - box.minX + 2 * pad);
  let body = glyphs(paths.map((d) => mapPath(d, (x, y) => [x + dx, y + dy])).join(""));
  if (spec.mark && markBox) {
    body = spec.mark.draw(markBox.minX + dx, markBox.minY + dy, markBox.maxX - markBox.minX, markBox.maxY - markBox.minY) + body;
  }
  return { width, height: WORDMARK_HEIGHT, body: `<g fill="${INK}">${body}</g>` };
}

const one = (text: string, f: Font, cap: number, tracking = 0): Line[] => [{ runs: [{ text, font: f, tracking }], cap }];

// Simple geometric marks, for the fictional brands only.
const marks = {
  /** A ring with a dot: a well seen from above (Brightwell). */
  well: {
    aspect: 1,
    draw: (x: number, y: number, w: number) => {
      const r = w / 2;
      return `<circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r * 0.84)}" fill="none" stroke="${INK}" stroke-width="${n(r * 0.32)}"/><circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r * 0.3)}"/>`;
    },
  },
  /** A pine on a short trunk (Harbor & Pine). */
  pine: {
    aspect: 0.9,
    height: 1.15,
    draw: (x: number, y: number, w: number, h: number) =>
      `<path d="M${n(x + w / 2)} ${n(y)}L${n(x + w)} ${n(y + h * 0.84)}H${n(x)}Z"/><rect x="${n(x + w / 2 - w * 0.07)}" y="${n(y + h * 0.8)}" width="${n(w * 0.14)}" height="${n(h * 0.2)}"/>`,
  },
  /** A stepped cedar (Cedar Hearth). */
  cedar: {
    aspect: 0.9,
    height: 1.05,
    draw: (x: number, y: number, w: number, h: number) => {
      const c = x + w / 2;
      return `<path d="M${n(c)} ${n(y)}L${n(x + w * 0.78)} ${n(y + h * 0.36)}H${n(x + w * 0.64)}L${n(x + w)} ${n(y + h * 0.8)}H${n(x)}L${n(x + w * 0.36)} ${n(y + h * 0.36)}H${n(x + w * 0.22)}Z"/><rect x="${n(c - w * 0.07)}" y="${n(y + h * 0.78)}" width="${n(w * 0.14)}" height="${n(h * 0.22)}"/>`;
    },
  },
  /** A four-point sparkle (Glow Theory). */
  glow: {
    aspect: 1,
    height: 1.05,
    draw: (x: number, y: number, w: number) => sparkle(x + w / 2, y + w / 2, w / 2, INK),
  },
} satisfies Record<string, Mark>;

/**
 * Wordmarks by the brand name the content uses (case-study titles, video
 * titles before the colon). Styles vary on purpose: serif and sans, weight,
 * case and letter spacing; none copies a real brand's logo artwork.
 */
const wordmarks: Record<string, Omit<WordmarkSpec, "name">> = {
  Avon: { lines: one("AVON", font.bold, 25, 0.16) },
  "Acceleration Partners": {
    lines: [
      { runs: [{ text: "ACCELERATION", font: font.condensedBold, tracking: 0.02 }], cap: 15 },
      { runs: [{ text: "PARTNERS", font: font.dejavu }], cap: 15, justify: true },
    ],
    lineGap: 6,
  },
  "Sur La Table": { lines: one("Sur La Table", font.serifItalic, 25, 0) },
  "Stanley 1913": {
    lines: [
      {
        runs: [
          { text: "STANLEY", font: font.serifCondensedBold, tracking: 0.06 },
          { text: "1913", font: font.serif, tracking: 0.04, gap: 0.3 },
        ],
        cap: 24,
      },
    ],
  },
  "Gourmet Gift Baskets": {
    lines: [
      { runs: [{ text: "Gourmet", font: font.serifBoldItalic, tracking: -0.01 }], cap: 17 },
      { runs: [{ text: "GIFT BASKETS", font: font.sans, tracking: 0.1 }], cap: 11, justify: true },
    ],
    lineGap: 7,
  },
  "SpotOn Fence": {
    lines: [
      {
        runs: [
          { text: "SpotOn", font: font.bold, tracking: -0.03 },
          { text: "Fence", font: font.sans, tracking: -0.02, gap: 0.18 },
        ],
        cap: 24,
      },
    ],
  },
  "ISSA Online Fitness": {
    lines: [
      {
        runs: [
          { text: "ISSA", font: font.dejavuBold, tracking: 0.02 },
          { text: "Online Fitness", font: font.sans, tracking: -0.01, gap: 0.3 },
        ],
        cap: 22,
      },
    ],
  },
  Cupshe: { lines: one("CUPSHE", font.sans, 22, 0.34) },
  "Football Camps": { lines: one("FOOTBALL CAMPS", font.narrowBoldItalic, 24, 0.02) },
  Rapala: { lines: one("RAPALA", font.dejavuBold, 23, 0.12) },
  "Water Anywhere": {
    lines: [
      {
        runs: [
          { text: "water", font: font.bold, tracking: -0.03 },
          { text: "anywhere", font: font.sans, tracking: -0.02, gap: 0.12 },
        ],
        cap: 26,
      },
    ],
  },
  Renogy: { lines: one("renogy", font.dejavuBold, 27, -0.03) },
  "Splendid Spoon": { lines: one("Splendid Spoon", font.serifBoldItalic, 24, -0.01) },
  "Tweedle Farms": { lines: one("TWEEDLE FARMS", font.serifBold, 20, 0.07) },
  Soul: { lines: one("SOUL", font.serif, 25, 0.42) },
  "Brightwell Nutrition": {
    lines: [
      { runs: [{ text: "BRIGHTWELL", font: font.dejavuBold, tracking: 0.1 }], cap: 16 },
      { runs: [{ text: "NUTRITION", font: font.dejavu, tracking: 0.2 }], cap: 10, justify: true },
    ],
    lineGap: 7,
    mark: marks.well,
  },
  "Harbor & Pine": { lines: one("Harbor & Pine", font.serifBold, 23, -0.01), mark: marks.pine },
  "Glow Theory": { lines: one("glow theory", font.serifItalic, 22, -0.01), mark: marks.glow },
  "Cedar Hearth Home": {
    lines: [
      { runs: [{ text: "CEDAR HEARTH", font: font.serifCondensedBold, tracking: 0.06 }], cap: 17 },
      { runs: [{ text: "HOME", font: font.sans, tracking: 0.6 }], cap: 10, center: true },
    ],
    lineGap: 7,
    mark: marks.cedar,
  },
};

/** Fallback styles for brands added later, picked from the name. */
const fallbackStyles: ((name: string) => Line[])[] = [
  (name) => one(name, font.bold, 23, -0.02),
  (name) => one(name, font.serifBold, 23, 0),
  (name) => one(name.toUpperCase(), font.dejavuBold, 21, 0.1),
  (name) => one(name, font.serifItalic, 24, 0),
];

function wordmarkFor(name: string): Drawn {
  const spec = wordmarks[name];
  if (spec) return drawWordmark({ name, ...spec });
  return drawWordmark({ name, lines: fallbackStyles[hash(name) % fallbackStyles.length]!(name) });
}

/** The brand's name, as the content spells it. */
function caseStudyBrand(study: CaseStudy): string {
  const known = Object.keys(wordmarks).find((name) => study.title.includes(name));
  if (known) return known;
  if (study.testimonial?.company) return study.testimonial.company;
  const fromTitle = /^How (.+?) (?:[A-Z][a-z]+(?:ed|ew|on|ove|ilt|ut|aw|ot))\b/.exec(study.title);
  return fromTitle?.[1] ?? study.slug;
}

const videoBrand = (story: VideoStory) => story.title.split(":")[0]!.trim();

// ---------------------------------------------------------------------------
// Cover scenes: one still life per brand, hinting at what it sells. Each draws
// into a 580 × 460 box whose ground line is at y ≈ 420; the cover places the
// box on the right and adds background, glows and the result chip.

type Palette = { bg: [string, string]; glow: [string, string]; accent: string };
type Scene = {
  palette: Palette;
  /** Drawn clipped to the round stage behind the scene (water, sea, sky). */
  backdrop?: (d: Defs) => string;
  draw: (d: Defs) => string;
};

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const shape = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, c: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const op = (o: number) => ` opacity="${o}"`;

const gold = (d: Defs) => d.lin("#fde68a", "#d99a1e", "h");

/** A leafy sprig: a curved stem with paired oval leaves. */
function sprig(x: number, y: number, length: number, angle: number, leaf: string, stem: string): string {
  let leaves = "";
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const ly = -length * t;
    const size = length * (0.2 - t * 0.06);
    leaves += `<ellipse cx="${n(-size * 0.75)}" cy="${n(ly)}" rx="${n(size)}" ry="${n(size * 0.45)}" transform="rotate(-35 ${n(-size * 0.75)} ${n(ly)})" fill="${leaf}"/>`;
    leaves += `<ellipse cx="${n(size * 0.75)}" cy="${n(ly - size * 0.4)}" rx="${n(size)}" ry="${n(size * 0.45)}" transform="rotate(35 ${n(size * 0.75)} ${n(ly - size * 0.4)})" fill="${leaf}"/>`;
  }
  leaves += `<ellipse cx="0" cy="${n(-length - length * 0.08)}" rx="${n(length * 0.08)}" ry="${n(length * 0.16)}" fill="${leaf}"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${stroke(`M0 0V${n(-length)}`, stem, 4)}${leaves}</g>`;
}

/** A pine tree of stacked triangles. */
const pine = (x: number, y: number, h: number, fill: string, dark: string) =>
  `<g transform="translate(${n(x)} ${n(y)})">${rect(-h * 0.04, -h * 0.16, h * 0.08, h * 0.16, 0, dark)}${shape(
    `M0 ${n(-h)}L${n(h * 0.22)} ${n(-h * 0.62)}H${n(h * 0.12)}L${n(h * 0.32)} ${n(-h * 0.3)}H${n(h * 0.18)}L${n(h * 0.38)} ${n(-h * 0.12)}H${n(-h * 0.38)}L${n(-h * 0.18)} ${n(-h * 0.3)}H${n(-h * 0.32)}L${n(-h * 0.12)} ${n(-h * 0.62)}H${n(-h * 0.22)}Z`,
    fill,
  )}</g>`;

/** An envelope notification card: the inbox reminder that brought the shopper back. */
function inboxCard(d: Defs, x: number, y: number, accent: string): string {
  return at(
    x,
    y,
    [
      rect(4, 10, 232, 76, 20, "#0b1324", op(0.06)),
      rect(0, 0, 232, 76, 20, "#fff"),
      circle(38, 38, 22, d.lin(color.safeopt, color.safeoptAccent, "d")),
      rect(27, 30, 22, 16, 3, "none", ` stroke="#fff" stroke-width="3"`),
      stroke("M28.5 32l9.5 7 9.5-7", "#fff", 3),
      rect(72, 24, 112, 10, 5, "#cfd5e3"),
      rect(72, 44, 136, 9, 4.5, "#e6e9f1"),
      circle(212, 20, 6, accent),
    ].join(""),
  );
}

const scenes: Record<string, Scene> = {
  // Avon: perfume, lipstick, an open compact and shade swatches.
  avon: {
    palette: { bg: ["#fff6f8", "#ffe0e8"], glow: ["#fda4af", "#f5d0fe"], accent: "#e11d48" },
    draw: (d) =>
      [
        shadow(d, 250, 420, 140, 16),
        shadow(d, 420, 422, 66, 10),
        shadow(d, 96, 424, 100, 14),
        // Perfume bottle.
        rect(226, 138, 48, 40, 6, "#f9a8d4"),
        rect(204, 66, 92, 80, 18, gold(d)),
        rect(216, 78, 12, 56, 6, "#fff", op(0.5)),
        rect(150, 168, 200, 252, 46, d.lin("#fecdd3", "#f43f5e", "d")),
        rect(166, 184, 168, 220, 34, "#fff", op(0.16)),
        rect(174, 200, 16, 176, 8, "#fff", op(0.6)),
        rect(200, 270, 100, 66, 14, "#fff", op(0.92)),
        rect(220, 290, 60, 8, 4, "#e11d48", op(0.6)),
        rect(232, 308, 36, 6, 3, "#e11d48", op(0.3)),
        // Lipstick.
        shape("M392 222V158Q392 140 412 128L444 110V222Z", d.lin("#fb7185", "#be123c", "h")),
        rect(386, 212, 64, 62, 6, gold(d)),
        rect(398, 222, 8, 44, 4, "#fff", op(0.45)),
        rect(378, 266, 80, 156, 12, d.lin("#be123c", "#7f1d3a", "h")),
        rect(390, 280, 10, 128, 5, "#fff", op(0.22)),
        // Open compact: round mirror lid behind, powder pan in front.
        circle(96, 318, 74, gold(d)),
        circle(96, 318, 60, d.lin("#f8fafc", "#dbeafe", "d")),
        shape("M62 300L110 262l10 10L72 310Z", "#fff", op(0.8)),
        ellipse(96, 404, 104, 36, d.lin("#fcd34d", "#b7791f", "v")),
        ellipse(96, 398, 86, 27, "#fde2d6"),
        ellipse(96, 398, 62, 17, "#f9c2ae"),
        ellipse(80, 394, 22, 6, "#fff", op(0.5)),
        // Shade swatches.
        circle(486, 184, 20, "#fda4af", ` stroke="#fff" stroke-width="6"`),
        circle(528, 212, 20, "#e11d48", ` stroke="#fff" stroke-width="6"`),
        circle(488, 244, 20, "#9f1239", ` stroke="#fff" stroke-width="6"`),
        sparkle(84, 176, 20, "#f59e0b"),
        sparkle(522, 92, 14, "#fff"),
        sparkle(350, 92, 10, "#fb7185", 0.7),
      ].join(""),
  },

  // Acceleration Partners: brand programmes linked to one partner hub.
  accelerationpartners: {
    palette: { bg: ["#f3f4ff", "#e0e4ff"], glow: ["#a5b4fc", "#c4b5fd"], accent: "#4f46e5" },
    draw: (d) => {
      const hub = { x: 290, y: 236 };
      const tiles = [
        { x: 84, y: 92, from: "#fb7185", to: "#e11d48", icon: "bag" },
        { x: 496, y: 92, from: "#34d399", to: "#059669", icon: "tag" },
        { x: 84, y: 380, from: "#fbbf24", to: "#d97706", icon: "star" },
        { x: 496, y: 380, from: "#38bdf8", to: "#0369a1", icon: "heart" },
      ];
      const icons: Record<string, string> = {
        bag: rect(-13, -8, 26, 22, 4, "#fff") + stroke("M-7 -8v-3a7 7 0 0 1 14 0v3", "#fff", 3.5),
        tag: shape("M-14 -2L-2 -14H14V2L2 14Z", "#fff") + circle(7, -7, 3.2, "#059669"),
        star: sparkle(0, 0, 15, "#fff"),
        heart: shape("M0 13C-20 0-14-16 0-7C14-16 20 0 0 13Z", "#fff"),
      };
      const links = tiles
        .map((t) => {
          const mx = (t.x + hub.x) / 2;
          return stroke(`M${t.x} ${t.y}C${mx} ${t.y} ${mx} ${hub.y} ${hub.x} ${hub.y}`, "#6366f1", 4, ` stroke-dasharray="2 12" opacity=".55"`);
        })
        .join("");
      const pulses = [
        circle(178, 126, 7, "#6366f1"),
        circle(410, 340, 7, "#6366f1"),
        circle(186, 340, 6, "#a5b4fc"),
        circle(398, 130, 6, "#a5b4fc"),
      ].join("");
      const tileArt = tiles
        .map((t) =>
          at(
            t.x,
            t.y,
            [
              rect(-58, -48, 116, 116, 30, "#4338ca", op(0.1)),
              rect(-58, -58, 116, 116, 30, "#fff"),
              circle(0, -14, 26, d.lin(t.from, t.to, "d")),
              at(0, -14, icons[t.icon]!),
              rect(-32, 24, 64, 9, 4.5, "#d9ddf2"),
              rect(-20, 40, 40, 7, 3.5, "#e9ebf7"),
            ].join(""),
          ),
        )
        .join("");
      return [
        shadow(d, hub.x, 392, 170, 22, 0.16),
        links,
        pulses,
        circle(hub.x, hub.y, 128, "#6366f1", op(0.08)),
        circle(hub.x, hub.y, 100, "#fff", op(0.7)),
        circle(hub.x, hub.y, 80, d.lin("#818cf8", "#4338ca", "d")),
        shape(`M${hub.x - 52} ${hub.y - 30}A60 60 0 0 1 ${hub.x + 20} ${hub.y - 62}`, "none", ` stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"`),
        `<g transform="rotate(-45 ${hub.x} ${hub.y})">${rect(hub.x - 50, hub.y - 17, 58, 34, 17, "none", ` stroke="#fff" stroke-width="10"`)}${rect(hub.x - 8, hub.y - 17, 58, 34, 17, "none", ` stroke="#fff" stroke-width="10"`)}</g>`,
        tileArt,
      ].join("");
    },
  },

  // Sur La Table: an enamelled casserole, a cutting board and a utensil crock.
  surlatable: {
    palette: { bg: ["#fffaf3", "#fde9d6"], glow: ["#fdba74", "#fecaca"], accent: "#0f766e" },
    draw: (d) =>
      [
        shadow(d, 250, 424, 200, 18),
        shadow(d, 500, 424, 66, 10),
        // Cutting board.
        rect(246, 92, 236, 316, 44, d.lin("#ecc594", "#c98a4f", "d")),
        circle(364, 138, 17, "#fdf0e2"),
        stroke("M282 196c40 18 120 14 166-6M282 250c56 22 110 16 166-2M286 304c40 14 110 18 160 0", "#a86a34", 3, op(0.3)),
        // Steam.
        stroke("M160 132c-14-16 14-26 0-44M200 122c-14-16 14-26 0-44M240 132c-14-16 14-26 0-44", "#fff", 7, op(0.9)),
        // Casserole.
        rect(44, 290, 56, 30, 15, "#134e4a"),
        rect(340, 290, 56, 30, 15, "#134e4a"),
        shape("M70 262H370V358Q370 420 310 420H130Q70 420 70 358Z", d.lin("#2dd4bf", "#0f766e", "d")),
        shape("M92 290H120V380Q120 398 134 404Q96 400 92 366Z", "#fff", op(0.25)),
        rect(58, 246, 324, 28, 14, "#115e59"),
        shape("M72 252Q220 140 368 252Z", d.lin("#5eead4", "#0f766e", "v")),
        shape("M112 232Q170 190 236 182", "none", ` stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".4"`),
        rect(196, 168, 48, 22, 10, "#1f2937"),
        rect(212, 186, 16, 12, 0, "#1f2937"),
        // Utensil crock with a whisk and a wooden spoon.
        stroke("M478 296L448 132", "#b97a45", 9),
        ellipse(444, 112, 18, 30, "#c98a4f", ` transform="rotate(-10 444 112)"`),
        stroke("M500 296V170", "#94a3b8", 7),
        ellipse(500, 120, 22, 52, "none", ` stroke="#94a3b8" stroke-width="4"`),
        ellipse(500, 120, 10, 52, "none", ` stroke="#cbd5e1" stroke-width="4"`),
        rect(448, 272, 108, 150, 18, d.lin("#fffdf8", "#e9dccb", "h")),
        rect(448, 272, 108, 20, 10, "#e2cdb4"),
        rect(462, 304, 10, 100, 5, "#fff", op(0.8)),
      ].join(""),
  },

  // Stanley 1913: a vacuum bottle and a camp mug against the mountains.
  stanley1913: {
    palette: { bg: ["#f6f5ee", "#e2ecdf"], glow: ["#bbf7d0", "#fde68a"], accent: "#166534" },
    draw: (d) =>
      [
        circle(448, 128, 46, d.lin("#fde68a", "#fbbf24", "v")),
        shape("M-10 420L140 196L230 320L340 150L590 420Z", d.lin("#b7d7be", "#8fbd9c", "v")),
        shape("M340 150L378 206L356 200L338 222L318 196L300 206Z", "#fff", op(0.9)),
        shape("M140 196L170 240L152 236L136 252L122 232Z", "#fff", op(0.85)),
        shape("M-10 420L80 300L170 420Z", "#7aa889", op(0.8)),
        pine(40, 420, 150, "#2f6b47", "#3d2b1f"),
        pine(92, 424, 110, "#3f7f57", "#3d2b1f"),
        pine(540, 424, 140, "#2f6b47", "#3d2b1f"),
        shadow(d, 300, 424, 170, 16),
        // Vacuum bottle.
        rect(244, 66, 112, 40, 12, "#1f2a24"),
        rect(236, 96, 128, 44, 12, d.lin("#334155", "#1e293b", "h")),
        shape("M360 178h16a22 22 0 0 1 22 22v90a22 22 0 0 1-22 22h-16", "none", ` stroke="#1e293b" stroke-width="16"`),
        rect(232, 136, 136, 288, 26, d.lin("#2a7f86", "#164e56", "h")),
        rect(232, 136, 136, 18, 9, "#0f3b41", op(0.7)),
        rect(250, 168, 16, 220, 8, "#fff", op(0.28)),
        rect(268, 250, 64, 64, 32, "#fff", op(0.16)),
        // Camp mug.
        shadow(d, 160, 426, 84, 10),
        shape("M96 318a30 30 0 0 0 0 60", "none", ` stroke="#f4e7c8" stroke-width="14"`),
        rect(104, 300, 118, 124, 18, d.lin("#fff8e6", "#ecd9ab", "h")),
        rect(104, 300, 118, 16, 8, "#2f3b35"),
        rect(118, 326, 10, 84, 5, "#fff", op(0.8)),
        stroke("M144 278c-12-14 12-22 0-36M176 282c-12-14 12-22 0-36", "#fff", 6, op(0.9)),
      ].join(""),
  },

  // Gourmet Gift Baskets: a wicker basket with a bottle, fruit and cheese.
  gourmetgiftbaskets: {
    palette: { bg: ["#fffcf2", "#fdecc8"], glow: ["#fcd34d", "#fca5a5"], accent: "#b91c1c" },
    draw: (d) =>
      [
        shadow(d, 290, 426, 230, 18),
        // Handle behind the contents.
        stroke("M96 262Q290 -20 484 262", "#a16207", 20),
        stroke("M96 262Q290 -20 484 262", "#d6a35c", 8, op(0.7)),
        // Bottle.
        rect(310, 66, 30, 40, 6, "#b91c1c"),
        shape("M310 104h30v40q34 18 34 56v80h-98v-80q0-38 34-56Z", d.lin("#166534", "#0b3b21", "h")),
        rect(286, 190, 78, 62, 8, "#fef3c7"),
        rect(300, 206, 50, 7, 3.5, "#b91c1c", op(0.7)),
        rect(306, 222, 38, 5, 2.5, "#a16207", op(0.5)),
        rect(290, 150, 8, 70, 4, "#fff", op(0.3)),
        // Cheese wedge.
        shape("M380 268L470 208L494 268Z", d.lin("#fde68a", "#f59e0b", "v")),
        circle(452, 246, 7, "#d97706", op(0.5)),
        circle(476, 256, 5, "#d97706", op(0.5)),
        // Apples and a pear.
        circle(176, 226, 44, d.lin("#f87171", "#b91c1c", "d")),
        ellipse(160, 206, 12, 8, "#fff", op(0.35)),
        stroke("M176 184q2-12 10-18", "#5b3716", 5),
        ellipse(200, 170, 14, 7, "#16a34a", ` transform="rotate(-25 200 170)"`),
        circle(244, 248, 36, d.lin("#fb7185", "#be123c", "d")),
        shape("M120 268c-8-40 4-74 24-74s32 34 24 74Z", d.lin("#bef264", "#65a30d", "d")),
        // Basket.
        rect(72, 252, 436, 34, 17, d.lin("#b45309", "#92400e", "v")),
        shape("M92 280H488L454 410Q450 424 434 424H146Q130 424 126 410Z", d.lin("#e0b26f", "#a86b1f", "v")),
        stroke("M104 318H476M114 356H466M122 392H458", "#7c4a12", 4, op(0.35)),
        stroke("M150 286v130M204 286v134M258 286v134M312 286v134M366 286v134M420 286v130", "#7c4a12", 3, op(0.22)),
        // Bow.
        shape("M290 262l-58-30q-16 26 0 52Z", d.lin("#ef4444", "#991b1b", "h")),
        shape("M290 262l58-30q16 26 0 52Z", d.lin("#ef4444", "#991b1b", "h")),
        shape("M282 266l-22 60 18-6 10 16 6-68Z", "#b91c1c"),
        shape("M298 266l22 60-18-6-10 16-6-68Z", "#991b1b"),
        rect(276, 250, 28, 26, 9, "#dc2626"),
        sparkle(60, 140, 16, "#f59e0b"),
        sparkle(520, 120, 12, "#fff"),
        sparkle(540, 320, 10, "#f59e0b", 0.7),
      ].join(""),
  },

  // SpotOn Fence: a dog wearing a GPS collar inside its virtual boundary.
  spotonfence: {
    palette: { bg: ["#f3f9ff", "#dcefff"], glow: ["#7dd3fc", "#a5f3fc"], accent: "#0284c7" },
    draw: (d) => {
      const fur = "#d49a5f";
      const furDark = "#a5683a";
      return [
        ellipse(280, 404, 270, 46, "#0284c7", op(0.07)),
        ellipse(280, 404, 270, 46, "none", ` stroke="#0284c7" stroke-width="5" stroke-dasharray="16 14" stroke-linecap="round" opacity=".6"`),
        shadow(d, 280, 420, 110, 14, 0.25),
        // Tail.
        stroke("M352 396q60-6 56-70", furDark, 18),
        // Body and front legs.
        shape("M206 416Q186 300 246 250H314Q374 300 354 416Z", d.lin(fur, "#bd8450", "h")),
        ellipse(280, 330, 38, 56, "#f8e6cc"),
        rect(236, 350, 34, 72, 17, "#e2b07c"),
        rect(290, 350, 34, 72, 17, "#e2b07c"),
        ellipse(253, 418, 22, 9, "#f8e6cc"),
        ellipse(307, 418, 22, 9, "#f8e6cc"),
        // Collar and GPS unit.
        rect(226, 244, 108, 20, 10, "#0284c7"),
        rect(262, 254, 36, 32, 8, "#0f172a"),
        circle(280, 270, 4.5, "#34d399"),
        // Head.
        shape("M216 150Q196 160 196 212Q200 246 222 240Q240 210 236 160Z", furDark),
        shape("M344 150Q364 160 364 212Q360 246 338 240Q320 210 324 160Z", furDark),
        ellipse(280, 178, 64, 62, d.lin("#dfa96f", fur, "v")),
        ellipse(280, 210, 38, 30, "#f8e6cc"),
        ellipse(280, 196, 12, 8.5, "#1f1a17"),
        stroke("M280 204v10M268 218q12 8 24 0", "#1f1a17", 3.5),
        circle(254, 170, 7, "#1f1a17"),
        circle(306, 170, 7, "#1f1a17"),
        circle(256.5, 167.5, 2.2, "#fff"),
        circle(308.5, 167.5, 2.2, "#fff"),
        // Signal to the location pin.
        stroke("M312 262q50-20 84-80", "#0284c7", 4, ` stroke-dasharray="2 10" opacity=".7"`),
        shape("M440 60a44 44 0 0 1 44 44c0 34-44 78-44 78s-44-44-44-78a44 44 0 0 1 44-44Z", d.lin("#38bdf8", "#0369a1", "d")),
        circle(440, 104, 16, "#fff"),
        ellipse(440, 186, 26, 7, "#0369a1", op(0.18)),
        stroke("M470 38a50 50 0 0 1 30 30M478 18a74 74 0 0 1 44 44", "#0284c7", 5, op(0.45)),
      ].join("");
    },
  },

  // ISSA Online Fitness: a kettlebell, a dumbbell and a graduation cap.
  Issaonlinefitness: {
    palette: { bg: ["#f5f7fb", "#e3e8f3"], glow: ["#fdba74", "#a5b4fc"], accent: "#ea580c" },
    draw: (d) =>
      [
        shadow(d, 300, 424, 220, 16),
        // Certificate behind.
        `<g transform="rotate(-6 360 210)">${rect(250, 120, 250, 180, 18, "#fff")}${rect(266, 136, 218, 148, 10, "none", ` stroke="#e2e8f0" stroke-width="3"`)}${rect(300, 168, 150, 12, 6, "#cbd5e1")}${rect(320, 192, 110, 9, 4.5, "#e2e8f0")}${rect(320, 212, 110, 9, 4.5, "#e2e8f0")}${shape("M440 250l-10 44 16-10 12 14 4-46Z", "#1e3a8a")}${circle(446, 246, 22, gold(d))}${circle(446, 246, 13, "#fcd34d", ` stroke="#b7791f" stroke-width="3"`)}</g>`,
        // Kettlebell.
        shape("M96 296V250a54 54 0 0 1 108 0V296", "none", ` stroke="#1e293b" stroke-width="20"`),
        circle(150, 340, 84, d.lin("#fb923c", "#c2410c", "d")),
        rect(120, 402, 60, 22, 8, "#9a3412"),
        ellipse(118, 306, 22, 34, "#fff", ` opacity=".25" transform="rotate(30 118 306)"`),
        // Dumbbell on the floor.
        rect(270, 372, 200, 22, 11, d.lin("#94a3b8", "#475569", "v")),
        rect(258, 330, 46, 94, 14, d.lin("#334155", "#0f172a", "h")),
        rect(436, 330, 46, 94, 14, d.lin("#334155", "#0f172a", "h")),
        rect(236, 348, 26, 58, 10, "#1e293b"),
        rect(478, 348, 26, 58, 10, "#1e293b"),
        rect(266, 340, 8, 72, 4, "#fff", op(0.25)),
        rect(444, 340, 8, 72, 4, "#fff", op(0.25)),
        // Graduation cap.
        shape("M300 78L392 44L484 78L392 112Z", d.lin("#1e40af", "#172554", "d")),
        shape("M338 94V132Q392 160 446 132V94L392 112Z", "#1e3a8a"),
        stroke("M392 78L468 90V138", "#fbbf24", 4),
        rect(460, 134, 16, 26, 5, "#fbbf24"),
        circle(392, 78, 6, "#fbbf24"),
        sparkle(230, 88, 16, "#f97316"),
        sparkle(540, 210, 11, "#6366f1", 0.7),
      ].join(""),
  },

  // Cupshe: a swimsuit on a hanger, a sun hat and sunglasses by the sea.
  cupshe: {
    palette: { bg: ["#fff6f1", "#ffe3d6"], glow: ["#fdba74", "#99f6e4"], accent: "#0d9488" },
    backdrop: (d) =>
      [
        circle(290, 250, 150, d.lin("#fed7aa", "#fb923c", "v"), op(0.85)),
        shape("M-10 300Q80 286 170 300T350 300T530 300T710 300V520H-10Z", "#5eead4", op(0.6)),
        shape("M-10 346Q80 330 170 346T350 346T530 346T710 346V520H-10Z", "#2dd4bf", op(0.65)),
        shape("M-10 396Q80 380 170 396T350 396T530 396T710 396V520H-10Z", "#0d9488", op(0.5)),
        stroke("M70 318q20-8 40 0M420 316q20-8 40 0M150 366q20-8 40 0M360 364q20-8 40 0", "#fff", 4, op(0.7)),
      ].join(""),
    draw: (d) =>
      [
        // Hanger and swimsuit.
        stroke("M300 64a16 16 0 1 1 16 16v14", "#475569", 6),
        stroke("M316 94L206 146H426Z", "#475569", 6),
        shape(
          "M236 146Q236 196 252 214Q232 240 236 300Q238 330 262 352L300 378L338 352Q362 330 364 300Q368 240 348 214Q364 196 364 146H344Q340 188 300 196Q260 188 256 146Z",
          d.lin("#fb7185", "#e11d48", "d"),
        ),
        shape("M252 214Q300 236 348 214Q356 228 358 244Q300 266 242 244Q244 228 252 214Z", "#fff", op(0.85)),
        shape("M262 352L300 378L338 352Q320 336 300 334Q280 336 262 352Z", "#be123c"),
        rect(258, 156, 8, 46, 4, "#fff", op(0.4)),
        ...[[278, 280], [322, 280], [300, 306], [268, 318], [332, 318], [300, 340]].map(([x, y]) => circle(x!, y!, 5, "#fff", op(0.75))),
        // Sun hat.
        shadow(d, 120, 424, 110, 12),
        ellipse(120, 404, 112, 26, d.lin("#fde68a", "#eab308", "v")),
        shape("M70 400Q70 330 120 330T170 400Z", d.lin("#fef3c7", "#facc15", "v")),
        rect(70, 382, 100, 14, 7, "#0d9488"),
        // Sunglasses.
        shadow(d, 470, 426, 80, 9),
        stroke("M420 408q18-12 34 0M486 408q18-12 34 0M454 404q16-8 32 0", "#0f172a", 5),
        ellipse(437, 412, 24, 16, "#0f172a"),
        ellipse(503, 412, 24, 16, "#0f172a"),
        ellipse(430, 408, 8, 4, "#fff", op(0.4)),
        ellipse(496, 408, 8, 4, "#fff", op(0.4)),
        sparkle(520, 90, 14, "#fff"),
        sparkle(90, 140, 12, "#fb7185", 0.8),
      ].join(""),
  },

  // Football Camps: a ball, cones and goalposts on a striped field, plus the registration calendar.
  footballcamps: {
    palette: { bg: ["#f8fdf0", "#e2f5cd"], glow: ["#bef264", "#fde68a"], accent: "#15803d" },
    draw: (d) =>
      [
        shape("M40 420L150 250H430L540 420Z", d.lin("#86d07a", "#3f9b47", "v")),
        stroke("M116 302H464M86 348H494M58 392H522", "#fff", 4, op(0.55)),
        stroke("M290 250V420", "#fff", 4, op(0.35)),
        // Goalposts.
        stroke("M290 256V170M210 170H370M210 170V56M370 170V56", "#facc15", 10),
        stroke("M290 256V170M210 170H370M210 170V56M370 170V56", "#fde68a", 3, op(0.8)),
        // Cones.
        shadow(d, 120, 408, 34, 6),
        shape("M102 406L120 344L138 406Z", "#f97316"),
        rect(96, 400, 48, 10, 4, "#ea580c"),
        rect(110, 370, 20, 8, 2, "#fff", op(0.9)),
        shadow(d, 468, 372, 28, 5),
        shape("M454 370L468 322L482 370Z", "#f97316"),
        rect(449, 366, 38, 8, 3, "#ea580c"),
        rect(460, 342, 16, 6, 2, "#fff", op(0.9)),
        // Ball.
        shadow(d, 290, 412, 90, 12, 0.28),
        `<g transform="rotate(-24 290 356)">${shape("M196 356Q290 282 384 356Q290 430 196 356Z", d.lin("#b45309", "#78350f", "d"))}${stroke("M222 338q6 18 0 36M358 338q-6 18 0 36", "#fff", 5)}${stroke("M256 356H324", "#fff", 5)}${stroke("M266 346v20M280 346v20M294 346v20M308 346v20", "#fff", 4)}${shape("M230 334Q290 300 350 334", "none", ` stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".2"`)}</g>`,
        // Registration calendar.
        at(
          430,
          82,
          [
            rect(6, 10, 136, 126, 18, "#0b1324", op(0.07)),
            rect(0, 0, 136, 126, 18, "#fff"),
            shape("M0 18a18 18 0 0 1 18-18h100a18 18 0 0 1 18 18v16H0Z", "#16a34a"),
            rect(30, -8, 8, 20, 4, "#14532d"),
            rect(98, -8, 8, 20, 4, "#14532d"),
            ...[0, 1, 2, 3].flatMap((c) => [0, 1, 2].map((r) => rect(18 + c * 27, 48 + r * 24, 18, 14, 4, "#e2e8f0"))),
            circle(81, 79, 16, "#16a34a"),
            stroke("M73 79l6 6 11-12", "#fff", 4),
          ].join(""),
        ),
      ].join(""),
  },

  // Rapala: a minnow lure on its line above the lake, a float and reeds.
  rapala: {
    palette: { bg: ["#f1fbfb", "#d5f1f1"], glow: ["#67e8f9", "#bfdbfe"], accent: "#0e7490" },
    backdrop: (d) =>
      [
        shape("M-10 330Q70 316 150 330T310 330T470 330T630 330V520H-10Z", d.lin("#67e8f9", "#0891b2", "v"), op(0.55)),
        shape("M-10 372Q80 356 170 372T350 372T530 372T700 372V520H-10Z", "#0e7490", op(0.35)),
        shape("M-10 420Q80 404 170 420T350 420T530 420T700 420V520H-10Z", "#0e7490", op(0.3)),
        stroke("M80 352q20-6 40 0M230 348q20-6 40 0M400 354q20-6 40 0M160 400q20-6 40 0M330 396q20-6 40 0", "#fff", 4, op(0.7)),
      ].join(""),
    draw: (d) =>
      [
        // Reeds.
        stroke("M70 430Q66 300 90 220M96 430Q100 320 126 260M50 430Q40 340 36 290", "#4d7c0f", 6),
        rect(82, 196, 16, 54, 8, "#78350f", ` transform="rotate(12 90 223)"`),
        rect(118, 238, 14, 44, 7, "#78350f", ` transform="rotate(20 125 260)"`),
        // Float.
        stroke("M470 330V290", "#475569", 3),
        circle(470, 320, 22, "#fff"),
        shape("M448 320a22 22 0 0 1 44 0Z", "#dc2626"),
        ellipse(470, 342, 34, 6, "#0e7490", op(0.3)),
        // Line and lure.
        stroke("M300 0V132", "#334155", 2.5),
        `<g transform="rotate(-12 300 200)">
          ${shape("M300 134l-12 20h24Z", "#cbd5e1", op(0.9))}
          ${shape("M312 150Q380 140 430 170Q450 186 442 200Q420 228 320 226Q250 222 220 198Q210 184 230 172Q260 150 312 150Z", d.lin("#1d4ed8", "#e2e8f0", "v"))}
          ${shape("M230 200Q300 214 420 204Q400 226 320 226Q250 222 230 200Z", "#f97316", op(0.85))}
          ${stroke("M250 170q60-12 160 4", "#fff", 4, op(0.5))}
          ${circle(246, 180, 12, "#fcd34d")}${circle(246, 180, 6.5, "#0f172a")}${circle(244, 178, 2, "#fff")}
          ${shape("M436 178L474 160L472 214L440 198Z", d.lin("#1d4ed8", "#93c5fd", "h"))}
          ${stroke("M300 222v24M398 216v24", "#64748b", 3)}
          ${stroke("M300 248q-12 0-12 14 0 12 12 12M300 248q12 0 12 14 0 12-12 12M398 242q-12 0-12 14 0 12 12 12M398 242q12 0 12 14 0 12-12 12", "#64748b", 3)}
        </g>`,
        circle(170, 290, 7, "#fff", op(0.7)),
        circle(186, 268, 4.5, "#fff", op(0.6)),
        sparkle(520, 110, 14, "#fff"),
      ].join(""),
  },

  // Water Anywhere: a filter bottle, drops and a tent by the mountains.
  wateranywhere: {
    palette: { bg: ["#f1fcff", "#cff3fb"], glow: ["#67e8f9", "#a5b4fc"], accent: "#0891b2" },
    draw: (d) =>
      [
        shape("M-10 420L120 240L200 330L300 200L440 360L500 300L590 420Z", d.lin("#bae6fd", "#7dd3fc", "v"), op(0.8)),
        shape("M300 200L332 244L312 238L298 256L282 236L268 244Z", "#fff", op(0.9)),
        // Tent.
        shadow(d, 110, 424, 110, 10),
        shape("M20 420L110 290L200 420Z", d.lin("#fb923c", "#c2410c", "d")),
        shape("M110 290L140 420H80Z", "#7c2d12", op(0.55)),
        stroke("M110 290L98 268M110 290L122 268", "#7c2d12", 4),
        // Stream.
        shape("M170 420Q260 398 330 414T520 404L590 420Z", "#22d3ee", op(0.45)),
        // Filter bottle.
        shadow(d, 360, 424, 90, 12),
        rect(326, 48, 20, 44, 8, "#0f172a"),
        rect(314, 80, 92, 44, 14, "#0f172a"),
        rect(298, 116, 124, 306, 36, d.lin("#e0f7ff", "#a5e4f7", "h"), op(0.95)),
        shape("M298 240H422V386Q422 422 386 422H334Q298 422 298 386Z", d.lin("#22d3ee", "#0e7490", "v"), op(0.75)),
        shape("M298 240Q330 228 360 240T422 240", "none", ` stroke="#fff" stroke-width="4" opacity=".8"`),
        rect(336, 128, 48, 250, 14, "#fff", op(0.9)),
        stroke("M346 150H374M346 170H374M346 190H374M346 210H374M346 230H374M346 250H374M346 270H374M346 290H374M346 310H374M346 330H374M346 350H374", "#94a3b8", 3, op(0.8)),
        rect(308, 136, 12, 230, 6, "#fff", op(0.6)),
        // Drops.
        shape("M484 118q26 32 26 50a26 26 0 0 1-52 0q0-18 26-50Z", d.lin("#67e8f9", "#0891b2", "v")),
        shape("M230 130q16 20 16 31a16 16 0 0 1-32 0q0-11 16-31Z", d.lin("#67e8f9", "#0891b2", "v"), op(0.85)),
        shape("M520 250q12 15 12 23a12 12 0 0 1-24 0q0-8 12-23Z", "#22d3ee", op(0.7)),
        sparkle(470, 70, 12, "#fff"),
      ].join(""),
  },

  // Renogy: a house with solar panels, the sun and a home battery.
  renogy: {
    palette: { bg: ["#fffbeb", "#dbeafe"], glow: ["#fde68a", "#93c5fd"], accent: "#1d4ed8" },
    draw: (d) =>
      [
        circle(470, 82, 44, d.lin("#fde68a", "#f59e0b", "v")),
        stroke("M470 18v-10M470 156v-10M406 82h-10M544 82h-10M425 37l-7-7M522 134l-7-7M515 37l7-7M418 134l7-7", "#f59e0b", 6, op(0.8)),
        shadow(d, 270, 424, 250, 16),
        // House: front gable and side wall.
        rect(300, 250, 180, 172, 0, d.lin("#e2e8f0", "#cbd5e1", "v")),
        shape("M60 250L170 150L280 250V422H60Z", d.lin("#ffffff", "#eef2f7", "v")),
        rect(276, 250, 24, 172, 0, "#e2e8f0"),
        // Roof slope with panels.
        shape("M170 150H400L500 258H280Z", "#334155"),
        shape("M196 162H392L476 250H284Z", d.lin("#3b82f6", "#1e3a8a", "d")),
        stroke("M218 191H420M244 221H448M261 162L328 250M326 162L380 250", "#93c5fd", 3, op(0.7)),
        shape("M206 170L226 170L252 196Z", "#fff", op(0.35)),
        shape("M50 258L170 146L290 258", "none", ` stroke="#334155" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"`),
        // Door and windows.
        rect(140, 322, 56, 100, 8, "#1e3a8a"),
        circle(184, 374, 4, "#fcd34d"),
        rect(88, 284, 40, 40, 6, "#bfdbfe"),
        rect(212, 284, 40, 40, 6, "#bfdbfe"),
        rect(340, 300, 100, 56, 6, "#bfdbfe"),
        stroke("M390 300v56", "#e2e8f0", 4),
        // Battery.
        stroke("M480 380H510", "#334155", 5),
        rect(500, 300, 72, 122, 14, "#fff", ` stroke="#cbd5e1" stroke-width="3"`),
        rect(522, 290, 28, 14, 4, "#94a3b8"),
        rect(514, 386, 44, 20, 5, "#22c55e"),
        rect(514, 360, 44, 20, 5, "#22c55e"),
        rect(514, 334, 44, 20, 5, "#bbf7d0"),
        shape("M540 312l-10 16h8l-4 12 12-17h-8Z", "#f59e0b"),
      ].join(""),
  },

  // Splendid Spoon: plant-based smoothies and a bowl of soup with greens.
  splendidspoon: {
    palette: { bg: ["#f6fdf4", "#daf5dd"], glow: ["#86efac", "#fde68a"], accent: "#15803d" },
    draw: (d) => {
      const bottle = (x: number, h: number, from: string, to: string, cap: string) =>
        [
          rect(x + 14, 420 - h - 30, 52, 34, 10, cap),
          shape(`M${x} ${420 - h + 24}q0-24 24-24h32q24 0 24 24V404q0 16-16 16H${x + 16}q-16 0-16-16Z`, d.lin(from, to, "h")),
          rect(x - 1, 420 - h * 0.62, 82, h * 0.34, 0, "#fff", op(0.9)),
          rect(x + 16, 420 - h * 0.54, 48, 8, 4, to, op(0.6)),
          rect(x + 22, 420 - h * 0.54 + 18, 36, 6, 3, to, op(0.35)),
          rect(x + 10, 420 - h + 30, 9, h * 0.26, 4.5, "#fff", op(0.4)),
        ].join("");
      return [
        shadow(d, 290, 424, 230, 16),
        bottle(250, 300, "#f9a8d4", "#db2777", "#166534"),
        bottle(350, 250, "#bef264", "#4d7c0f", "#166534"),
        // Bowl of soup.
        stroke("M118 250c-12-14 12-22 0-36M150 244c-12-14 12-22 0-36M182 250c-12-14 12-22 0-36", "#fff", 6, op(0.9)),
        ellipse(150, 312, 118, 28, "#f97316"),
        ellipse(150, 312, 118, 28, "none", ` stroke="#fff7ed" stroke-width="8"`),
        circle(116, 308, 7, "#15803d"),
        circle(168, 316, 6, "#16a34a"),
        circle(196, 304, 5, "#facc15"),
        shape("M32 312Q36 420 150 420Q264 420 268 312Q206 340 150 340Q94 340 32 312Z", d.lin("#fffdf8", "#e7e2d3", "h")),
        rect(70, 340, 60, 8, 4, "#fff", op(0.9)),
        // Spoon.
        stroke("M84 296L30 236", "#94a3b8", 9),
        ellipse(96, 306, 16, 10, "#cbd5e1", ` transform="rotate(48 96 306)"`),
        sprig(470, 424, 120, 28, "#22c55e", "#15803d"),
        sprig(40, 424, 90, -34, "#4ade80", "#15803d"),
        ellipse(520, 420, 22, 12, "#ef4444"),
        ellipse(512, 416, 6, 3, "#fff", op(0.5)),
      ].join("");
    },
  },

  // Tweedle Farms: a bowl of chews, a treat pouch and a reorder badge.
  tweedlefarms: {
    palette: { bg: ["#fffaf0", "#f6e7cc"], glow: ["#fcd34d", "#bbf7d0"], accent: "#a16207" },
    draw: (d) => {
      const paw = (x: number, y: number, s: number, fill: string) =>
        at(x, y, `${ellipse(0, 6, 12, 10, fill)}${circle(-13, -8, 5, fill)}${circle(-4, -15, 5, fill)}${circle(6, -15, 5, fill)}${circle(14, -7, 5, fill)}`, s);
      const chew = (x1: number, y1: number, x2: number, y2: number) =>
        stroke(`M${x1} ${y1}L${x2} ${y2}`, "#8a4b1d", 20) + stroke(`M${x1} ${y1}L${x2} ${y2}`, "#b36a32", 11) + stroke(`M${x1 + 3} ${y1 - 2}L${x2 + 3} ${y2 - 2}`, "#d9965a", 3, op(0.8));
      return [
        shadow(d, 290, 424, 240, 16),
        // Treat pouch.
        shape("M330 140Q330 118 352 118H478Q500 118 500 140L512 410Q512 422 500 422H330Q318 422 318 410Z", d.lin("#4d7c0f", "#365314", "h")),
        rect(330, 118, 170, 22, 8, "#3f6212"),
        rect(352, 176, 126, 86, 16, "#fef3c7"),
        chew(376, 238, 456, 202),
        rect(352, 286, 126, 10, 5, "#fef3c7", op(0.8)),
        rect(372, 306, 86, 8, 4, "#fef3c7", op(0.5)),
        rect(338, 150, 10, 230, 5, "#fff", op(0.18)),
        // Bowl of chews.
        chew(136, 320, 196, 226),
        chew(190, 322, 250, 236),
        chew(100, 322, 120, 250),
        ellipse(170, 326, 138, 26, "#7c2d12"),
        shape("M32 326Q44 420 90 420H250Q296 420 308 326Z", d.lin("#14b8a6", "#0f766e", "v")),
        ellipse(170, 326, 138, 26, "none", ` stroke="#2dd4bf" stroke-width="8"`),
        paw(170, 378, 1.1, "#fff"),
        // Reorder badge.
        circle(494, 92, 40, d.lin("#4ade80", "#15803d", "d")),
        stroke("M474 92a20 20 0 0 1 34-14M514 92a20 20 0 0 1-34 14", "#fff", 5),
        shape("M512 66v16h-16Z", "#fff"),
        shape("M476 118v-16h16Z", "#fff"),
        paw(70, 170, 0.9, "#a16207"),
        paw(120, 120, 0.75, "#a16207"),
        paw(180, 88, 0.6, "#a16207"),
      ].join("");
    },
  },

  // Soul: a tincture bottle with a dropper, gummies and a leafy sprig.
  getsoul: {
    palette: { bg: ["#f8f6ff", "#e7e2fb"], glow: ["#c4b5fd", "#bbf7d0"], accent: "#6d28d9" },
    draw: (d) =>
      [
        shape("M470 60a56 56 0 1 0 40 96a46 46 0 1 1-40-96Z", "#ddd6fe"),
        sprig(120, 420, 250, -10, "#86b38f", "#4f7a5a"),
        sprig(66, 420, 170, -30, "#a3c9a8", "#4f7a5a"),
        shadow(d, 300, 424, 150, 16),
        // Dropper and bottle.
        shape("M268 54a22 22 0 0 1 44 0V116H268Z", "#1f2937"),
        rect(260, 110, 60, 40, 8, "#111827"),
        rect(250, 146, 80, 26, 8, "#374151"),
        rect(212, 168, 156, 256, 34, d.lin("#c2410c", "#7c2d12", "h")),
        rect(226, 186, 14, 210, 7, "#fff", op(0.3)),
        rect(236, 236, 108, 122, 14, "#fdfaf3"),
        shape("M290 262q22 24 0 48q-22-24 0-48Z", "#6d8f74"),
        rect(262, 322, 56, 7, 3.5, "#6d28d9", op(0.45)),
        rect(272, 336, 36, 5, 2.5, "#6d28d9", op(0.25)),
        // Gummies.
        shadow(d, 450, 426, 100, 10),
        rect(384, 356, 60, 60, 18, d.lin("#c4b5fd", "#7c3aed", "d")),
        rect(450, 366, 56, 56, 18, d.lin("#86efac", "#16a34a", "d")),
        rect(412, 312, 54, 54, 17, d.lin("#fda4af", "#e11d48", "d"), ` transform="rotate(14 439 339)"`),
        circle(400, 372, 3, "#fff", op(0.7)),
        circle(424, 384, 2.5, "#fff", op(0.7)),
        circle(466, 382, 3, "#fff", op(0.7)),
        circle(486, 398, 2.5, "#fff", op(0.7)),
        circle(428, 328, 3, "#fff", op(0.7)),
        sparkle(190, 110, 14, "#a78bfa"),
        sparkle(540, 250, 11, "#fff"),
      ].join(""),
  },
};

/** Scenes for case studies added later, by industry. */
const industryScenes: Record<Industry, string> = {
  Apparel: "cupshe",
  "Beauty + Cosmetics": "avon",
  "CBD + Tobacco": "getsoul",
  "Food + Beverage": "splendidspoon",
  "Health + Wellness": "splendidspoon",
  Home: "surlatable",
  Outdoors: "stanley1913",
  Partnerships: "accelerationpartners",
  Pets: "tweedlefarms",
  "Sports + Fitness": "Issaonlinefitness",
};

// ---------------------------------------------------------------------------
// People: flat-vector head-and-shoulders in the style of the home avatars,
// drawn in a 400 × 400 box (face centred at 200, 178). Used for presenter
// portraits and for the speaker in video-story covers.

type Person = {
  skin: string;
  shade: string;
  hair: string;
  hairStyle: "long" | "short" | "bun" | "wavy" | "curly" | "bob";
  top: "blazer" | "sweater" | "shirt" | "tee" | "turtleneck";
  topColor: string;
  inner?: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
  bg: [string, string];
};

function personArt(d: Defs, p: Person): string {
  const back: string[] = [];
  const front: string[] = [];
  const hair = p.hair;
  switch (p.hairStyle) {
    case "long":
      back.push(shape("M126 196C114 112 156 82 202 82C252 82 292 116 276 200L290 318C268 338 236 336 226 316L222 262H178L174 316C164 336 132 338 110 318Z", hair));
      front.push(shape("M134 196C126 120 162 92 206 92C250 92 280 124 268 196C262 160 246 134 222 120C202 150 168 172 134 196Z", hair));
      front.push(shape("M222 120C238 134 256 154 264 184", "none", ` stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".15"`));
      break;
    case "bob":
      back.push(shape("M122 200C110 118 154 84 200 84C246 84 290 118 278 200L282 262C262 276 236 272 230 258H170C164 272 138 276 118 262Z", hair));
      front.push(shape("M132 200C126 124 160 94 200 94C240 94 274 124 268 200C258 156 236 132 200 128C164 132 142 156 132 200Z", hair));
      break;
    case "short":
      front.push(shape("M134 176C128 118 160 92 200 92C240 92 272 118 266 176C260 150 250 134 236 126C214 132 186 132 164 126C150 134 140 150 134 176Z", hair));
      break;
    case "bun":
      back.push(circle(200, 84, 34, hair));
      front.push(shape("M134 196C126 122 160 96 200 96C240 96 274 122 266 196C258 154 238 126 204 118L200 110L196 118C162 126 142 154 134 196Z", hair));
      break;
    case "wavy":
      front.push(shape("M132 182C120 116 152 80 198 78C244 76 282 104 268 182C264 156 254 140 240 132C228 142 204 146 184 138C170 150 152 152 140 148C136 158 134 168 132 182Z", hair));
      front.push(shape("M160 100C180 90 214 88 236 98", "none", ` stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".15"`));
      break;
    case "curly": {
      const curls: [number, number, number][] = [
        [150, 104, 34], [200, 88, 36], [250, 104, 34], [122, 148, 30], [278, 148, 30], [114, 198, 28], [286, 198, 28],
        [118, 246, 28], [282, 246, 28], [132, 286, 24], [268, 286, 24],
      ];
      back.push(curls.map(([x, y, r]) => circle(x, y, r, hair)).join(""));
      front.push([[156, 118, 20], [186, 108, 20], [216, 108, 20], [246, 118, 20], [138, 140, 16], [264, 140, 16]].map(([x, y, r]) => circle(x!, y!, r!, hair)).join(""));
      break;
    }
  }

  const topShade = d.lin(p.topColor, mix(p.topColor, "#000000", 0.2), "v");
  const bodyPath = "M26 400C32 330 88 294 200 290C312 294 368 330 374 400Z";
  const clothes: string[] = [shape(bodyPath, topShade)];
  const collar: string[] = [];
  const inner = p.inner ?? "#f8fafc";
  switch (p.top) {
    case "blazer":
      clothes.push(shape("M168 290L200 372L232 290Z", inner));
      clothes.push(shape("M166 290L146 316L186 388L200 372Z", "#000", op(0.18)));
      clothes.push(shape("M234 290L254 316L214 388L200 372Z", "#000", op(0.18)));
      clothes.push(stroke("M200 380V400", "#000", 3, op(0.15)));
      break;
    case "sweater":
      clothes.push(stroke("M164 292Q200 322 236 292", "#000", 12, op(0.14)));
      clothes.push(stroke("M120 400Q112 360 118 330M280 400Q288 360 282 330", "#000", 4, op(0.1)));
      break;
    case "shirt":
      collar.push(shape("M172 282L158 318L198 306Z", "#fff", op(0.92)));
      collar.push(shape("M228 282L242 318L202 306Z", "#fff", op(0.92)));
      clothes.push(stroke("M200 308V400", "#000", 3, op(0.12)));
      clothes.push(circle(200, 334, 3, "#000", op(0.15)) + circle(200, 364, 3, "#000", op(0.15)));
      break;
    case "tee":
      clothes.push(stroke("M170 292Q200 314 230 292", "#fff", 6, op(0.35)));
      break;
    case "turtleneck":
      collar.push(shape("M170 262Q200 254 230 262V296Q200 306 170 296Z", mix(p.topColor, "#ffffff", 0.08)));
      collar.push(stroke("M172 274Q200 268 228 274M172 286Q200 280 228 286", "#000", 3, op(0.12)));
      break;
  }

  const neck = shape("M172 226H228V286Q200 306 172 286Z", p.shade);
  const ears = ellipse(137, 190, 13, 18, p.skin) + ellipse(263, 190, 13, 18, p.skin) + ellipse(139, 191, 5, 8, p.shade) + ellipse(261, 191, 5, 8, p.shade);
  const face = ellipse(200, 180, 64, 76, p.skin);
  const brows = stroke("M160 164Q175 156 189 162M211 162Q225 156 240 164", p.hairStyle === "curly" || p.hair === "#e8c27a" ? "#6b4a2b" : p.hair, 5);
  const eyes = ellipse(176, 188, 6.5, 8, "#1f1a17") + ellipse(224, 188, 6.5, 8, "#1f1a17") + circle(178, 185, 2, "#fff") + circle(226, 185, 2, "#fff");
  const nose = stroke("M195 214Q200 219 205 214", p.shade, 4);
  const cheeks = ellipse(160, 216, 12, 7, "#ff7a7a", op(0.22)) + ellipse(240, 216, 12, 7, "#ff7a7a", op(0.22));
  let beard = "";
  if (p.beard) {
    beard = shape("M136 192C138 252 168 278 200 278C232 278 262 252 264 192C258 220 246 230 234 230C224 222 212 220 200 220C188 220 176 222 166 230C154 230 142 220 136 192Z", p.hair);
  }
  const mouth = shape("M182 232Q200 252 218 232Q200 238 182 232Z", "#7a2e2a") + shape("M186 234Q200 238 214 234L212 238Q200 241 188 238Z", "#fff");
  const glasses = p.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="4.5">${rect(150, 172, 46, 34, 12, "none")}${rect(204, 172, 46, 34, 12, "none")}<path d="M196 186h8M150 184l-14-4M250 184l14-4"/></g>`
    : "";
  const earrings = p.earrings ? circle(137, 214, 6, p.earrings) + circle(263, 214, 6, p.earrings) : "";
  return [...back, ...clothes, neck, ...collar, ears, face, cheeks, beard, eyes, brows, nose, mouth, glasses, earrings, ...front].join("");
}

/** Presenters by name; anyone else gets one of these picked from their name. */
const presenters: Record<string, Person> = {
  "Dana Whitfield": { skin: "#f3cfb3", shade: "#e0b193", hair: "#c98b4b", hairStyle: "long", top: "blazer", topColor: "#312e81", inner: "#f8fafc", earrings: "#fbbf24", bg: ["#ede9fe", "#c4b5fd"] },
  "Marcus Ellery": { skin: "#7b4a2f", shade: "#683c24", hair: "#1a1210", hairStyle: "short", top: "shirt", topColor: "#0f766e", beard: true, bg: ["#d1fae5", "#6ee7b7"] },
  "Priya Raman": { skin: "#b97a54", shade: "#a3673f", hair: "#1f1512", hairStyle: "bun", top: "turtleneck", topColor: "#be123c", earrings: "#fbbf24", bg: ["#ffe4e6", "#fda4af"] },
  "Jordan Castillo": { skin: "#d9a27a", shade: "#c48a64", hair: "#3b2416", hairStyle: "wavy", top: "sweater", topColor: "#1d4ed8", bg: ["#e0f2fe", "#93c5fd"] },
  "Alicia Moreno": { skin: "#c68b63", shade: "#b07650", hair: "#2b1b14", hairStyle: "curly", top: "blazer", topColor: "#f59e0b", inner: "#fff7ed", glasses: true, bg: ["#ffedd5", "#fdba74"] },
};

function presenterFor(name: string): Person {
  const known = presenters[name];
  if (known) return known;
  const all = Object.values(presenters);
  return all[hash(name) % all.length]!;
}

function portraitSvg(p: Person): string {
  const d = new Defs();
  const body = [
    rect(0, 0, 400, 400, 0, d.lin(p.bg[0], p.bg[1], "v")),
    circle(200, 190, 150, "#fff", op(0.28)),
    circle(330, 70, 60, "#fff", op(0.18)),
    personArt(d, p),
  ].join("");
  return svg(400, 400, d.toString() + body);
}

// ---------------------------------------------------------------------------
// Covers (1200 × 675): background, the brand's scene on the right, an inbox
// reminder card and a result chip on the left.

const COVER_W = 1200;
const COVER_H = 675;

type Product = { name: string; from: string; to: string };
const products: Product[] = [
  { name: "Minty Cashback Boost", from: color.boost, to: color.boostAccent },
  { name: "SafeOpt", from: color.safeopt, to: color.safeoptAccent },
  { name: "Minty", from: color.minty, to: color.mintyAccent },
];

/** The Lumora products a title names, in the order it names them. */
function productsIn(title: string): Product[] {
  const found: { at: number; product: Product }[] = [];
  const boost = title.indexOf("Cashback Boost");
  if (boost >= 0) found.push({ at: boost, product: products[0]! });
  const safeopt = title.indexOf("SafeOpt");
  if (safeopt >= 0) found.push({ at: safeopt, product: products[1]! });
  const minty = title.indexOf("Minty");
  if (minty >= 0 && boost < 0) found.push({ at: minty, product: products[2]! });
  return found.sort((a, b) => a.at - b.at).map((f) => f.product);
}

function background(d: Defs, p: Palette, w = COVER_W, h = COVER_H): string {
  const dots = d.raw(`dots:${p.accent}`, (id) =>
    `<pattern id="${id}" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.7" fill="${p.accent}" opacity=".13"/></pattern>`,
  );
  return [
    rect(0, 0, w, h, 0, d.lin(p.bg[0], p.bg[1], "d")),
    circle(w * 0.87, h * 0.12, 470, d.glow(p.glow[0], 0.55)),
    circle(w * 0.08, h, 430, d.glow(p.glow[1], 0.45)),
    rect(0, 0, w, h, 0, dots),
  ].join("");
}

/** `text` on one line, or on two balanced lines when longer than `max` characters, or greedily wrapped. */
function wrap(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const words = text.split(" ");
  let best: string[] | null = null;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    if (Math.max(...pair.map((l) => l.length)) > max) continue;
    if (!best || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = pair;
  }
  if (best) return best;
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Product pills: a small gradient mark and the product's name. */
function productPills(d: Defs, list: Product[], x: number, y: number): { svg: string; width: number } {
  let cx = x;
  const parts: string[] = [];
  for (const product of list) {
    const label = outline(product.name, font.bold, 17, 0, 0, -0.01);
    const w = 14 + 22 + 9 + (label.box.maxX - label.box.minX) + 16;
    parts.push(
      at(
        cx,
        y,
        [
          rect(0, 0, w, 40, 20, "#fff", op(0.92)),
          rect(14, 9, 22, 22, 7, d.lin(product.from, product.to, "d")),
          circle(25, 20, 4, "#fff"),
          glyphs(mapPath(label.d, (px, py) => [px + 45, py + 26]), color.ink),
        ].join(""),
      ),
    );
    cx += w + 10;
  }
  return { svg: parts.join(""), width: cx - x - 10 };
}

/** The headline result: value large, label under it, a trend icon at left. */
function resultChip(d: Defs, result: { value: string; label: string }, list: Product[], accent: string): string {
  const valueSize = 46;
  const labelSize = 21;
  const lines = wrap(result.label, 28).slice(0, 3);
  const value = outline(result.value, font.bold, valueSize, 0, 0, -0.02);
  const pad = 24;
  const textX = pad + 64 + 20;
  const valueBaseline = pad + valueSize * capHeight(font.bold);
  const labelCap = labelSize * capHeight(font.sans);
  const labelBaselines = lines.map((_, i) => valueBaseline + 16 + labelCap + i * 27);
  const label = lines.map((line, i) => outline(line, font.sans, labelSize, 0, labelBaselines[i]!));
  const textWidth = Math.max(value.box.maxX, ...label.map((l) => l.box.maxX));
  const w = Math.ceil(textX + textWidth + 30);
  const h = Math.ceil(labelBaselines.at(-1)! + 6 + pad);
  const x = 56;
  const y = COVER_H - 56 - h;
  const icon = `${circle(pad + 32, h / 2, 32, d.lin(mix(accent, "#ffffff", 0.25), accent, "d"))}${stroke(
    `M${pad + 16} ${h / 2 + 10}l10-10 8 8 14-15`,
    "#fff",
    5,
  )}${stroke(`M${pad + 38} ${h / 2 - 17}h11v11`, "#fff", 5)}`;
  const pills = list.length ? productPills(d, list, x, y - 52).svg : "";
  return (
    pills +
    at(
      x,
      y,
      [
        rect(4, 12, w, h, 26, "#0b1324", op(0.06)),
        rect(0, 0, w, h, 26, "#fff"),
        icon,
        glyphs(mapPath(value.d, (px, py) => [px + textX, py + valueBaseline]), color.ink),
        glyphs(label.map((l) => mapPath(l.d, (px, py) => [px + textX, py])).join(""), color.muted),
      ].join(""),
    )
  );
}

const SCENE_X = 585;
const SCENE_Y = 105;

function caseStudyCover(study: CaseStudy): string {
  const scene = scenes[study.slug] ?? scenes[industryScenes[study.industry]]!;
  const d = new Defs();
  const headline = study.results[0]!;
  const body = [
    background(d, scene.palette),
    circle(SCENE_X + 290, SCENE_Y + 235, 268, "#fff", op(0.5)),
    circle(SCENE_X + 290, SCENE_Y + 235, 312, "none", ` stroke="#fff" stroke-width="2" opacity=".8"`),
    scene.backdrop
      ? `<clipPath id="stage"><circle cx="${SCENE_X + 290}" cy="${SCENE_Y + 235}" r="268"/></clipPath><g clip-path="url(#stage)">${at(SCENE_X, SCENE_Y, scene.backdrop(d))}</g>`
      : "",
    at(SCENE_X, SCENE_Y, scene.draw(d)),
    inboxCard(d, 448, 64, scene.palette.accent),
    resultChip(d, headline, productsIn(study.title), scene.palette.accent),
  ].join("");
  return svg(COVER_W, COVER_H, d.toString() + body);
}

// ---------------------------------------------------------------------------
// Video-story covers (1200 × 675): the speaker at a desk in front of a shelf
// of the brand's products. The centre stays calm for the page's play button;
// a thin frame and progress line say "video" without drawing one.

type ShelfItem = (d: Defs) => string;

/** Shelf props per industry, each drawn standing on y = 0, about 180 px wide. */
const shelfItems: Record<Industry, ShelfItem[]> = {
  "Health + Wellness": [
    (d) => [rect(0, -118, 74, 118, 16, d.lin("#ffffff", "#e2e8f0", "h")), rect(8, -140, 58, 26, 8, "#16a34a"), rect(0, -84, 74, 48, 0, "#16a34a", op(0.85)), circle(37, -60, 12, "#fff", op(0.9)), rect(8, -110, 8, 80, 4, "#fff", op(0.8))].join(""),
    (d) => [rect(0, -92, 62, 92, 14, d.lin("#d97706", "#92400e", "h")), rect(6, -110, 50, 22, 7, "#1f2937"), rect(6, -66, 50, 34, 6, "#fef3c7"), rect(14, -54, 34, 6, 3, "#92400e", op(0.6))].join(""),
    () => [rect(0, -54, 80, 54, 14, "#fff", op(0.55)), rect(0, -54, 80, 54, 14, "none", ` stroke="#94a3b8" stroke-width="3" opacity=".5"`), ...[[14, -20, "#f59e0b"], [34, -30, "#22c55e"], [52, -18, "#f59e0b"], [26, -14, "#fb7185"], [58, -36, "#22c55e"]].map(([x, y, c]) => rect(Number(x), Number(y), 18, 10, 5, String(c), ` transform="rotate(-25 ${Number(x) + 9} ${Number(y) + 5})"`))].join(""),
  ],
  Apparel: [
    (d) => [rect(0, -30, 130, 30, 10, "#1e3a5f"), rect(6, -58, 118, 30, 10, d.lin("#f5ecd9", "#e6d6b6", "v")), rect(0, -88, 130, 32, 10, "#2f5d50"), rect(10, -114, 110, 28, 10, "#b45309"), stroke("M20 -72H110M20 -15H110", "#fff", 2, op(0.3))].join(""),
    (d) => [ellipse(60, -10, 66, 12, "#7c5a3a"), shape("M18 -10Q18 -74 60 -74T102 -10Z", d.lin("#a47148", "#7c5a3a", "v")), rect(18, -26, 84, 10, 0, "#1e293b")].join(""),
    (d) => [rect(16, -52, 64, 52, 10, "#e7d9c4"), pine(48, -48, 120, "#2f6b47", "#5b3a29"), rect(12, -58, 72, 14, 6, d.lin("#d6c3a5", "#bfa682", "v"))].join(""),
  ],
  "Beauty + Cosmetics": [
    (d) => [shape("M16 -164a14 14 0 0 1 28 0v40H16Z", "#1f2937"), rect(10, -128, 40, 18, 5, "#d6a354"), rect(0, -112, 60, 112, 18, d.lin("#fecdd3", "#fb7185", "d")), rect(10, -100, 9, 80, 4.5, "#fff", op(0.5)), rect(12, -72, 36, 30, 6, "#fff", op(0.9))].join(""),
    (d) => [rect(0, -60, 104, 60, 16, d.lin("#fce7f3", "#f9a8d4", "v")), rect(-4, -84, 112, 30, 12, gold(d)), rect(14, -42, 76, 18, 6, "#fff", op(0.85))].join(""),
    (d) => [rect(26, -160, 22, 32, 5, "#e5e7eb"), rect(8, -168, 40, 10, 5, "#e5e7eb"), rect(16, -132, 44, 132, 14, d.lin("#fff7ed", "#fed7aa", "h")), rect(22, -120, 8, 100, 4, "#fff", op(0.7))].join(""),
  ],
  Home: [
    (d) => [shape("M20 0Q0 -40 22 -78Q32 -96 30 -110H70Q68 -96 78 -78Q100 -40 80 0Z", d.lin("#c2d6c8", "#7fa58b", "h")), stroke("M50 -110Q40 -160 12 -200M50 -110Q60 -170 94 -196M50 -112Q50 -150 56 -190", "#6b4f3a", 4), ...[[14, -196], [30, -178], [92, -192], [76, -170], [56, -186], [42, -152]].map(([x, y]) => ellipse(x!, y!, 9, 5, "#7fa58b"))].join(""),
    (d) => [rect(0, -70, 76, 70, 14, d.lin("#fef3c7", "#fcd34d", "v")), rect(0, -70, 76, 12, 6, "#e5c07b"), stroke("M38 -70V-84", "#334155", 3), shape("M38 -108q12 12 0 22q-12-10 0-22Z", "#f59e0b")].join(""),
    () => [rect(0, -24, 116, 24, 4, "#1e3a5f"), rect(8, -46, 104, 22, 4, "#b45309"), rect(2, -66, 110, 20, 4, "#7c8f74"), stroke("M16 -12H80M22 -35H70M14 -56H60", "#fff", 2.5, op(0.4))].join(""),
  ],
  // The remaining industries reuse the closest props.
  "CBD + Tobacco": [],
  "Food + Beverage": [],
  Outdoors: [],
  Partnerships: [],
  Pets: [],
  "Sports + Fitness": [],
};
for (const industry of Object.keys(shelfItems) as Industry[]) {
  if (shelfItems[industry].length === 0) shelfItems[industry] = industry === "Pets" || industry === "Outdoors" ? shelfItems.Home : shelfItems["Health + Wellness"];
}

const videoPalettes: Record<Industry, Palette> = {
  "Health + Wellness": { bg: ["#f4fbf3", "#dcefd9"], glow: ["#bbf7d0", "#fde68a"], accent: "#15803d" },
  Apparel: { bg: ["#f3f6fb", "#dde5f0"], glow: ["#bfdbfe", "#fed7aa"], accent: "#1e3a5f" },
  "Beauty + Cosmetics": { bg: ["#fff6f6", "#fbe1e4"], glow: ["#fecdd3", "#fde68a"], accent: "#e11d48" },
  Home: { bg: ["#fbf7f1", "#efe3d3"], glow: ["#fed7aa", "#d9f99d"], accent: "#b45309" },
  "CBD + Tobacco": { bg: ["#f8f6ff", "#e7e2fb"], glow: ["#c4b5fd", "#bbf7d0"], accent: "#6d28d9" },
  "Food + Beverage": { bg: ["#fffcf2", "#fdecc8"], glow: ["#fcd34d", "#fca5a5"], accent: "#b91c1c" },
  Outdoors: { bg: ["#f6f5ee", "#e2ecdf"], glow: ["#bbf7d0", "#fde68a"], accent: "#166534" },
  Partnerships: { bg: ["#f3f4ff", "#e0e4ff"], glow: ["#a5b4fc", "#c4b5fd"], accent: "#4f46e5" },
  Pets: { bg: ["#f3f9ff", "#dcefff"], glow: ["#7dd3fc", "#a5f3fc"], accent: "#0284c7" },
  "Sports + Fitness": { bg: ["#f5f7fb", "#e3e8f3"], glow: ["#fdba74", "#a5b4fc"], accent: "#ea580c" },
};

/** The speaker in each video story; stories added later get one picked from the brand. */
const speakers: Record<string, Person> = {
  "Brightwell Nutrition": { skin: "#8d5a3b", shade: "#774a2f", hair: "#1a1210", hairStyle: "bob", top: "tee", topColor: "#16a34a", earrings: "#fbbf24", bg: ["#fff", "#fff"] },
  "Harbor & Pine": { skin: "#f1c7a5", shade: "#dfae8b", hair: "#7a4a26", hairStyle: "short", top: "sweater", topColor: "#1e3a5f", beard: true, bg: ["#fff", "#fff"] },
  "Glow Theory": { skin: "#e8b88f", shade: "#d39f76", hair: "#111827", hairStyle: "long", top: "blazer", topColor: "#f9a8d4", inner: "#fff", bg: ["#fff", "#fff"] },
  "Cedar Hearth Home": { skin: "#c68b63", shade: "#b07650", hair: "#2b1b14", hairStyle: "wavy", top: "shirt", topColor: "#b45309", glasses: true, bg: ["#fff", "#fff"] },
};

function videoChip(d: Defs, brand: string, list: Product[]): string {
  const mark = wordmarkFor(brand);
  const scale = 0.72;
  const markW = mark.width * scale;
  const title = outline("Customer story", font.bold, 17, 0, 0, -0.01);
  const sub = list.length ? outline(`with ${list.map((p) => p.name).join(" + ")}`, font.sans, 16, 0, 0) : null;
  const textW = Math.max(title.box.maxX, sub?.box.maxX ?? 0);
  const h = 72;
  const textX = 24 + markW + 40;
  const w = Math.ceil(textX + textW + 26);
  return at(
    56,
    56,
    [
      rect(4, 10, w, h, 22, "#0b1324", op(0.06)),
      rect(0, 0, w, h, 22, "#fff"),
      at(24, (h - mark.height * scale) / 2, mark.body, scale),
      rect(24 + markW + 20, 18, 2, h - 36, 1, "#e2e8f0"),
      glyphs(mapPath(title.d, (x, y) => [x + textX, y + (sub ? 32 : 42)]), color.ink),
      sub ? glyphs(mapPath(sub.d, (x, y) => [x + textX, y + 54]), color.muted) : "",
    ].join(""),
  );
}

function videoCover(story: VideoStory): string {
  const d = new Defs();
  const brand = videoBrand(story);
  const palette = videoPalettes[story.industry];
  const person = speakers[brand] ?? Object.values(speakers)[hash(brand) % Object.values(speakers).length]!;
  const items = shelfItems[story.industry];
  const shelfY = 318;
  const deskY = 598;
  const personScale = 1.45;
  const personX = 360;

  const frameArt = at(
    470,
    104,
    [
      rect(5, 10, 150, 120, 8, "#0b1324", op(0.06)),
      rect(0, 0, 150, 120, 8, "#fff"),
      rect(11, 11, 128, 98, 3, d.lin(mix(palette.glow[0], "#ffffff", 0.3), palette.glow[1], "v")),
      circle(100, 42, 16, "#fff", op(0.85)),
      shape("M11 109L52 62L84 92L106 74L139 104V109Z", palette.accent, op(0.35)),
    ].join(""),
  );
  let cx = 700;
  const props = items
    .map((item) => {
      const drawn = at(cx, shelfY, item(d));
      cx += 150;
      return drawn;
    })
    .join("");
  const shelf = [
    rect(664, shelfY, 480, 16, 5, d.lin("#c49a6c", "#9a7047", "v")),
    rect(700, shelfY + 16, 14, 28, 3, "#8b6440"),
    rect(1090, shelfY + 16, 14, 28, 3, "#8b6440"),
  ].join("");
  const plant = at(
    1040,
    deskY,
    [
      ...[[-30, -150, -30, "#4d9a6a"], [0, -170, 0, "#3f8a5c"], [30, -146, 28, "#4d9a6a"], [-14, -120, -52, "#5fae7b"], [18, -118, 50, "#5fae7b"]].map(
        ([dx, dy, angle, fill]) => `<ellipse cx="${dx}" cy="${dy}" rx="17" ry="54" fill="${fill}" transform="rotate(${angle} ${dx} ${Number(dy) + 46})"/>`,
      ),
      rect(-38, -76, 76, 76, 14, d.lin("#f8fafc", "#cbd5e1", "h")),
    ].join(""),
  );
  const mic = at(
    640,
    deskY,
    [
      ellipse(0, -2, 44, 8, "#1f2937"),
      stroke("M0 -4V-60L-30 -96", "#334155", 7),
      rect(-52, -170, 40, 84, 20, d.lin("#475569", "#111827", "h"), ` transform="rotate(-24 -32 -128)"`),
      stroke("M-56 -150l28 12M-60 -136l28 12M-64 -122l28 12", "#94a3b8", 2.5, ` transform="rotate(-24 -32 -128)" opacity=".7"`),
    ].join(""),
  );
  // Shoulders (y 300 in the person's box) sit 56 px above the desk.
  const personArtScaled = `<g transform="translate(${n(personX - 200 * personScale)} ${n(deskY - 56 - 300 * personScale)}) scale(${personScale})">${personArt(d, person)}</g>`;
  const desk = [rect(0, deskY, COVER_W, COVER_H - deskY, 0, d.lin("#d2a679", "#a8784d", "v")), rect(0, deskY, COVER_W, 8, 0, "#e7c197")].join("");
  const frame = [
    rect(22, 22, COVER_W - 44, COVER_H - 44, 26, "none", ` stroke="#fff" stroke-width="3" opacity=".7"`),
    rect(56, COVER_H - 46, COVER_W - 112, 5, 2.5, "#fff", op(0.45)),
    rect(56, COVER_H - 46, (COVER_W - 112) * 0.32, 5, 2.5, "#fff", op(0.95)),
  ].join("");
  const body = [
    background(d, palette),
    frameArt,
    shelf,
    props,
    plant,
    personArtScaled,
    desk,
    mic,
    videoChip(d, brand, productsIn(story.title)),
    frame,
  ].join("");
  return svg(COVER_W, COVER_H, d.toString() + body);
}

// ---------------------------------------------------------------------------
// Webinar backgrounds (1600 × 900): dark navy to violet, a faint grid that
// fades out to the left where the text sits, confetti and a large faint
// Black Friday motif on the right.

const webinarLooks = [
  { stops: ["#0b1324", "#1b1446", "#3b1d8f"], glowA: "#7c5cff", glowB: "#ff6b6b", motif: "percent" },
  { stops: ["#0b1324", "#22123f", "#6b1b6e"], glowA: "#c026d3", glowB: "#f59e0b", motif: "tag" },
] as const;

function webinarSvg(webinar: Webinar, index: number): string {
  const W = 1600;
  const H = 900;
  const look = webinarLooks[index % webinarLooks.length]!;
  const d = new Defs();
  const bg = d.raw(`wbg:${look.stops.join()}`, (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.stops[0]}"/><stop offset=".55" stop-color="${look.stops[1]}"/><stop offset="1" stop-color="${look.stops[2]}"/></linearGradient>`,
  );
  const grid = d.raw("grid", (id) =>
    `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="1.5"/></pattern>`,
  );
  const fade = d.raw("fade", (id) =>
    `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="0"><stop offset=".2" stop-color="#fff" stop-opacity="0"/><stop offset=".75" stop-color="#fff"/></linearGradient><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="url(#${id}f)"/></mask>`,
  );

  const rng = random(hash(webinar.id));
  const palette = ["#ff6b6b", "#f59e0b", "#a78bfa", "#34d399", "#60a5fa", "#f472b6"];
  const confetti: string[] = [];
  for (let i = 0; i < 64; i++) {
    // Mostly on the right two thirds, thinning out toward the text on the left.
    const x = 520 + Math.pow(rng(), 0.8) * 1060;
    const y = 20 + rng() * (H - 40);
    const c = palette[Math.floor(rng() * palette.length)]!;
    const o = n(0.22 + rng() * 0.4);
    const angle = Math.round(rng() * 180);
    const kind = rng();
    if (kind < 0.45) confetti.push(rect(x - 8, y - 3, 16, 6, 2, c, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
    else if (kind < 0.7) confetti.push(circle(x, y, 3 + rng() * 3, c, ` opacity="${o}"`));
    else if (kind < 0.85) confetti.push(shape(`M${n(x)} ${n(y - 7)}l7 12h-14Z`, c, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
    else confetti.push(stroke(`M${n(x - 12)} ${n(y)}q6-8 12 0t12 0`, c, 3, ` opacity="${o}" transform="rotate(${angle} ${n(x)} ${n(y)})"`));
  }

  let motif: string;
  if (look.motif === "percent") {
    const glyph = outline("%", font.bold, 640, 0, 0);
    const cx = (glyph.box.minX + glyph.box.maxX) / 2;
    const cy = (glyph.box.minY + glyph.box.maxY) / 2;
    motif = glyphs(mapPath(glyph.d, (x, y) => [x - cx + 1210, y - cy + 430]), "none", ` stroke="#fff" stroke-width="2" opacity=".09" transform="rotate(-10 1210 430)"`);
  } else {
    const tag = (x: number, y: number, s: number, angle: number, o: number) =>
      `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" opacity="${o}"><path d="M0 -60H150L210 0L150 60H0Q-20 60-20 40V-40Q-20 -60 0 -60Z" fill="none" stroke="#fff" stroke-width="${n(2.5 / s)}"/><circle cx="150" cy="0" r="12" fill="none" stroke="#fff" stroke-width="${n(2.5 / s)}"/></g>`;
    motif = tag(1020, 330, 2.4, -14, 0.1) + tag(1300, 690, 1.3, 18, 0.08);
  }

  const body = [
    rect(0, 0, W, H, 0, bg),
    circle(1380, 140, 720, d.glow(look.glowA, 0.42)),
    circle(1560, 900, 520, d.glow(look.glowB, 0.2)),
    circle(80, 980, 520, d.glow("#0ea5e9", 0.12)),
    `<g mask="${fade}">${rect(0, 0, W, H, 0, grid)}</g>`,
    motif,
    ...confetti,
  ].join("");
  return svg(W, H, d.toString() + body);
}

// ---------------------------------------------------------------------------

for (const study of caseStudies) {
  const mark = wordmarkFor(caseStudyBrand(study));
  write(study.logo, svg(mark.width, mark.height, mark.body), 12);
  write(study.image, caseStudyCover(study), 40);
}
for (const story of videoStories) {
  const mark = wordmarkFor(videoBrand(story));
  write(story.logo, svg(mark.width, mark.height, mark.body), 12);
  write(story.image, videoCover(story), 40);
}
webinars.forEach((webinar, index) => {
  write(webinar.presenter.image, portraitSvg(presenterFor(webinar.presenter.name)), 25);
  if (webinar.backgroundImage) write(webinar.backgroundImage, webinarSvg(webinar, index), 30);
});
const total = written.reduce((sum, file) => sum + file.bytes, 0);
console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB`);
