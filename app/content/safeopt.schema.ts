// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";
import { ClosingSchema, ProductHeroSchema } from "./product-page.schema.ts";
import { LinkSchema, LogoSchema, ResponsiveImageSchema, RichTextSchema } from "./shared.schema.ts";

/** The SafeOpt page's content (safeopt.ts). */
export const SafeOptContentSchema = z.object({
  hero: ProductHeroSchema.extend({
    secondaryCta: LinkSchema,
    video: z.object({
      mp4: z.string().regex(/^\/[\w/.-]+\.mp4$/),
      webm: z.string().regex(/^\/[\w/.-]+\.webm$/),
      poster: ResponsiveImageSchema,
      /** What the video shows, for assistive technology. */
      label: z.string().min(1),
    }),
  }),
  reviewBadge: z.object({
    desktop: ResponsiveImageSchema,
    mobile: ResponsiveImageSchema,
    /** Carries the rating, e.g. "Rated 4.8 out of 5 …". */
    alt: z.string().regex(/4\.8/),
    link: LinkSchema,
  }),
  benefits: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z
      .array(z.object({ title: z.string().min(1), text: RichTextSchema, image: ResponsiveImageSchema, imageAlt: z.string().min(1) }))
      .length(4),
  }),
  stories: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1), ids: z.array(z.number().int()).length(3) }),
  logoWall: z.object({ title: z.string().min(1), logos: z.array(LogoSchema).min(6), link: LinkSchema }),
  closing: ClosingSchema,
});
export type SafeOptContent = z.infer<typeof SafeOptContentSchema>;
