import { writeSvg } from "../../lib/files.ts";
import { type Font, measureText } from "../../lib/outline-text.ts";
import { svgDocument } from "../../lib/svg.ts";
import { font, text } from "./style.ts";

// Customer wordmarks (fictional brands), one banner for wide screens and a
// two-row one for phones.

type Wordmark = { width: number; height: number; body: (x: number, y: number) => string };
type Glyph = (x: number, y: number, size: number) => string;

function wordmark(
  label: string,
  options: { font: Font; size: number; tracking?: number; glyph?: Glyph; glyphWidth?: number },
): Wordmark {
  const tracking = options.tracking ?? 0;
  const textWidth = measureText(options.font, label, options.size, tracking);
  const glyphWidth = options.glyph ? (options.glyphWidth ?? options.size) + options.size * 0.35 : 0;
  return {
    width: glyphWidth + textWidth,
    height: options.size,
    // (x, y) is the left end of the baseline's vertical centre line.
    body: (x, y) => {
      const baseline = y + options.size * 0.36;
      const glyph = options.glyph ? options.glyph(x, y, options.size) : "";
      return glyph + text(label, { x: x + glyphWidth, y: baseline, size: options.size, font: options.font, tracking, fill: "currentColor" });
    },
  };
}

/** Each brand's small mark, drawn left of its name; (x, y) is the left end of the text's vertical centre line. */
const glyphs = {
  /** A pine on a short trunk. */
  pine: (x, y, s) =>
    `<path d="M${x} ${y + s * 0.42}h${s * 0.9}L${x + s * 0.45} ${y - s * 0.5}Z" fill="currentColor"/><path d="M${x + s * 0.45} ${y + s * 0.42}v${s * 0.16}" stroke="currentColor" stroke-width="${s * 0.1}"/>`,
  /** A ring with a dot: a well seen from above. */
  well: (x, y, s) =>
    `<circle cx="${x + s * 0.5}" cy="${y}" r="${s * 0.5}" fill="none" stroke="currentColor" stroke-width="${s * 0.16}"/><circle cx="${x + s * 0.5}" cy="${y}" r="${s * 0.16}" fill="currentColor"/>`,
  /** A stepped cedar. */
  cedar: (x, y, s) =>
    `<path d="M${x + s * 0.5} ${y - s * 0.62}l${s * 0.48} ${s * 0.7}h-${s * 0.26}l${s * 0.3} ${s * 0.44}h-${s * 1.04}l${s * 0.3}-${s * 0.44}h-${s * 0.26}Z" fill="currentColor"/>`,
  /** Two mountain peaks. */
  peaks: (x, y, s) =>
    `<path d="M${x} ${y + s * 0.45}l${s * 0.42}-${s * 0.85}l${s * 0.24} ${s * 0.42}l${s * 0.14}-${s * 0.22}l${s * 0.34} ${s * 0.65}Z" fill="currentColor"/>`,
  /** A crescent moon. */
  moon: (x, y, s) =>
    `<path d="M${x + s * 0.62} ${y - s * 0.5}a${s * 0.5} ${s * 0.5} 0 1 0 0 ${s}a${s * 0.38} ${s * 0.38} 0 1 1 0-${s}Z" fill="currentColor"/>`,
  /** A paw print. */
  paw: (x, y, s) => {
    const r = s * 0.13;
    const toes = [
      [0.16, -0.2],
      [0.38, -0.36],
      [0.62, -0.36],
      [0.84, -0.2],
    ];
    return `<circle cx="${x + s * 0.5}" cy="${y + s * 0.12}" r="${s * 0.25}" fill="currentColor"/>${toes
      .map(([dx, dy]) => `<circle cx="${x + s * dx!}" cy="${y + s * dy!}" r="${r}" fill="currentColor"/>`)
      .join("")}`;
  },
} satisfies Record<string, Glyph>;

const brandMarks: Wordmark[] = [
  wordmark("Harbor & Pine", { font: font.serifBold, size: 30, tracking: -0.01, glyph: glyphs.pine, glyphWidth: 27 }),
  wordmark("BRIGHTWELL", { font: font.dejavuBold, size: 22, tracking: 0.14, glyph: glyphs.well, glyphWidth: 22 }),
  wordmark("glow theory", { font: font.serifItalic, size: 34, tracking: -0.02 }),
  wordmark("CEDAR HEARTH", { font: font.serifCondensedBold, size: 22, tracking: 0.08, glyph: glyphs.cedar, glyphWidth: 22 }),
  wordmark("northpeak", { font: font.monoBold, size: 26, tracking: -0.04, glyph: glyphs.peaks, glyphWidth: 30 }),
  wordmark("Saltwater Co.", { font: font.boldItalic, size: 27, tracking: -0.03 }),
  wordmark("MAISON LUNE", { font: font.sans, size: 22, tracking: 0.2, glyph: glyphs.moon, glyphWidth: 16 }),
  wordmark("verdant pet", { font: font.condensedBold, size: 28, tracking: -0.02, glyph: glyphs.paw, glyphWidth: 28 }),
];

export function drawBrandBanners() {
  const ink = "#4b5567";
  // Wide: one row, every mark centred in an equal slot.
  const wideWidth = 1520;
  const wideHeight = 72;
  const slot = wideWidth / brandMarks.length;
  let wide = "";
  brandMarks.forEach((mark, index) => {
    const scale = Math.min(1, (slot - 28) / mark.width);
    const x = index * slot + (slot - mark.width * scale) / 2;
    wide += `<g transform="translate(${x.toFixed(1)} ${wideHeight / 2}) scale(${scale.toFixed(3)})">${mark.body(0, 0)}</g>`;
  });
  writeSvg("app/assets/home/brands-wide.svg", svgDocument(wideWidth, wideHeight, `<g color="${ink}" fill="${ink}">${wide}</g>`));

  // Stacked: two columns, four rows, for narrow screens.
  const stackWidth = 540;
  const rowHeight = 84;
  const columns = 2;
  const column = stackWidth / columns;
  let stacked = "";
  brandMarks.forEach((mark, index) => {
    const scale = Math.min(1, (column - 30) / mark.width);
    const x = (index % columns) * column + (column - mark.width * scale) / 2;
    const y = Math.floor(index / columns) * rowHeight + rowHeight / 2;
    stacked += `<g transform="translate(${x.toFixed(1)} ${y}) scale(${scale.toFixed(3)})">${mark.body(0, 0)}</g>`;
  });
  const stackHeight = Math.ceil(brandMarks.length / columns) * rowHeight;
  writeSvg("app/assets/home/brands-stacked.svg", svgDocument(stackWidth, stackHeight, `<g color="${ink}" fill="${ink}">${stacked}</g>`));
}
