// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";

/**
 * Schemas for the site's content records. Content modules
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

/** A customer's words: on Home with a headline result, on case studies with an optional headshot. */
export const TestimonialSchema = z.object({
  quote: z.string().min(1),
  author: z.string().min(1),
  title: z.string().min(1),
  company: z.string().min(1),
  headshot: z.string().optional(),
  /** A result shown large beside the quote, e.g. { value: "10x", label: "return on ad spend" }. */
  highlight: z.object({ value: z.string().min(1), label: z.string().min(1) }).optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

const slugPattern = /^[A-Za-z0-9-]+$/;

/**
 * Whether a story's figures, quotes and people are approved by the customer.
 * "placeholder" marks copy written to build the site; the build reports how
 * many are left, so nobody mistakes them for real statements before launch.
 */
export const ApprovalSchema = z.enum(["placeholder", "approved"]);

export const CaseStudySchema = z.object({
  id: z.number().int().positive(),
  approval: ApprovalSchema,
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

export const PresenterSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(1),
  image: z.string().min(1),
});

/** An IANA time zone the runtime knows, e.g. "America/New_York". */
const TimeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "Unknown time zone");

export const WebinarSchema = z.object({
  id: z.string().regex(slugPattern),
  title: z.string().min(1),
  /** Where a long title breaks on wide screens: its two lines, which joined by a space are the title. */
  titleLines: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
  description: z.string().optional(),
  /** Human text, e.g. "October 8 & 15, 2025". */
  date: z.string().min(1),
  /** The start time as shown, in the organizer's time zone, e.g. "1:00 PM". */
  time: z.string().min(1),
  /** The time zone as shown, e.g. "EST". */
  timezone: z.string().min(1),
  /** The organizer's time zone, which `time` and the session dates are read in. */
  timeZone: TimeZoneSchema,
  /** Human text, e.g. "45 minutes + 15 minutes Q&A". */
  duration: z.string().min(1),
  /** The whole running time in minutes, Q&A included (calendar entries end after it). */
  durationMinutes: z.number().int().positive().max(600),
  /** The start of each live session, ISO 8601 with the offset in force that day. */
  sessions: z.array(z.iso.datetime({ offset: true })).min(1),
  presenter: PresenterSchema,
  /** Text with **bold** spans. */
  keyTakeaways: z.array(z.string().min(1)).min(1),
  backgroundImage: z.string(),
  /** The webinar platform's registration page; the visitor's details are added as query parameters. */
  registrationUrl: z.string().url().optional(),
  meetingDetails: z.object({ platform: z.string(), link: z.string().url() }).optional(),
});
export type Webinar = z.infer<typeof WebinarSchema>;

// --- Page sections (Home and the product pages) ---------------------------

/** The icons content may name; app/components/sections/icons.ts maps each to a component. */
export const IconNameSchema = z.enum([
  "heart",
  "shopping-cart",
  "trending-up",
  "mail",
  "mail-open",
  "user-search",
  "badge-dollar-sign",
  "shield-check",
  "sparkles",
  "puzzle",
  "wallet",
  "repeat",
  "mail-plus",
  "target",
  "percent",
  "coins",
  "globe",
  "brain-circuit",
  "heart-handshake",
  "gift",
  "mouse-pointer-click",
  "zap",
  "shopping-bag",
  "bot",
  "bell-ring",
  "gauge",
  "rocket",
  "users",
  "layers",
  "chart-line",
  "search",
  "tag",
  "star",
  "heart-pulse",
  "piggy-bank",
  "wifi",
  "tree-palm",
  "award",
  "smile",
  "lightbulb",
]);
export type IconName = z.infer<typeof IconNameSchema>;

/** A raster image from the pipeline (ADR 0301): AVIF/WebP srcsets and intrinsic size. */
export const ResponsiveImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcSet: z.object({ avif: z.string().min(1), webp: z.string().min(1) }),
  src: z.string().startsWith("/"),
});
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

/**
 * One picture of a raster sprite drawn at the size the page shows it: the
 * sprite, and the picture's box in it in CSS pixels. Pictures shown together
 * share one file, so one request.
 */
