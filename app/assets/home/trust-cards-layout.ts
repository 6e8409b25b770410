// Home's trust-card pictures as boxes of one sprite (trust-cards.svg) in CSS pixels, drawn at the shown size (`object-fit:
// none`): six pictures, one request. tools/art/trust-cards/sprite.ts draws the sprite from this layout.
export const AVATAR_SIZE = 48;
export const SHOPPER_COUNT = 5;

export type SpriteBox = { x: number; y: number; width: number; height: number };

export const ratingBox: SpriteBox = { x: 0, y: AVATAR_SIZE, width: 202, height: 32 };

export const spriteSize = { width: SHOPPER_COUNT * AVATAR_SIZE, height: AVATAR_SIZE + ratingBox.height };

/** 0–4, the order of avatar-1…5.svg. */
export function shopperBox(index: number): SpriteBox {
  return { x: index * AVATAR_SIZE, y: 0, width: AVATAR_SIZE, height: AVATAR_SIZE };
}
