// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ClosingSchema, cropInsideImage, cropOutside, FeatureSchema, ProductHeroPictureSchema, ProductHeroSchema, ProductSurfaceSchema, StatSchema, tabletCropInsideImage, tabletCropOutside } from "#app/content/product-page.schema.ts";
import { LogoSchema, PageSeoSchema, TestimonialSchema } from "#app/content/shared.schema.ts";

/** The Minty Cashback Boost page's content (minty-cashback-boost.ts). */
export const BoostContentSchema = z.object({
  hero: ProductHeroSchema.extend({ ...ProductHeroPictureSchema.shape, stats: z.array(StatSchema).length(4) })
    .refine(cropInsideImage, cropOutside)
    .refine(tabletCropInsideImage, tabletCropOutside),
  steps: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(FeatureSchema).length(4),
    surface: ProductSurfaceSchema,
  }),
  features: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1), items: z.array(FeatureSchema).length(6) }),
  brands: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    quote: TestimonialSchema.pick({ quote: true, author: true, title: true, company: true }),
    logos: z.array(LogoSchema).min(6),
  }),
  closing: ClosingSchema,
  seo: PageSeoSchema,
});
export type BoostContent = z.infer<typeof BoostContentSchema>;
