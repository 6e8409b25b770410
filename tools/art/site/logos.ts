import { writeSvg } from "../../lib/files.ts";
import { type ProductName, productMark } from "../../lib/motifs.ts";
import { measureText } from "../../lib/outline-text.ts";
import { color } from "../../lib/palette.ts";
import { svgDocument } from "../../lib/svg.ts";
import { font, text } from "./style.ts";

// Product logos: a rounded mark in the product's colours and a wordmark.

type ProductMark = { id: string; product: ProductName; from: string; to: string };

const marks: Record<ProductName, ProductMark> = {
  safeopt: { id: "so", product: "safeopt", from: color.safeopt, to: color.safeoptAccent },
  minty: { id: "mi", product: "minty", from: color.minty, to: color.mintyAccent },
  boost: { id: "bo", product: "boost", from: color.boost, to: color.boostAccent },
};

function markSvg(mark: ProductMark, x = 0, y = 0): string {
  return `<defs><linearGradient id="${mark.id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mark.from}"/><stop offset="1" stop-color="${mark.to}"/></linearGradient></defs>
    ${productMark(mark.product, `translate(${x} ${y})`, `url(#${mark.id}g)`, mark.from)}`;
}

function productLogo(mark: ProductMark, words: { text: string; fill: string }[]): string {
  const size = 27;
  const tracking = -0.025;
  let x = 60;
  let body = markSvg(mark);
  for (const word of words) {
    body += text(word.text, { x, y: 33.5, size, font: font.bold, fill: word.fill, tracking });
    x += measureText(font.bold, word.text, size, tracking) + tracking * size;
  }
  return svgDocument(Math.ceil(x + 2), 48, body);
}

export function drawLogos() {
  writeSvg(
    "public/images/logos/safeopt.svg",
    productLogo(marks.safeopt, [
      { text: "Safe", fill: color.ink },
      { text: "Opt", fill: color.safeopt },
    ]),
  );
  writeSvg("public/images/logos/minty.svg", productLogo(marks.minty, [{ text: "Minty", fill: color.ink }]));
  writeSvg(
    "public/images/logos/minty-cashback-boost.svg",
    productLogo(marks.boost, [
      { text: "Cashback ", fill: color.ink },
      { text: "Boost", fill: color.boost },
    ]),
  );
}
