import { z } from "zod";

/**
 * Schemas for the site's content records (GUIDE convention 1). Content modules
 * parse their data with these when they load, so a malformed entry fails the
 * build (prerendering imports every module) instead of reaching a visitor.
 */

export const IndustrySchema = z.enum([
  "Apparel",
  "Beauty + Cosmetics",
  "CBD + Tobacco",
  "Food + Beverage",
  "Health + Wellness",
  "Home",
  "Outdoors",
  "Partnerships",
  "Pets",
  "Sports + Fitness",
]);
export type Industry = z.infer<typeof IndustrySchema>;

export const TestimonialSchema = z.object({
  quote: z.string().min(1),
  author: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  headshot: z.string().optional(),
});

const slugPattern = /^[A-Za-z0-9-]+$/;

export const CaseStudySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(slugPattern),
  title: z.string().min(1),
  /** One-paragraph summary shown on the tile and the detail page. */
  description: z.string().min(1),
  /** Longer summary paragraphs for the detail page. */
  summary: z.array(z.string().min(1)).min(1),
  /** Headline results, e.g. { value: "55.53%", label: "click-to-sale rate increase" }. */
  results: z.array(z.object({ value: z.string(), label: z.string() })).max(4),
  image: z.string().min(1),
  type: z.literal("case-study"),
  industry: IndustrySchema,
  logo: z.string().min(1),
  /** External document link, opened after the gated form succeeds. */
  caseStudyUrl: z.string().url().optional(),
  testimonial: TestimonialSchema.optional(),
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

export const VideoStorySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  type: z.literal("video"),
  industry: IndustrySchema,
  logo: z.string().min(1),
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
});
export type VideoStory = z.infer<typeof VideoStorySchema>;

export const PresenterSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(1),
  image: z.string().min(1),
});

export const WebinarSchema = z.object({
  id: z.string().regex(slugPattern),
  title: z.string().min(1),
  description: z.string().optional(),
  /** Human text, e.g. "October 8 & 15, 2025". */
  date: z.string().min(1),
  time: z.string().min(1),
  timezone: z.string().min(1),
  duration: z.string().min(1),
  /** ISO date of the (last) session, used to sort and to mark past webinars. */
  startsAt: z.iso.datetime({ offset: true }),
  /** Live session choices for webinars that run more than once. */
  sessions: z.array(z.string()).optional(),
  presenter: PresenterSchema,
  /** Text with **bold** spans. */
  keyTakeaways: z.array(z.string().min(1)).min(1),
  backgroundImage: z.string(),
  registrationUrl: z.string().url().optional(),
  meetingDetails: z.object({ platform: z.string(), link: z.string().url() }).optional(),
});
export type Webinar = z.infer<typeof WebinarSchema>;