export const SpriteViewSchema = z
  .object({
    sprite: ResponsiveImageSchema,
    box: z.object({
      x: z.number().int().min(0),
      y: z.number().int().min(0),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  })
  .refine(({ sprite, box }) => box.x + box.width <= sprite.width && box.y + box.height <= sprite.height, "the box must lie inside the sprite");
export type SpriteView = z.infer<typeof SpriteViewSchema>;

/**
 * A same-origin SVG under /images/ (a product logo, a customer wordmark), or
 * one `<view>` of an SVG sprite (the path, `#`, the view's id). Each SVG an
 * `<img>` shows is a small document the browser parses and lays out on the
 * main thread (15–25 ms on a 2-core machine), so artwork a page shows as it
 * loads comes from the raster pipeline instead (ResponsiveImageSchema).
 */
const PublicSvgPathSchema = z
  .string()
  .regex(/^\/images\/[\w/.-]+\.svg(#[\w-]+)?$/, "an SVG under /images/, or a view of one, e.g. /images/logos/avon.svg");

/** A file under public/images with its intrinsic size (for width/height attributes). */
export const StaticImageSchema = z.object({
  src: PublicSvgPathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** An internal path or an https URL (opened in a new tab). */
export const HrefSchema = z.string().regex(/^(\/[\w\-/.]*|https:\/\/\S+)$/);
/** A colour token of app/app.css, e.g. `var(--color-safeopt)`. */
export const ColorTokenSchema = z.string().regex(/^var\(--color-[a-z-]+\)$/);
export const RichTextSchema = z.string().min(1);

const HeroSchema = z.object({
  eyebrow: z.string().min(1),
  headline: RichTextSchema,
  subheadlines: z.tuple([z.string().min(1), z.string().min(1)]),
  ctaText: z.string().min(1),
  image: ResponsiveImageSchema,
  imageAlt: z.string().min(1),
  /** Live notifications floating over the illustration. */
  highlights: z
    .array(
      z.object({
        icon: IconNameSchema,
        title: z.string().min(1),
        detail: z.string().min(1),
        tone: z.enum(["coral", "safeopt", "minty"]),
      }),
    )
    .length(3),
});

const TrustCardSchema = z.object({
  icon: IconNameSchema,
  label: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Each avatar: its picture, its alternative text and the initials shown until it loads. */
  avatars: z
    .array(
      z.object({
        picture: SpriteViewSchema,
        alt: z.string(),
        fallback: z.string().regex(/^[A-Z]{1,2}$/),
      }),
    )
    .optional(),
  /** Shown after the avatars, e.g. "200M+". */
  avatarsCount: z.string().optional(),
  rating: z.object({ picture: SpriteViewSchema, alt: z.string().min(1), text: z.string().min(1) }).optional(),
  link: z.object({ href: HrefSchema, text: z.string().min(1) }).optional(),
});
export type TrustCard = z.infer<typeof TrustCardSchema>;

const BrandsBannerSchema = z.object({
  title: z.string().min(1),
  href: HrefSchema,
  linkText: z.string().min(1),
  alt: z.string().min(1),
  /** From 768 px wide: the wordmarks in one row. */
  wide: ResponsiveImageSchema,
  /** Below 768 px: the wordmarks in two columns. */
  stacked: ResponsiveImageSchema,
});
export type BrandsBanner = z.infer<typeof BrandsBannerSchema>;

const ChannelCardSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: RichTextSchema,
  features: z.array(z.object({ icon: IconNameSchema, text: z.string().min(1) })).length(4),
  primaryColor: ColorTokenSchema,
  accentColor: ColorTokenSchema,
  bgColor: ColorTokenSchema,
  borderColor: ColorTokenSchema,
  ctaText: z.string().min(1),
  ctaLink: HrefSchema,
  logo: StaticImageSchema,
});
export type ChannelCard = z.infer<typeof ChannelCardSchema>;


const ValueCardSchema = z.object({
  icon: IconNameSchema,
  title: z.string().min(1),
  stat: z.string().min(1),
  statLabel: z.string().min(1),
  description: z.string().min(1),
});
export type ValueCard = z.infer<typeof ValueCardSchema>;

export const HomeContentSchema = z.object({
  hero: HeroSchema,
  trustCards: z.tuple([TrustCardSchema, TrustCardSchema]),
  brands: BrandsBannerSchema,
  channels: z.object({ title: z.string().min(1), intro: z.string().min(1), cards: z.array(ChannelCardSchema).min(1) }),
  testimonial: TestimonialSchema.required({ highlight: true }),
  values: z.object({
    eyebrow: z.string().min(1),
    headlinePrefix: z.string().min(1),
    /** Typed one after the other. */
    words: z.array(z.string().min(1)).min(2),
    intro: z.string().min(1),
    cards: z.array(ValueCardSchema).length(3),
  }),
  closing: z.object({
    title: z.string().min(1),
    text: z.string().min(1),
    ctaText: z.string().min(1),
    guarantee: z.string().min(1),
    rotatingLead: z.string().min(1),
    rotatingValues: z.array(z.object({ value: z.string().min(1), suffix: z.string().min(1) })).min(2),
  }),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;


// --- Product pages (SafeOpt, Minty, Minty Cashback Boost) -------------------

/** A link a page shows as a button: an internal path or an https URL (opened in a new tab). */
const LinkSchema = z.object({ text: z.string().min(1), href: HrefSchema });

/** What every product page opens with: eyebrow, h1 (with **emphasis**), intro and three short promises. */
const ProductHeroSchema = z.object({
  eyebrow: z.string().min(1),
  title: RichTextSchema,
  text: z.string().min(1),
  promises: z.array(z.string().min(1)).length(3),
  /** Opens the contact modal, preselected to the page's product. */
  ctaText: z.string().min(1),
});

const FeatureSchema = z.object({ icon: IconNameSchema, title: z.string().min(1), text: z.string().min(1) });
export type Feature = z.infer<typeof FeatureSchema>;

const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type StatItem = z.infer<typeof StatSchema>;

const ClosingSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  ctaText: z.string().min(1),
  guarantee: z.string().min(1).optional(),
});

/** A customer wordmark under public/images/logos, for logo walls and loops. */
export const LogoSchema = StaticImageSchema.extend({ alt: z.string().min(1), title: z.string().min(1), href: HrefSchema.optional() });
export type Logo = z.infer<typeof LogoSchema>;

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

export const MintyContentSchema = z.object({
  hero: ProductHeroSchema.extend({ logo: ResponsiveImageSchema, image: ResponsiveImageSchema, imageAlt: z.string().min(1) }),
  claim: z.object({ value: z.string().min(1), text: z.string().min(1) }),
  screenshots: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    slides: z.array(z.object({ image: ResponsiveImageSchema, alt: z.string().min(1), title: z.string().min(1), caption: z.string().min(1) })).min(3),
  }),
  features: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), items: z.array(FeatureSchema).length(4) }),
  stats: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), items: z.array(StatSchema).length(4) }),
  testimonials: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    items: z.array(TestimonialSchema.pick({ quote: true, author: true, title: true, company: true })).min(3),
  }),
  chromeStore: z.object({ rating: z.literal("4.6/5"), text: z.string().min(1), linkText: z.string().min(1) }),
  closing: ClosingSchema,
});
export type MintyContent = z.infer<typeof MintyContentSchema>;

export const BoostContentSchema = z.object({
  hero: ProductHeroSchema.extend({ image: ResponsiveImageSchema, imageAlt: z.string().min(1), stats: z.array(StatSchema).length(4) }),
  steps: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(FeatureSchema).length(4),
  }),
  features: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1), items: z.array(FeatureSchema).length(6) }),
  brands: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    quote: TestimonialSchema.pick({ quote: true, author: true, title: true, company: true }),
    logos: z.array(LogoSchema).min(6),
  }),
  closing: ClosingSchema,
});
export type BoostContent = z.infer<typeof BoostContentSchema>;
