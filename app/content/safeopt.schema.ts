// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ClosingSchema, CropRegionSchema, cropInsideImage, cropOutside, oneShape, ProductHeroSchema, ProductSurfaceSchema, tabletCropInsideImage, tabletCropOutside } from "#app/content/product-page.schema.ts";
import { LinkSchema, LogoSchema, PageSeoSchema, ResponsiveImageSchema, RichTextSchema } from "#app/content/shared.schema.ts";

export const SafeOptContentSchema = z.object({
  hero: ProductHeroSchema.extend({
    secondaryCta: LinkSchema,
    video: z.object({
      mp4: z.string().regex(/^\/[\w/.-]+\.mp4$/),
      webm: z.string().regex(/^\/[\w/.-]+\.webm$/),
      poster: ResponsiveImageSchema,
      /** Larger files for the tablets' crop (640–1279 px). */
      posterTablet: ResponsiveImageSchema,
      label: z.string().min(1),
      /** Shown below 1280 px, in the poster's pixels. */
      phoneCrop: CropRegionSchema,
    })
      .refine((video) => cropInsideImage({ image: video.poster, phoneCrop: video.phoneCrop }), cropOutside)
      .refine((video) => video.posterTablet.width === video.poster.width && video.posterTablet.height === video.poster.height, {
        message: "posterTablet must be the poster's own drawing",
      }),
  }),
  reviewBadge: z.object({
    rating: z.number().min(0).max(5),
    ratedBy: z.string().min(1),
    verified: z.string().min(1),
    /** The rating in one sentence for assistive technology, e.g. "Rated 4.8 out of 5 …". */
    alt: z.string().regex(/4\.8/),
    reviews: z.array(z.object({ quote: z.string().min(1), role: z.string().min(1), rating: z.number().int().min(1).max(5) })).length(3),
    link: LinkSchema,
  }),
  benefits: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z
      .array(
        z
          .object({
            title: z.string().min(1),
            text: RichTextSchema,
            image: ResponsiveImageSchema,
            imageAlt: z.string().min(1),
            /** Below 640 px. */
            phoneCrop: CropRegionSchema,
            /** 1024–1279 px, where the column beside the accordion is narrowest. */
            tabletCrop: CropRegionSchema,
          })
          .refine(cropInsideImage, cropOutside)
          .refine(tabletCropInsideImage, tabletCropOutside),
      )
      .length(4)
      // The four pictures share one box: at each width all of them show a region (or the whole) of one shape.
      .refine((items) => oneShape(items.map((item) => item.image)), { message: "the benefit pictures differ in shape" })
      .refine((items) => oneShape(items.map((item) => item.phoneCrop)), { message: "the benefit pictures' phoneCrops differ in shape" })
      .refine((items) => oneShape(items.map((item) => item.tabletCrop)), { message: "the benefit pictures' tabletCrops differ in shape" }),
    surface: ProductSurfaceSchema,
  }),
  stories: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1), ids: z.array(z.number().int()).length(3) }),
  logoWall: z.object({ title: z.string().min(1), logos: z.array(LogoSchema).min(6), link: LinkSchema }),
  closing: ClosingSchema,
  seo: PageSeoSchema,
});
export type SafeOptContent = z.infer<typeof SafeOptContentSchema>;
