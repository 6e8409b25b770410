import { type CaseStudy } from "#app/content/case-studies/schema.ts";
import { type VideoStory } from "#app/content/stories/schema.ts";
import { type Font } from "../../lib/outline-text.ts";
import { fmt as n } from "../../lib/svg.ts";
import { sparkle } from "./draw.ts";
import { advance, type Box, capHeight, glyphs, mapPath, outline, union } from "./paths.ts";
import { hash } from "./pick.ts";
import { font } from "./style.ts";

// Customer wordmarks, one system: every brand's name is one line of outlined
// lettering at the same cap height, on the same baseline, in one ink, in a
// box of the same height; only the letterforms, their spacing and an
// optional small geometric mark (left of the name) tell the brands apart.
// Bold weights only, so every wordmark carries the same visual weight.
// The ink is dark and neutral: pages show it grey on light surfaces (by
// opacity) and white on dark ones (CSS `brightness(0) invert(1)`).

/** Height of every wordmark's box. */
export const WORDMARK_HEIGHT = 40;
/** Cap height of every wordmark's lettering. */
export const WORDMARK_CAP = 18;
/** The baseline: caps centred in the box, so wordmarks side by side share it. */
const BASELINE = (WORDMARK_HEIGHT + WORDMARK_CAP) / 2;
/** Side of the square a mark is drawn in, centred on the caps. */
const MARK = Math.round(WORDMARK_CAP * 1.3);
/** No wordmark is wider than this many times its height, so a row of them reads evenly at one height. */
export const WORDMARK_MAX_ASPECT = 6;
const INK = "#1b2230";

type Run = { text: string; font: Font; /** Letter spacing, in em. */ tracking?: number; /** Space before, in em. */ gap?: number };
/** A mark drawn in the square of side `s` whose top left corner is (x, y). */
type Mark = (x: number, y: number, s: number) => string;
type WordmarkSpec = { name: string; runs: Run[]; mark?: Mark };

type Drawn = { width: number; height: number; body: string };

function drawWordmark(spec: WordmarkSpec): Drawn {
  const markWidth = spec.mark ? MARK + Math.round(WORDMARK_CAP * 0.45) : 0;
  let x = markWidth;
  let box: Box | null = null;
  const paths: string[] = [];
  spec.runs.forEach((run, index) => {
    const size = WORDMARK_CAP / capHeight(run.font);
    const tracking = run.tracking ?? 0;
    x += (run.gap ?? 0) * size;
    const o = outline(run.text, run.font, size, x, BASELINE, tracking);
    paths.push(o.d);
    box = box ? union(box, o.box) : o.box;
    x += advance(run.font, run.text, size, tracking) - (index === spec.runs.length - 1 ? tracking * size : 0);
  });
  const text = box! as Box;
  if (text.minY < 1 || text.maxY > WORDMARK_HEIGHT - 1) throw new Error(`${spec.name}: lettering leaves the ${WORDMARK_HEIGHT} px box`);
  const pad = 1;
  // The mark's square starts at 0; without one, the lettering's own left edge does.
  const left = spec.mark ? 0 : text.minX;
  const dx = pad - left;
  const width = Math.ceil(text.maxX - left + 2 * pad);
  if (width > WORDMARK_HEIGHT * WORDMARK_MAX_ASPECT) throw new Error(`${spec.name}: ${width} px wide, over ${WORDMARK_MAX_ASPECT} × its height`);
  const mark = spec.mark ? spec.mark(pad, BASELINE - WORDMARK_CAP / 2 - MARK / 2, MARK) : "";
  const body = mark + glyphs(paths.map((d) => mapPath(d, (px, py) => [px + dx, py])).join(""));
  return { width, height: WORDMARK_HEIGHT, body: `<g fill="${INK}">${body}</g>` };
}

const run = (text: string, f: Font, tracking = 0, gap?: number): Run => ({ text, font: f, tracking, ...(gap === undefined ? {} : { gap }) });

