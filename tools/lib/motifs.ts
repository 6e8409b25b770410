/**
 * Drawings that appear in more than one picture: the products' marks and the
 * Trail Runner sneaker of the home hero. Each is drawn in its own box and
 * placed by the caller's transform, so every picture formats its numbers its
 * own way.
 */

export type ProductName = "safeopt" | "minty" | "boost";

/**
 * The white glyph of each product's mark, in a 48 × 48 box; `ink` is the
 * product's primary colour, where the glyph is cut through.
 */
export const productGlyph: Record<ProductName, (ink: string) => string> = {
  // An envelope with a return arrow: the shopper comes back through the inbox.
  safeopt: (ink) => `<rect x="11" y="15" width="26" height="19" rx="4" fill="none" stroke="#fff" stroke-width="3"/>
      <path d="m12.5 17.5 11.5 8.5 11.5-8.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="35" cy="13" r="7.5" fill="#fff"/>
      <path d="M38.2 13.4a3.4 3.4 0 1 1-1.1-2.9" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>
      <path d="m37.9 8.2-.3 3.1-3-.4" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A mint leaf with a spark: the AI shopping companion.
  minty: (ink) => `<path d="M12 36c0-13 8.5-22 24-23-.6 15.4-9.6 23.5-24 23Z" fill="#fff"/>
      <path d="M13.5 34.5c5-6.5 10.5-11 17-14.5" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>
      <path d="M34 27.5c.5 2.7 1.6 3.8 4.3 4.3-2.7.5-3.8 1.6-4.3 4.3-.5-2.7-1.6-3.8-4.3-4.3 2.7-.5 3.8-1.6 4.3-4.3Z" fill="#fff"/>`,
  // A coin with a bolt: cashback that boosts the offer.
  boost: () => `<circle cx="24" cy="24" r="13" fill="none" stroke="#fff" stroke-width="3"/>
      <path d="M26 14.5 18.5 26h5.5l-2 8.5L29.5 23H24l2-8.5Z" fill="#fff"/>
      <path d="M37.5 9.5v7M34 13h7" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`,
};

/** A product's mark: its glyph on a rounded 48 × 48 tile filled with `fill` (the product's gradient). */
export function productMark(product: ProductName, transform: string, fill: string, ink: string): string {
  return `<g transform="${transform}"><rect width="48" height="48" rx="13" fill="${fill}"/>${productGlyph[product](ink)}</g>`;
}

export type SneakerColors = { main: string; dark: string; lace: string };

/**
 * The Trail Runner sneaker of the home hero in a 200 × 100 box, placed by
 * `transform`. `oneSoleRect` draws the sole's fill and outline as one
 * element (the same picture, fewer bytes in each video frame).
 */
export function sneaker(transform: string, colors: SneakerColors, oneSoleRect = false): string {
  const sole = oneSoleRect
    ? `<rect x="8" y="68" width="188" height="18" rx="9" fill="#fff" stroke="#d9dcea" stroke-width="3"/>`
    : `<rect x="8" y="68" width="188" height="18" rx="9" fill="#fff"/>
    <rect x="8" y="68" width="188" height="18" rx="9" fill="none" stroke="#d9dcea" stroke-width="3"/>`;
  return `<g transform="${transform}">
    <ellipse cx="100" cy="92" rx="96" ry="8" fill="#0b1324" opacity=".08"/>
    <path d="M14 62c-3-12 4-22 18-25l34-6c6-1 10-5 13-10l9-14c3-5 9-6 13-3 9 7 17 10 28 11l13 2c8 1 12 6 13 13 1 8 7 12 18 15 11 3 17 9 17 17v6H16c-2-2-2-4-2-6Z" fill="${colors.main}"/>
    <path d="M88 8c3-5 9-6 13-3 9 7 17 10 28 11l13 2c8 1 12 6 13 13-16-2-32-7-48-14-7-3-14-5-22-3Z" fill="${colors.dark}"/>
    <path d="M24 58c26-4 52-14 74-30 10 20 36 32 70 38" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".92"/>
    <path d="M96 33l8-9M106 38l8-9M116 43l8-9" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>
    ${sole}
    <path d="M22 77h160" stroke="${colors.lace}" stroke-width="3" stroke-linecap="round" stroke-dasharray="10 8"/>
  </g>`;
}
