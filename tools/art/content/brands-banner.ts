import { readFileSync } from "node:fs";
import path from "node:path";
import { caseStudies } from "#app/content/case-studies/index.ts";
import { svgPart } from "../../../vite/lib/svg-sprite.ts";
import { root, writeSvg } from "../../lib/files.ts";
import { svgDocument } from "../../lib/svg.ts";

/**
 * Home's "Trusted by" banner: the customers' own wordmark files
 * (public/images/logos, the ones every logo wall shows), in the case studies'
 * order, each nested as it is at one scale, so every wordmark keeps the
 * system's one cap height. Two drawings for the raster pipeline:
 *
 *   app/assets/home/brands-wide.svg      five to a row (shown 1200 px wide at most)
 *   app/assets/home/brands-stacked.svg   two to a row (shown 384 px wide at most)
 *
 * A last row that is not full is centred. Run after the wordmarks are drawn.
 */

type Layout = { file: string; width: number; columns: number; scale: number; rowHeight: number };

const layouts: Layout[] = [
  // 1200 units shown at most 1200 px wide: the wordmarks at 32 px, as on the logo walls.
  { file: "app/assets/home/brands-wide.svg", width: 1200, columns: 5, scale: 0.8, rowHeight: 64 },
  // 384 units shown at most 384 px wide: the wordmarks at 24 px, as on a phone's logo wall.
  { file: "app/assets/home/brands-stacked.svg", width: 384, columns: 2, scale: 0.6, rowHeight: 44 },
];

// The case studies' wordmarks, as the logo walls list them (app/content/customer-logos.ts).
const parts = caseStudies.map((study, index) => svgPart(readFileSync(path.join(root, "public", study.logo), "utf8"), `b${index}`, study.logo));

export function drawBrandBanners() {
  for (const layout of layouts) {
    const slot = layout.width / layout.columns;
    const rows = Math.ceil(parts.length / layout.columns);
    let body = "";
    parts.forEach((part, index) => {
      const row = Math.floor(index / layout.columns);
      const inRow = Math.min(layout.columns, parts.length - row * layout.columns);
      const column = index % layout.columns;
      const w = part.width * layout.scale;
      const h = part.height * layout.scale;
      if (w > slot - 8) throw new Error(`brands banner: a wordmark ${Math.round(w)} wide does not fit a ${Math.round(slot)} slot`);
      const left = (layout.width - inRow * slot) / 2 + column * slot + (slot - w) / 2;
      const top = row * layout.rowHeight + (layout.rowHeight - h) / 2;
      body += `<svg x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" viewBox="0 0 ${part.width} ${part.height}">${part.markup}</svg>`;
    });
    writeSvg(layout.file, svgDocument(layout.width, rows * layout.rowHeight, body));
  }
}