/** Small geometric marks, drawn for this set (none is a brand's real symbol); filled, strokes about a bold stem wide. */
const stem = WORDMARK_CAP * 0.17;
const marks = {
  /** A ring with a dot: a well seen from above. */
  well: (x, y, s) => {
    const r = s / 2;
    return `<circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r - stem / 2)}" fill="none" stroke="${INK}" stroke-width="${n(stem)}"/><circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r * 0.32)}"/>`;
  },
  /** A dot dead in the centre of a ring: on the spot. */
  target: (x, y, s) => {
    const r = s / 2;
    return `<circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r - stem / 2)}" fill="none" stroke="${INK}" stroke-width="${n(stem)}"/><circle cx="${n(x + r)}" cy="${n(y + r)}" r="${n(r * 0.3)}"/>`;
  },
  /** Five petals round an open centre. */
  bloom: (x, y, s) => {
    const [cx, cy] = [x + s / 2, y + s / 2];
    const petals = [0, 1, 2, 3, 4].map((i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `<circle cx="${n(cx + Math.cos(a) * s * 0.31)}" cy="${n(cy + Math.sin(a) * s * 0.31)}" r="${n(s * 0.19)}"/>`;
    });
    return petals.join("");
  },
  /** A drop. */
  drop: (x, y, s) => {
    const cx = x + s / 2;
    const r = s * 0.34;
    const cy = y + s - r - s * 0.04;
    return `<path d="M${n(cx)} ${n(y + s * 0.02)}Q${n(cx + r * 0.55)} ${n(cy - r * 1.1)} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.55)} ${n(cy - r * 1.1)} ${n(cx)} ${n(y + s * 0.02)}Z"/>`;
  },
  /** A sun rising over a line. */
  sunrise: (x, y, s) => {
    const cx = x + s / 2;
    const base = y + s * 0.78;
    const r = s * 0.3;
    const rays = [-60, -30, 0, 30, 60]
      .map((deg) => {
        const a = ((deg - 90) * Math.PI) / 180;
        const [c, si] = [Math.cos(a), Math.sin(a)];
        return `M${n(cx + c * r * 1.35)} ${n(base + si * r * 1.35)}L${n(cx + c * r * 1.75)} ${n(base + si * r * 1.75)}`;
      })
      .join("");
    return `<path d="M${n(cx - r)} ${n(base)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(base)}Z"/><rect x="${n(x)}" y="${n(base + stem * 0.6)}" width="${n(s)}" height="${n(stem)}"/><path d="${rays}" stroke="${INK}" stroke-width="${n(stem * 0.8)}" stroke-linecap="round"/>`;
  },
  /** A leaf on its stem. */
  leaf: (x, y, s) =>
    `<path d="M${n(x + s * 0.1)} ${n(y + s * 0.92)}Q${n(x)} ${n(y + s * 0.1)} ${n(x + s * 0.92)} ${n(y + s * 0.06)}Q${n(x + s * 0.94)} ${n(y + s * 0.9)} ${n(x + s * 0.22)} ${n(y + s * 0.8)}L${n(x + s * 0.14)} ${n(y + s)}Z"/>`,
  /** A pine on a short trunk. */
  pine: (x, y, s) =>
    `<path d="M${n(x + s / 2)} ${n(y)}L${n(x + s * 0.92)} ${n(y + s * 0.8)}H${n(x + s * 0.08)}Z"/><rect x="${n(x + s / 2 - stem / 2)}" y="${n(y + s * 0.76)}" width="${n(stem)}" height="${n(s * 0.24)}"/>`,
  /** A stepped cedar. */
  cedar: (x, y, s) => {
    const c = x + s / 2;
    return `<path d="M${n(c)} ${n(y)}L${n(x + s * 0.8)} ${n(y + s * 0.38)}H${n(x + s * 0.66)}L${n(x + s * 0.98)} ${n(y + s * 0.8)}H${n(x + s * 0.02)}L${n(x + s * 0.34)} ${n(y + s * 0.38)}H${n(x + s * 0.2)}Z"/><rect x="${n(c - stem / 2)}" y="${n(y + s * 0.76)}" width="${n(stem)}" height="${n(s * 0.24)}"/>`;
  },
  /** A four-point sparkle. */
  glow: (x, y, s) => sparkle(x + s / 2, y + s / 2, s / 2, INK),
} satisfies Record<string, Mark>;

