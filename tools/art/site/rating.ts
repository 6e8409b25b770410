import { writeSvg } from "../../lib/files.ts";
import { measureText } from "../../lib/outline-text.ts";
import { svgDocument } from "../../lib/svg.ts";
import { TRUST_CARD_PARTS, writeTrustCardsSprite } from "../trust-cards/sprite.ts";
import { font, star, text } from "./style.ts";

// Review rating: five stars (4.8 filled) and "4.8/5".
export function drawRating() {
  const size = 30;
  const gap = 5;
  let stars = "";
  for (let i = 0; i < 5; i++) stars += star(size / 2 + i * (size + gap), 19, size / 2);
  const starsWidth = 5 * size + 4 * gap;
  // 4.8 of 5: the last star is 80 % filled.
  const fillEdge = (4 * (size + gap) + 0.8 * size).toFixed(1);
  const label = "4.8/5";
  const labelX = starsWidth + 12;
  const labelWidth = measureText(font.bold, label, 26, -0.01);
  const body = `<defs><clipPath id="f"><rect width="${fillEdge}" height="40"/></clipPath></defs>
    <path d="${stars}" fill="#e5e7eb"/>
    <path d="${stars}" fill="#f59e0b" clip-path="url(#f)"/>
    ${text(label, { x: labelX, y: 28.5, size: 26, font: font.bold, tracking: -0.01 })}`;
  writeSvg(`${TRUST_CARD_PARTS}/rating-4-8.svg`, svgDocument(Math.ceil(labelX + labelWidth + 1), 38, body));
  writeTrustCardsSprite();
}
