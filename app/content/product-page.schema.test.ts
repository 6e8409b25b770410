import { describe, expect, it } from "vitest";
import { CroppedArtSchema, ProductSurfaceSchema } from "./product-page.schema";

const image = { src: "/a.webp", width: 960, height: 720, srcSet: { avif: "/a.avif 960w", webp: "/a.webp 960w" } };

describe("a picture's phone crop", () => {
  it("lies inside the picture", () => {
    expect(ProductSurfaceSchema.safeParse({ image, alt: "A screen", phoneCrop: { x: 560, y: 120, width: 400, height: 600 } }).success).toBe(true);
  });

  it("is refused when it reaches past the picture's edge", () => {
    const result = ProductSurfaceSchema.safeParse({ image, alt: "A screen", phoneCrop: { x: 600, y: 120, width: 400, height: 600 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["phoneCrop"]);
  });
});

describe("a product's cropped artwork", () => {
  it("keeps its phone crop inside the drawing", () => {
    expect(CroppedArtSchema.safeParse({ image, phoneCrop: { x: 566, y: 140, width: 360, height: 276 } }).success).toBe(true);
    const result = CroppedArtSchema.safeParse({ image, phoneCrop: { x: 700, y: 140, width: 360, height: 276 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["phoneCrop"]);
  });
});
