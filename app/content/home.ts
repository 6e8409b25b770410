import brandsStacked from "#app/assets/home/brands-stacked.svg?w=576;768;1152&responsive";
import brandsWide from "#app/assets/home/brands-wide.svg?w=1200;1600;2400&responsive";
import { heroImage } from "#app/assets/home/hero-image.ts";
import trustCardsSprite from "#app/assets/home/trust-cards.svg?w=480;720&responsive";
import { ratingBox, shopperBox } from "#app/assets/home/trust-cards-layout.ts";
import testimonialAuthor from "#app/assets/home/testimonial-author.svg?w=48;96;144&responsive";
import { site } from "#app/config/site.ts";
import { z } from "#app/forms/zod.ts";
import { customerLogos } from "#app/content/customer-logos.ts";
import { homeChannelArt } from "#app/content/home-channel-art.ts";
import { type HomeContent, HomeContentSchema } from "#app/content/home.schema.ts";
import { CroppedArtSchema } from "#app/content/product-page.schema.ts";

// Home's copy and records, validated at build time. Only the route's loader imports it, so neither copy nor zod is in the
// page's JavaScript. Rich text accepts `**bold**` only; every claim is an approved marketing claim.

const palette = (product: "safeopt" | "minty" | "boost") => ({
  primaryColor: `var(--color-${product})`,
  accentColor: `var(--color-${product}-accent)`,
  bgColor: `var(--color-${product}-bg)`,
  borderColor: `var(--color-${product}-border)`,
});

// Intrinsic sizes of the SVGs drawn by tools/art/site/.
const logos = {
  safeopt: { src: "/images/logos/safeopt.svg", width: 161, height: 48 },
  minty: { src: "/images/logos/minty.svg", width: 130, height: 48 },
  boost: { src: "/images/logos/minty-cashback-boost.svg", width: 265, height: 48 },
};

// The trust cards' pictures (one sprite) and the brand wall are SVG drawings shipped as AVIF/WebP: they load with the page,
// and an SVG `<img>` is laid out on the main thread.
const shoppers = [
  { alt: "Maya, a Minty shopper", fallback: "MR" },
  { alt: "Daniel, a Minty shopper", fallback: "DK" },
  { alt: "Amara, a Minty shopper", fallback: "AO" },
  { alt: "Kenji, a Minty shopper", fallback: "KT" },
  { alt: "Sofia, a Minty shopper", fallback: "SL" },
].map((shopper, index) => ({ ...shopper, picture: { sprite: trustCardsSprite, box: shopperBox(index) } }));

