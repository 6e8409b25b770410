import { readFileSync } from "node:fs";
import path from "node:path";
import { SHOPPER_COUNT, type SpriteBox, ratingBox, shopperBox, spriteSize } from "#app/assets/home/trust-cards-layout.ts";
import { svgPart } from "../../../vite/lib/svg-sprite.ts";
import { root, writeSvg } from "../../lib/files.ts";
import { svgDocument } from "../../lib/svg.ts";

/**
 * Home's trust cards show six pictures (five shoppers and the star rating).
 * They ship as one raster sprite, so a phone makes one request for all six,
 * and no SVG document: an SVG in an `<img>` is parsed and laid out on the
 * page's main thread. This script puts the drawings together as
 * app/assets/home/trust-cards.svg, each scaled into its box of
 * app/assets/home/trust-cards-layout.ts; the image pipeline (ADR 0301) turns
 * it into AVIF and WebP.
 *
 * The parts are drawn into tools/art/trust-cards/parts/ by portraits.ts
 * (avatar-1…5.svg) and site/index.ts (rating-4-8.svg); both rebuild the
 * sprite afterwards. By hand: `npm run art -- trust-cards`.
 */
/** The parts' folder, relative to the repository root. */
export const TRUST_CARD_PARTS = "tools/art/trust-cards/parts";
const SPRITE = "app/assets/home/trust-cards.svg";

/** One drawing, scaled into its box (the drawing keeps its own coordinates and proportions). */
function placed(file: string, prefix: string, box: SpriteBox): string {
  const part = svgPart(readFileSync(path.join(root, TRUST_CARD_PARTS, file), "utf8"), prefix, file);
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 ${part.width} ${part.height}">${part.markup}</svg>`;
}

export function writeTrustCardsSprite(): void {
  const parts = [
    ...Array.from({ length: SHOPPER_COUNT }, (_, index) => placed(`avatar-${index + 1}.svg`, `shopper${index + 1}`, shopperBox(index))),
    placed("rating-4-8.svg", "rating", ratingBox),
  ];
  const { width, height } = spriteSize;
  writeSvg(SPRITE, svgDocument(width, height, parts.join("")));
}

if (import.meta.main) writeTrustCardsSprite();
