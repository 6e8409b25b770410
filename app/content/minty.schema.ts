// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ClosingSchema, CropRegionSchema, cropInsideImage, cropOutside, FeatureSchema, ProductHeroPictureSchema, ProductHeroSchema, ProductSurfaceSchema, StatSchema, tabletCropInsideImage, tabletCropOutside } from "#app/content/product-page.schema.ts";
import { PageSeoSchema, ResponsiveImageSchema, TestimonialSchema } from "#app/content/shared.schema.ts";

/** The Minty page's content (minty.ts). */
export const MintyContentSchema = z.object({
  hero: ProductHeroSchema.extend({ logo: ResponsiveImageSchema, ...ProductHeroPictureSchema.shape })
    .refine(cropInsideImage, cropOutside)
    .refine(tabletCropInsideImage, tabletCropOutside),
  claim: z.object({ value: z.string().min(1), text: z.string().min(1) }),
  screenshots: z
    .object({
      eyebrow: z.string().min(1),
      title: z.string().min(1),
      intro: z.string().min(1),
      slides: z.array(z.object({ image: ResponsiveImageSchema, alt: z.string().min(1), title: z.string().min(1), caption: z.string().min(1) })).min(3),
      /** The region every slide shows on phones (the slides share one layout), in the screenshots' pixels. */
      phoneCrop: CropRegionSchema,
      /** The wider region every slide shows on tablets (640 to 1023 px). */
      tabletCrop: CropRegionSchema,
    })
    .refine((screens) => screens.slides.every((slide) => cropInsideImage({ image: slide.image, phoneCrop: screens.phoneCrop })), cropOutside)
    .refine((screens) => screens.slides.every((slide) => tabletCropInsideImage({ image: slide.image, tabletCrop: screens.tabletCrop })), tabletCropOutside),
  features: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), items: z.array(FeatureSchema).length(4), surface: ProductSurfaceSchema }),
  stats: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), items: z.array(StatSchema).length(4) }),
  testimonials: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    items: z.array(TestimonialSchema.pick({ quote: true, author: true, title: true, company: true }).extend({ portrait: ResponsiveImageSchema })).min(3),
  }),
  chromeStore: z.object({ rating: z.literal("4.6/5"), text: z.string().min(1), linkText: z.string().min(1) }),
  closing: ClosingSchema,
  seo: PageSeoSchema,
});
export type MintyContent = z.infer<typeof MintyContentSchema>;
