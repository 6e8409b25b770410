import { type CaseStudy } from "../../../app/content/case-studies/schema.ts";
import { type VideoStory } from "../../../app/content/stories/schema.ts";
import { type Font } from "../../lib/outline-text.ts";
import { color } from "../../lib/palette.ts";
import { fmt as n } from "../../lib/svg.ts";
import { sparkle } from "./draw.ts";
import { advance, type Box, capHeight, glyphs, mapPath, outline, union } from "./paths.ts";
import { hash } from "./pick.ts";
import { font } from "./style.ts";

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

export function wordmarkFor(name: string): Drawn {
  const spec = wordmarks[name];
  if (spec) return drawWordmark({ name, ...spec });
  return drawWordmark({ name, lines: fallbackStyles[hash(name) % fallbackStyles.length]!(name) });
}

/** The brand's name, as the content spells it. */
export function caseStudyBrand(study: CaseStudy): string {
  const known = Object.keys(wordmarks).find((name) => study.title.includes(name));
  if (known) return known;
  if (study.testimonial?.company) return study.testimonial.company;
  const fromTitle = /^How (.+?) (?:[A-Z][a-z]+(?:ed|ew|on|ove|ilt|ut|aw|ot))\b/.exec(study.title);
  return fromTitle?.[1] ?? study.slug;
}

export const videoBrand = (story: VideoStory) => story.title.split(":")[0]!.trim();