/**
 * Wordmarks by the brand name the content uses (case-study titles, video
 * titles before the colon). Letterforms, case, spacing and marks differ from
 * brand to brand; none copies a real brand's logo artwork.
 */
const wordmarks: Record<string, Omit<WordmarkSpec, "name">> = {
  Avon: { runs: [run("Avon", font.serifBold, 0.03)], mark: marks.bloom },
  "Acceleration Partners": { runs: [run("Acceleration", font.narrowBold, -0.01), run("Partners", font.narrowBoldItalic, -0.01, 0.2)] },
  "Sur La Table": { runs: [run("Sur La Table", font.serifBoldItalic, 0)] },
  "Stanley 1913": { runs: [run("STANLEY", font.serifCondensedBold, 0.08), run("1913", font.serifCondensedBold, 0.02, 0.42)] },
  "Gourmet Gift Baskets": { runs: [run("Gourmet Gift Baskets", font.serifBoldItalic, -0.03)] },
  "SpotOn Fence": { runs: [run("SpotOn", font.bold, -0.03), run("Fence", font.bold, -0.01, 0.24)], mark: marks.target },
  "ISSA Online Fitness": { runs: [run("ISSA", font.dejavuBold, 0.04), run("Online Fitness", font.narrowBold, 0, 0.3)] },
  Cupshe: { runs: [run("cupshe", font.bold, 0.05)] },
  "Football Camps": { runs: [run("FOOTBALL CAMPS", font.narrowBoldItalic, 0.03)] },
  Rapala: { runs: [run("RAPALA", font.dejavuBold, 0.16)] },
  "Water Anywhere": { runs: [run("water", font.bold, -0.02), run("anywhere", font.bold, -0.02, 0.24)], mark: marks.drop },
  Renogy: { runs: [run("renogy", font.dejavuBold, -0.02)], mark: marks.sunrise },
  "Splendid Spoon": { runs: [run("Splendid Spoon", font.serifBoldItalic, -0.01)] },
  "Tweedle Farms": { runs: [run("Tweedle Farms", font.serifBold, 0)], mark: marks.leaf },
  Soul: { runs: [run("SOUL", font.serifBold, 0.22)] },
  "Brightwell Nutrition": { runs: [run("Brightwell", font.narrowBold, 0), run("Nutrition", font.narrowBold, 0, 0.22)], mark: marks.well },
  "Harbor & Pine": { runs: [run("Harbor & Pine", font.serifBold, -0.01)], mark: marks.pine },
  "Glow Theory": { runs: [run("glow theory", font.serifBoldItalic, -0.01)], mark: marks.glow },
  "Cedar Hearth Home": { runs: [run("Cedar Hearth Home", font.narrowBold, 0)], mark: marks.cedar },
};

/** Fallback styles for brands added later, picked from the name. */
const fallbackStyles: ((name: string) => Run[])[] = [
  (name) => [run(name, font.bold, -0.02)],
  (name) => [run(name, font.serifBold, 0)],
  (name) => [run(name.toUpperCase(), font.condensedBold, 0.06)],
  (name) => [run(name, font.serifBoldItalic, 0)],
];

export function wordmarkFor(name: string): Drawn {
  const spec = wordmarks[name];
  if (spec) return drawWordmark({ name, ...spec });
  return drawWordmark({ name, runs: fallbackStyles[hash(name) % fallbackStyles.length]!(name) });
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
