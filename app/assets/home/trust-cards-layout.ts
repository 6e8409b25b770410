/**
 * Where each picture of Home's trust cards sits in their sprite,
 * app/assets/home/trust-cards.svg, in CSS pixels: the five shoppers as 48 px
 * squares side by side, the star rating (shown 32 px tall) below them.
 *
 * The sprite is drawn at the size the page shows it, so each picture is its
 * box of the sprite at the sprite's natural size (`object-fit: none`), and the
 * six pictures are one request. tools/art/trust-cards/sprite.ts draws the
 * sprite from this layout; the home content names each box.
 */
export const AVATAR_SIZE = 48;
export const SHOPPER_COUNT = 5;

export type SpriteBox = { x: number; y: number; width: number; height: number };

export const ratingBox: SpriteBox = { x: 0, y: AVATAR_SIZE, width: 202, height: 32 };

export const spriteSize = { width: SHOPPER_COUNT * AVATAR_SIZE, height: AVATAR_SIZE + ratingBox.height };

/** The box of the shopper at `index` (0–4, the order of avatar-1…5.svg). */
export function shopperBox(index: number): SpriteBox {
  return { x: index * AVATAR_SIZE, y: 0, width: AVATAR_SIZE, height: AVATAR_SIZE };
}
