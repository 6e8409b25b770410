import { describe, expect, it } from "vitest";
import { CroppedArtSchema, oneShape, ProductHeroPictureSchema, ProductSurfaceSchema, tabletCropInsideImage, tabletCropOutside } from "#app/content/product-page.schema.ts";

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

describe("a product hero picture's tablet crop", () => {
  const Schema = ProductHeroPictureSchema.refine(tabletCropInsideImage, tabletCropOutside);
  const phoneCrop = { x: 548, y: 124, width: 396, height: 484 };

  it("lies inside the picture", () => {
    expect(Schema.safeParse({ image, imageAlt: "A drawing", phoneCrop, tabletCrop: { x: 336, y: 120, width: 596, height: 570 } }).success).toBe(true);
  });

  it("is refused when it reaches past the picture's edge", () => {
    const result = Schema.safeParse({ image, imageAlt: "A drawing", phoneCrop, tabletCrop: { x: 400, y: 120, width: 596, height: 570 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["tabletCrop"]);
  });

  it("is required", () => {
    expect(Schema.safeParse({ image, imageAlt: "A drawing", phoneCrop }).success).toBe(false);
  });
});

describe("oneShape", () => {
  it("holds when every rectangle has the first one's width to height, whatever its size", () => {
    expect(oneShape([{ width: 372, height: 310 }, { width: 186, height: 155 }, { width: 372, height: 310 }])).toBe(true);
    expect(oneShape([])).toBe(true);
  });

  it("fails when one rectangle is of another shape", () => {
    expect(oneShape([{ width: 372, height: 310 }, { width: 372, height: 311 }])).toBe(false);
  });
});
