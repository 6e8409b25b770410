// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";
import { IconNameSchema, ResponsiveImageSchema, RichTextSchema } from "./shared.schema.ts";

/**
 * The sections the product pages (SafeOpt, Minty, Minty Cashback Boost)
 * share; each page's schema (safeopt.schema.ts, minty.schema.ts,
 * minty-cashback-boost.schema.ts) composes them.
 */

/** What every product page opens with: eyebrow, h1 (with **emphasis**), intro and three short promises. */
export const ProductHeroSchema = z.object({
  eyebrow: z.string().min(1),
  title: RichTextSchema,
  text: z.string().min(1),
  promises: z.array(z.string().min(1)).length(3),
  /** Opens the contact modal, preselected to the page's product. */
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

/** A rectangle of a picture, in the picture's pixels: the region phones show so its words stay readable there. */
export const CropRegionSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

type Region = z.infer<typeof CropRegionSchema>;
const inside = (image: { width: number; height: number }, crop: Region) => crop.x + crop.width <= image.width && crop.y + crop.height <= image.height;

/** A picture's phone crop lies inside the picture (the check for `refine`, with `cropOutside` as its error). */
export function cropInsideImage(value: { image: { width: number; height: number }; phoneCrop: Region }) {
  return inside(value.image, value.phoneCrop);
}
export const cropOutside = { message: "phoneCrop reaches past the picture", path: ["phoneCrop"] };

/** A picture's tablet crop, where it has one, lies inside the picture (with `tabletCropOutside` as its error). */
export function tabletCropInsideImage(value: { image: { width: number; height: number }; tabletCrop?: Region }) {
  return !value.tabletCrop || inside(value.image, value.tabletCrop);
}
export const tabletCropOutside = { message: "tabletCrop reaches past the picture", path: ["tabletCrop"] };

/** Rectangles of one shape: each one's width to height is the first one's (pictures that share a box fill it alike). */
export function oneShape(rectangles: { width: number; height: number }[]) {
  const [first] = rectangles;
  return !first || rectangles.every((rectangle) => rectangle.width * first.height === first.width * rectangle.height);
}

/**
 * The picture of a product page's hero (Minty, Minty Cashback Boost): a
 * drawing of the product, what it shows, the region of it that phones show,
 * and the wider region that tablets show (640 to 1279 px, where the whole
 * drawing would draw its words at 6 to 9 px).
 */
export const ProductHeroPictureSchema = z.object({
  image: ResponsiveImageSchema,
  imageAlt: z.string().min(1),
  phoneCrop: CropRegionSchema,
  tabletCrop: CropRegionSchema,
});

/**
 * A product page's surface: one screen of the product at full size (a
 * drawing of the art pipeline), and the region of it that phones show so its
 * words stay readable there, in the drawing's pixels.
 */
export const ProductSurfaceSchema = z
  .object({ image: ResponsiveImageSchema, alt: z.string().min(1), phoneCrop: CropRegionSchema })
  .refine(cropInsideImage, cropOutside);
export type ProductSurface = z.infer<typeof ProductSurfaceSchema>;

/**
 * A product's artwork where another page shows it small (Home's channel
 * cards, a story's product figure): the drawing and the region of it that
 * phones show so its words stay readable there, in the drawing's pixels.
 */
export const CroppedArtSchema = z.object({ image: ResponsiveImageSchema, phoneCrop: CropRegionSchema }).refine(cropInsideImage, cropOutside);
export type CroppedArt = z.infer<typeof CroppedArtSchema>;
