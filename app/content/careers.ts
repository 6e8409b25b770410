// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { site } from "#app/config/site.ts";
import { IconNameSchema, PageSeoSchema, RichTextSchema } from "#app/content/shared.schema.ts";

const text = z.string().min(1);
const CareersCardSchema = z.object({ icon: IconNameSchema, title: text, text });

export const CareersContentSchema = z.object({
  hero: z.object({
    eyebrow: text,
    /** The h1, with its **emphasis** in the brand gradient. */
    title: RichTextSchema,
    text,
    ctaText: text,
    /** Decorative: the benefits grid says the same. */
    highlights: z.array(z.object({ icon: IconNameSchema, title: text, detail: text })).length(3),
  }),
  benefits: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(CareersCardSchema).length(6),
  }),
  values: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(CareersCardSchema).length(4),
    /** What the four add up to. */
    sum: z.object({ lead: text, title: z.literal("Be a Great Human"), text }),
  }),
  openRoles: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    frameTitle: text,
    /** For browsers that block embeds. */
    fallbackLead: text,
    fallbackLinkText: text,
  }),
  seo: PageSeoSchema,
});
export type CareersContent = z.infer<typeof CareersContentSchema>;

// Validated at build time; only the route's loader imports it.
export const careersContent: CareersContent = CareersContentSchema.parse({
  hero: {
    eyebrow: `Careers at ${site.name}`,
    title: "Keep **Growing** With Us",
    text: `We’re a remote-first team helping online brands win back shoppers and grow. At ${site.name}, your work ships fast, your ideas are heard, and your career grows with the company.`,
    ctaText: "View Open Roles",
    highlights: [
      { icon: "globe", title: "Remote-first", detail: "Work where you think best" },
      { icon: "tree-palm", title: "Unlimited PTO", detail: "Rest is part of the plan" },
      { icon: "piggy-bank", title: "401k matching", detail: "Your future keeps growing too" },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Perks That Help You Do Your Best Work",
    intro: `We take care of the basics, so you can focus on the work you came to ${site.name} to do.`,
    items: [
      {
        icon: "heart-pulse",
        title: "Competitive Benefits",
        text: "Medical, dental and vision coverage for you and your family, with pay we benchmark against the market so it stays fair as you grow.",
      },
      {
        icon: "piggy-bank",
        title: "401k Matching",
        text: "Save for the long run with our 401k plan. We match part of what you put in, so your savings grow faster.",
      },
      {
        icon: "wifi",
        title: "Internet Stipend",
        text: "A monthly stipend toward your home internet, because a fast, reliable connection is the backbone of a remote team.",
      },
      {
        icon: "tree-palm",
        title: "Work-Life Balance",
        text: "Unlimited PTO that people actually use. Take the time you need to rest, travel or be with family, and come back recharged.",
      },
      {
        icon: "globe",
        title: "Remote Work",
        text: "We’re remote-first: work from wherever you do your best thinking, with flexible hours and teammates a video call away.",
      },
      {
        icon: "award",
        title: "Recognition Environment",
        text: "Wins big and small get noticed. Peer shout-outs and team celebrations are part of how we work, every week.",
      },
    ],
  },
  values: {
    eyebrow: "Core values",
    title: "Four Values Guide How We Work",
    intro: "They shape who we hire, how we help our customers, and how we treat each other.",
    items: [
      {
        icon: "smile",
        title: "Be Positive",
        text: "We assume good intent, look for the fix instead of the blame, and bring energy that makes hard problems feel doable.",
      },
      {
        icon: "heart-handshake",
        title: "Be Helpful",
        text: "We share what we know, answer the question behind the question, and make time for customers and teammates alike.",
      },
      {
        icon: "lightbulb",
        title: "Be Curious",
        text: "We ask why, try new ideas, and treat every experiment, including the ones that fail, as a chance to learn.",
      },
      {
        icon: "chart-line",
        title: "Be Data Driven",
        text: "We measure what matters, let results settle debates, and make decisions our customers' numbers can back up.",
      },
    ],
    sum: {
      lead: "Together, they make us",
      title: "Be a Great Human",
      text: "Kind, honest and generous with our time: the teammate everyone hopes to work with, and the partner our customers come back to.",
    },
  },
  openRoles: {
    eyebrow: "Join the team",
    title: "Open Roles",
    intro: "Browse every role we’re hiring for right now and apply in a few minutes. No perfect match yet? Check back soon: new roles open as we grow.",
    frameTitle: `${site.name} job board: open roles`,
    fallbackLead: "Can’t see the roles?",
    fallbackLinkText: "Open the job board in a new tab",
  },
  seo: {
    title: "Keep Growing With Us",
    description: "Join a remote-first team building growth channels for online retailers. Competitive benefits, 401k matching and unlimited PTO.",
  },
});
