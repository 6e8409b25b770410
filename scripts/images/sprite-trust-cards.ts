import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { svgPart } from "./svg-sprite.ts";

/**
 * Home's trust cards show six pictures (five shoppers and the star rating).
 * They ship as one SVG, public/images/home/trust-cards.svg, so a phone makes
 * one request for all six: the shoppers sit side by side in 96 px squares,
 * the rating (240 × 38) below them, and each is shown through its own
 * `<view>`: `trust-cards.svg#maya`, …, `trust-cards.svg#rating-4-8`.
 *
 * The parts are drawn into scripts/images/trust-cards/ by draw-portraits.ts
 * (avatar-1…5.svg) and draw-artwork.ts (rating-4-8.svg); both rebuild the
 * sprite afterwards. By hand: `npx node scripts/images/sprite-trust-cards.ts`.
 */
const root = path.resolve(import.meta.dirname, "../..");
export const TRUST_CARD_PARTS = path.join(root, "scripts/images/trust-cards");
const SPRITE = path.join(root, "public/images/home/trust-cards.svg");

/** The view ids, in the order of avatar-1…5.svg; the content names them. */
const SHOPPERS = ["maya", "daniel", "amara", "kenji", "sofia"];
const SQUARE = 96;

function inner(file: string, prefix: string): { markup: string; width: number; height: number } {
  return svgPart(readFileSync(path.join(TRUST_CARD_PARTS, file), "utf8"), prefix, file);
}

export function writeTrustCardsSprite(): void {
  const shoppers = SHOPPERS.map((id, index) => ({ id, x: index * SQUARE, ...inner(`avatar-${index + 1}.svg`, id) }));
  const rating = inner("rating-4-8.svg", "rating");
  const width = SHOPPERS.length * SQUARE;
  const height = SQUARE + rating.height;
  const views = [
    ...shoppers.map(({ id, x }) => `<view id="${id}" viewBox="${x} 0 ${SQUARE} ${SQUARE}"/>`),
    `<view id="rating-4-8" viewBox="0 ${SQUARE} ${rating.width} ${rating.height}"/>`,
  ];
  const parts = [
    ...shoppers.map(({ x, markup }) => `<svg x="${x}" width="${SQUARE}" height="${SQUARE}" viewBox="0 0 ${SQUARE} ${SQUARE}">${markup}</svg>`),
    `<svg y="${SQUARE}" width="${rating.width}" height="${rating.height}" viewBox="0 0 ${rating.width} ${rating.height}">${rating.markup}</svg>`,
  ];
  writeFileSync(
    SPRITE,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${views.join("")}${parts.join("")}</svg>\n`,
  );
  console.log(`wrote ${path.relative(root, SPRITE)}`);
}

if (import.meta.main) writeTrustCardsSprite();
