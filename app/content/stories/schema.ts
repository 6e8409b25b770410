// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ApprovalSchema, IndustrySchema, PageSeoSchema } from "#app/content/shared.schema.ts";

/** A video story: a tile on /success-stories that plays its YouTube video there. */
export const VideoStorySchema = z.object({
  id: z.number().int().positive(),
  approval: ApprovalSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  type: z.literal("video"),
  industry: IndustrySchema,
  logo: z.string().min(1),
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
});
export type VideoStory = z.infer<typeof VideoStorySchema>;

const text = z.string().min(1);

/** /success-stories' own words around the grid. */
export const StoriesPageSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text.meta({ editor: "textarea" }),
  empty: z
    .object({
      title: text.meta({ description: "{industry} is replaced by the industry chosen, e.g. “No Pets stories yet”." }),
      text,
      linkText: text,
    })
    .meta({ title: "When an industry has no stories" }),
  closing: z.object({ title: text, text: text.meta({ editor: "textarea" }), ctaText: text.meta({ title: "Button" }), guarantee: text }),
  seo: PageSeoSchema,
});
export type StoriesPage = z.infer<typeof StoriesPageSchema>;
