// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ApprovalSchema, IndustrySchema, SlugSchema, TestimonialSchema } from "#app/content/shared.schema.ts";

/** A case study: a tile on /success-stories and its page at /success-stories/{slug} and /case-study/{id}. */
export const CaseStudySchema = z.object({
  id: z.number().int().positive(),
  approval: ApprovalSchema,
  slug: SlugSchema,
  title: z.string().min(1),
  /** One-paragraph summary shown on the tile and the detail page. */
  description: z.string().min(1),
  /** Longer summary paragraphs for the detail page. */
  summary: z.array(z.string().min(1).meta({ title: "Paragraph", editor: "textarea" })).min(1),
  /** Headline results, e.g. { value: "55.53%", label: "click-to-sale rate increase" }. */
  results: z.array(z.object({ value: z.string(), label: z.string() })).max(4),
  image: z.string().min(1).meta({ editor: "image" }),
  type: z.literal("case-study"),
  industry: IndustrySchema,
  /** The product the story is about, by its page: the story's page shows it, closes with its call to action and suggests other stories about it. */
  product: z.enum(["safeopt", "minty", "minty-cashback-boost"]),
  logo: z.string().min(1),
  /** External document link, opened after the gated form succeeds. */
  caseStudyUrl: z.string().url().optional(),
  testimonial: TestimonialSchema.optional(),
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;