export const homeContent: HomeContent = HomeContentSchema.parse({
  hero: {
    eyebrow: site.tagline,
    headline: "Turn Lost Shoppers Into **Loyal Customers**",
    subheadlines: [
      "Re-engage high-intent shoppers in their inbox, even the anonymous ones, and bring them back with cashback rewards they love.",
      "CPA-only pricing. No setup costs. No long-term contracts.",
    ],
    ctaText: "Get Started",
    image: heroImage,
    imageAlt:
      "A shopper leaves a store without buying; a SafeOpt email with 5% cashback brings them back, and the order is recovered.",
    highlights: [
      { icon: "shopping-cart", title: "Left without buying", detail: "Trail Runner · $128.00", tone: "coral" },
      { icon: "mail-open", title: "SafeOpt email opened", detail: "Just now", tone: "safeopt" },
      { icon: "coins", title: "5% cashback activated", detail: "Order completed", tone: "minty" },
    ],
  },
  trustCards: [
    {
      icon: "heart",
      label: "Shoppers",
      title: "Loved by 200M+ Savvy Shoppers",
      text: "Shoppers save with Minty cashback and hear about offers they actually want, so your message reaches people ready to buy.",
      avatars: shoppers,
      avatarsCount: "200M+",
    },
    {
      icon: "trending-up",
      label: "Marketers",
      title: "Built for Performance Marketers",
      text: "Marketers rate us 4.8/5 for results they can measure and a team that answers.",
      rating: {
        picture: { sprite: trustCardsSprite, box: ratingBox },
        alt: `Rated 4.8 out of 5 stars on ${site.reviewPlatform.name}`,
        text: `4.8/5 on ${site.reviewPlatform.name}`,
      },
      link: { href: site.reviewPlatform.url, text: `Read the reviews on ${site.reviewPlatform.name}` },
    },
  ],
  brands: {
    title: "Trusted by Thousands of Growing Brands",
    href: "/success-stories",
    linkText: "See their success stories",
    // The drawing shows the logo walls' wordmarks in their order (tools/art/content/brands-banner.ts).
    alt: `Brands growing with ${site.name}: ${customerLogos.slice(0, -1).map((logo) => logo.alt).join(", ")} and ${customerLogos.at(-1)?.alt}`,
    wide: brandsWide,
    stacked: brandsStacked,
  },
  channels: {
    title: "New Growth Channels Built for Performance",
    intro: "Three channels with one goal: growth you can measure. Start with one and add the others when you are ready.",
    cards: [
      {
        name: "SafeOpt",
        tagline: "Revenue recovery & direct-to-inbox retargeting",
        description:
          "Re-engage high-intent shoppers, **including anonymous ones**, through a network of **450M+ permissioned shopper emails**. You pay only for the sales it brings.",
        features: [
          { icon: "mail", text: "Direct-to-inbox retargeting" },
          { icon: "user-search", text: "Anonymous shopper recovery" },
          { icon: "badge-dollar-sign", text: "CPA-only pricing" },
          { icon: "shield-check", text: "Guaranteed ROAS" },
        ],
        ...palette("safeopt"),
        ctaText: "Explore SafeOpt",
        ctaLink: "/safeopt",
        logo: logos.safeopt,
      },
      {
        name: "Minty",
        tagline: "AI-powered loyalty & shopping assistant",
        description:
          "A browser-extension shopping companion that rewards shoppers with **cashback** and brings them back to buy again. **Rated 4.6/5** on the Chrome Web Store.",
        features: [
          { icon: "sparkles", text: "AI shopping assistant" },
          { icon: "puzzle", text: "Browser extension" },
          { icon: "wallet", text: "Cashback rewards" },
          { icon: "repeat", text: "Repeat purchases" },
        ],
        ...palette("minty"),
        ctaText: "Discover Minty",
        ctaLink: "/minty",
        logo: logos.minty,
      },
      {
        name: "Minty Cashback Boost",
        tagline: "Personalized cashback in every SafeOpt email",
        description:
          "An add-on that puts **personalized cashback offers** into your SafeOpt emails, giving returning shoppers one more reason to complete the order.",
        features: [
          { icon: "mail-plus", text: "Offers inside SafeOpt emails" },
          { icon: "target", text: "Personalized per shopper" },
          { icon: "percent", text: "Cashback, not discounts" },
          { icon: "trending-up", text: "More completed orders" },
        ],
        ...palette("boost"),
        ctaText: "Meet Cashback Boost",
        ctaLink: "/minty-cashback-boost",
        logo: logos.boost,
      },
    ],
  },
  testimonial: {
    quote:
      "SafeOpt reached shoppers we had no way to contact before, and it paid for itself in the first weeks. We’re seeing close to 10x ROI with nothing to set up and nothing to manage.",
    author: "Jordan Ellis",
    title: "Head of Lifecycle Marketing",
    company: "Harbor & Pine",
    highlight: { value: "10x", label: "ROI" },
    // Drawn by tools/art/content/ with every other person on the site; shown 48 px wide.
    portrait: testimonialAuthor,
  },
  values: {
    eyebrow: "One partner, the whole journey",
    headlinePrefix: "Built to Drive",
    words: ["Awareness", "Conversions", "Loyalty"],
    intro: "Reach new shoppers, win back the ones who left and keep them coming back, all on pay-for-performance terms.",
    cards: [
      {
        icon: "globe",
        title: "Network Reach",
        stat: "450M+",
        statLabel: "permissioned shopper emails",
        description: "Reach high-intent shoppers across our audience network, including visitors who never gave you their email.",
      },
      {
        icon: "brain-circuit",
        title: "Intelligent Remarketing",
        stat: "55.53%",
        statLabel: "click-to-sale rate increase",
        description: "Machine learning chooses who to re-engage, when, and with which offer, so every email lands at the moment of intent.",
      },
      {
        icon: "heart-handshake",
        title: "Lasting Loyalty",
        stat: "200M+",
        statLabel: "savvy shoppers",
        description: "Cashback rewards and an AI shopping assistant bring shoppers back for more: a 30% repeat purchase lift.",
      },
    ],
  },
  closing: {
    title: `Ready to ${site.name}?`,
    text: "Tell us about your goals and a growth expert will show you what SafeOpt and Minty can add to your revenue.",
    ctaText: "Talk to an Expert",
    guarantee: "Performance Guaranteed",
    rotatingLead: "Brands growing with us see",
    rotatingValues: [
      { value: "220%", suffix: "new customer growth" },
      { value: "55.53%", suffix: "click-to-sale rate increase" },
      { value: "30%", suffix: "repeat purchase lift" },
      { value: "3.2x", suffix: "engagement" },
    ],
  },
  seo: { title: `${site.name} | ${site.tagline}`, description: site.description },
});

// The channel cards' art (home-channel-art.ts) is validated here with the rest of Home's content.
z.record(z.string(), CroppedArtSchema).parse(homeChannelArt);
