import { describe, expect, it } from "vitest";
import { SpriteViewSchema } from "#app/content/shared.schema.ts";

const sprite = {
  width: 240,
  height: 80,
  srcSet: { avif: "/assets/s-480.avif 480w", webp: "/assets/s-480.webp 480w" },
  src: "/assets/s-480.webp",
};

describe("SpriteViewSchema", () => {
  it("takes a box that lies inside the sprite", () => {
    expect(SpriteViewSchema.safeParse({ sprite, box: { x: 192, y: 0, width: 48, height: 48 } }).success).toBe(true);
    expect(SpriteViewSchema.safeParse({ sprite, box: { x: 0, y: 48, width: 202, height: 32 } }).success).toBe(true);
  });

  it("refuses a box that reaches past the sprite's edge, and says so", () => {
    const result = SpriteViewSchema.safeParse({ sprite, box: { x: 200, y: 0, width: 48, height: 48 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("the box must lie inside the sprite");
  });

  it("refuses a box at a negative or fractional position", () => {
    expect(SpriteViewSchema.safeParse({ sprite, box: { x: -1, y: 0, width: 48, height: 48 } }).success).toBe(false);
    expect(SpriteViewSchema.safeParse({ sprite, box: { x: 0.5, y: 0, width: 48, height: 48 } }).success).toBe(false);
  });
});
