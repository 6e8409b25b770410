// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { ColorTokenSchema, HrefSchema, IconNameSchema, PageSeoSchema, ResponsiveImageSchema, RichTextSchema, SpriteViewSchema, StaticImageSchema, TestimonialSchema } from "#app/content/shared.schema.ts";

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
  /** With the initials shown until the picture loads. */
  avatars: z
    .array(
      z.object({
        picture: SpriteViewSchema,
        alt: z.string(),
        fallback: z.string().regex(/^[A-Z]{1,2}$/),
      }),
    )
    .optional(),
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
  /** From 1024 px: five wordmarks to a row. */
  wide: ResponsiveImageSchema,
  /** Below 1024 px: two to a row. */
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
  /** `portrait`: the author's drawing as raster files, shown in a round frame beside their name. */
  testimonial: TestimonialSchema.required({ highlight: true }).extend({ portrait: ResponsiveImageSchema.optional() }),
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
  seo: PageSeoSchema,
});
export type HomeContent = z.infer<typeof HomeContentSchema>;
