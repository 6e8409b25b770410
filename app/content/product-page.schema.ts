// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { IconNameSchema, ResponsiveImageSchema, RichTextSchema } from "#app/content/shared.schema.ts";

// Sections shared by the product pages' schemas (safeopt, minty, minty-cashback-boost).

/** h1 with **emphasis**, and three short promises. */
export const ProductHeroSchema = z.object({
  eyebrow: z.string().min(1),
  title: RichTextSchema,
  text: z.string().min(1),
  promises: z.array(z.string().min(1)).length(3),
/** Opens the contact modal preselected to the page's product. */
  ctaText: z.string().min(1),
});

export const FeatureSchema = z.object({ icon: IconNameSchema, title: z.string().min(1), text: z.string().min(1) });
export type Feature = z.infer<typeof FeatureSchema>;

export const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type StatItem = z.infer<typeof StatSchema>;

export const ClosingSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  ctaText: z.string().min(1),
  guarantee: z.string().min(1).optional(),
});

/** In the picture's pixels: the region phones show so its words stay readable. */
export const CropRegionSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

type Region = z.infer<typeof CropRegionSchema>;
const inside = (image: { width: number; height: number }, crop: Region) => crop.x + crop.width <= image.width && crop.y + crop.height <= image.height;

/** For `refine`, with `cropOutside` as its error. */
export function cropInsideImage(value: { image: { width: number; height: number }; phoneCrop: Region }) {
  return inside(value.image, value.phoneCrop);
}
export const cropOutside = { message: "phoneCrop reaches past the picture", path: ["phoneCrop"] };

/** For `refine`, with `tabletCropOutside` as its error. */
export function tabletCropInsideImage(value: { image: { width: number; height: number }; tabletCrop?: Region }) {
  return !value.tabletCrop || inside(value.image, value.tabletCrop);
}
export const tabletCropOutside = { message: "tabletCrop reaches past the picture", path: ["tabletCrop"] };

/** Pictures that share a box fill it alike: every rectangle has the first one's ratio. */
export function oneShape(rectangles: { width: number; height: number }[]) {
  const [first] = rectangles;
  return !first || rectangles.every((rectangle) => rectangle.width * first.height === first.width * rectangle.height);
}

/** A product hero's drawing with the regions phones and tablets show (640–1279 px the whole drawing draws its words at 6–9 px). */
export const ProductHeroPictureSchema = z.object({
  image: ResponsiveImageSchema,
  imageAlt: z.string().min(1),
  phoneCrop: CropRegionSchema,
  tabletCrop: CropRegionSchema,
});

/** One screen of the product at full size, and the region phones show, in the drawing's pixels. */
export const ProductSurfaceSchema = z
  .object({ image: ResponsiveImageSchema, alt: z.string().min(1), phoneCrop: CropRegionSchema })
  .refine(cropInsideImage, cropOutside);
export type ProductSurface = z.infer<typeof ProductSurfaceSchema>;

/** Artwork another page shows small (Home's channel cards, a story's figure), with the region phones show. */
export const CroppedArtSchema = z.object({ image: ResponsiveImageSchema, phoneCrop: CropRegionSchema }).refine(cropInsideImage, cropOutside);
export type CroppedArt = z.infer<typeof CroppedArtSchema>;
