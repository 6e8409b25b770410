// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";

// Shared content schemas. Content modules parse their data as they load, so a malformed entry fails the build (prerendering
// imports every module). Relative imports only: the server loads case studies and webinars with plain Node.

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

/** "placeholder": copy written to build the site, not approved by the customer; the build reports how many are left. */
export const ApprovalSchema = z.enum(["placeholder", "approved"]);

export const SlugSchema = z.string().regex(/^[A-Za-z0-9-]+$/);

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
export const ResponsiveImageSchema = z
  .object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    srcSet: z.object({ avif: z.string().min(1), webp: z.string().min(1) }),
    src: z.string().startsWith("/"),
  })
  .meta({ editor: "image" });
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

/** One picture of a raster sprite, its box in CSS pixels: pictures shown together share one file, one request. */
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

/** A same-origin SVG under /images/, or one `<view>` of a sprite (`path#id`). An SVG `<img>` is parsed and laid out on the main
 * thread, so art a page shows as it loads comes from the raster pipeline (ResponsiveImageSchema). */
const PublicSvgPathSchema = z
  .string()
  .regex(/^\/images\/[\w/.-]+\.svg(#[\w-]+)?$/, "an SVG under /images/, or a view of one, e.g. /images/logos/avon.svg");

/** A file under public/images with its intrinsic size (for width/height attributes). */
export const StaticImageSchema = z.object({
  src: PublicSvgPathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** https URLs open in a new tab. */
export const HrefSchema = z
  .string()
  .regex(/^(\/[\w\-/.]*|https:\/\/\S+)$/, "Enter a page of this site (/help) or an address starting with https://")
  .meta({ editor: "link" });
export const ColorTokenSchema = z.string().regex(/^var\(--color-[a-z-]+\)$/);
export const RichTextSchema = z.string().min(1);

export const LinkSchema = z.object({ text: z.string().min(1), href: HrefSchema });

/** A customer wordmark under public/images/logos, for logo walls and loops. */
export const LogoSchema = StaticImageSchema.extend({ alt: z.string().min(1), title: z.string().min(1), href: HrefSchema.optional() });
export type Logo = z.infer<typeof LogoSchema>;

/** A page's title and description in search results and link previews, and the picture a shared link shows. */
export const PageSeoSchema = z
  .object({
    title: z
      .string()
      .min(1)
      .max(90)
      .meta({ description: "The browser tab and the search result's headline. The brand name is added after it unless the title names it already." }),
    description: z
      .string()
      .min(50, "Write at least 50 characters: search engines replace a shorter description with words of their own.")
      .max(300)
      .meta({ editor: "textarea", description: "One or two sentences under the headline in search results and link previews; about 155 characters show in full." }),
    image: z
      .string()
      .regex(/^\/[\w./-]+\.(?:png|jpe?g|webp)$/, "Choose a PNG, JPEG or WebP picture: link previews do not show SVG or AVIF.")
      .optional()
      .meta({ editor: "image", title: "Share image", description: "Shown when the page is shared. Without one, the page's main picture or the site's card is used." }),
  })
  .meta({ title: "Search and sharing" });
export type PageSeo = z.infer<typeof PageSeoSchema>;
