// Phones draw the whole frame 3.2 times their box: up to 2560 px, so a two-density phone's crop is as sharp as its screen.
import poster from "#app/assets/safeopt/video-poster.svg?w=480;640;720;960;1280;1600;2000;2560&priority&responsive";
// 640–1279 px: the poster's crop fills a 592–640 px box, drawing the frame up to 2070 px wide (4140 at 2×).
import posterTablet from "#app/assets/safeopt/video-poster.svg?w=1600;2000;2560;3200;4160&priority&responsive";
import benefit1 from "#app/assets/safeopt/benefit-1.svg?w=320;480;640;720;960;1280;1600&responsive";
import benefit2 from "#app/assets/safeopt/benefit-2.svg?w=320;480;640;720;960;1280;1600&responsive";
import benefit3 from "#app/assets/safeopt/benefit-3.svg?w=320;480;640;720;960;1280;1600&responsive";
import benefit4 from "#app/assets/safeopt/benefit-4.svg?w=320;480;640;720;960;1280;1600&responsive";
import { reportingSurface } from "#app/assets/safeopt/surface.ts";
import videoMp4 from "#app/assets/safeopt/safeopt-demo.mp4";
import videoWebm from "#app/assets/safeopt/safeopt-demo.webm";
import { site } from "#app/config/site.ts";
import { customerLogos } from "#app/content/customer-logos.ts";
import { type SafeOptContent, SafeOptContentSchema } from "#app/content/safeopt.schema.ts";
import { safeOptFeaturedStoryIds } from "#app/content/stories/index.ts";

// The SafeOpt page's copy, validated at build time; only the route's loader imports it.
export const safeOptContent: SafeOptContent = SafeOptContentSchema.parse({
  hero: {
    eyebrow: "SafeOpt",
    title: "Turning Browsers **Into Buyers**",
    text: "SafeOpt recognizes the high-intent shoppers who leave your store, including the anonymous ones, and brings them back with a personal message in their inbox. You pay only when they buy.",
    promises: ["450M+ permissioned shopper emails", "CPA-only pricing", "No setup costs or contracts"],
    ctaText: "Get Started",
    secondaryCta: { text: "Learn More", href: "/success-stories" },
    video: {
      // Hashed file names: cached for a year, replaced by a new name when re-encoded.
      mp4: videoMp4,
      webm: videoWebm,
      poster,
      posterTablet,
      label:
        "SafeOpt at work: a shopper adds a product to the cart and leaves, receives a “Still thinking about it?” email, comes back and completes the order as recovered revenue grows.",
      // Below 1280 px the poster shows the store's product column, words at 10 px and more (the whole frame: 3 px);
      // the play control sits in its empty top-right corner.
      phoneCrop: { x: 436, y: 200, width: 396, height: 376 },
    },
  },
  reviewBadge: {
    rating: 4.8,
    ratedBy: "Rated by performance marketers",
    verified: "Verified reviews",
    alt: `Rated 4.8 out of 5 by performance marketers on our review page`,
    reviews: [
      { quote: "Paid for itself in the first week.", role: "Growth lead, apparel", rating: 5 },
      { quote: "Our best ROAS channel by far.", role: "Head of ecommerce", rating: 5 },
      { quote: "Live in a single afternoon.", role: "Performance marketer", rating: 5 },
    ],
    link: { text: "Read the reviews", href: site.externalUrls.reviews },
  },
  benefits: {
    eyebrow: "Why SafeOpt",
    title: "Recover Revenue You Are Already Paying For",
    intro: "Most visitors leave without a trace. SafeOpt finds the ones who meant to buy and turns your traffic into orders.",
    // Words at 10 px and more: phones (343 px box) show a 372 × 310 region; 640–1023 px the whole picture; 1024–1279 px
    // (a 469–603 px column) the window's content without title bar and status pill, 512 × 316; from 1280 px the whole picture.
    items: [
      {
        title: "Recover anonymous shoppers",
        text: "Our audience network of **450M+ permissioned shopper emails** lets SafeOpt recognize visitors who never signed up, so you reach the 95% who leave without converting, not just the few you already know.",
        image: benefit1,
        imageAlt: "An anonymous visitor silhouette becomes a recognized shopper profile with an email address and the products they viewed.",
        // Phones show the recognized shopper, from the fingerprint to her card, and what she did on the store.
        phoneCrop: { x: 236, y: 80, width: 372, height: 310 },
        tabletCrop: { x: 64, y: 76, width: 512, height: 316 },
      },
      {
        title: "Direct-to-inbox retargeting",
        text: "Instead of chasing shoppers with banner ads, SafeOpt sends a **personalized email with the exact products** they looked at, landing where people actually decide to buy.",
        image: benefit2,
        imageAlt: "A personalized email showing the product a shopper left behind arrives at the top of an inbox.",
        // Phones show the email, whole, over the inbox.
        phoneCrop: { x: 144, y: 80, width: 372, height: 310 },
        tabletCrop: { x: 64, y: 76, width: 512, height: 316 },
      },
      {
        title: "Pay only for results",
        text: "Performance-based **CPA-only pricing** with a guaranteed ROAS: you pay for recovered orders, never for sends, clicks or impressions.",
        image: benefit3,
        imageAlt: "A chart of orders rising while the cost per acquisition stays flat, labelled pay only for results.",
        // Phones show the cost per acquisition and the ROAS, the chart's latest bars and its legend.
        phoneCrop: { x: 232, y: 76, width: 372, height: 310 },
        tabletCrop: { x: 64, y: 76, width: 512, height: 316 },
      },
      {
        title: "Launch in days, not months",
        text: "**No setup costs and no long-term contracts.** Add one tag to your store, and our team handles audiences, creative and deliverability for you.",
        image: benefit4,
        imageAlt: "A launch checklist with every step ticked and a SafeOpt switch turned on.",
        // Phones show the tag, "SafeOpt is live" and the checklist's steps.
        phoneCrop: { x: 60, y: 80, width: 372, height: 310 },
        tabletCrop: { x: 64, y: 76, width: 512, height: 316 },
      },
    ],
    surface: {
      ...reportingSurface,
      alt: "SafeOpt’s reporting for one store: recovered revenue, return on ad spend, a chart of recovered revenue by day and the latest recovered orders.",
    },
  },
  stories: {
    eyebrow: "Success stories",
    title: "Brands Winning Back Their Shoppers",
    intro: "See how retailers of every size use SafeOpt to turn lost sessions into revenue.",
    ids: safeOptFeaturedStoryIds,
  },
  logoWall: {
    title: "Trusted by thousands of growing brands",
    logos: customerLogos,
    link: { text: "Read their stories", href: "/success-stories" },
  },
  closing: {
    title: "Ready to Recover Lost Revenue?",
    text: "Tell us about your store and a growth expert will show you how many shoppers SafeOpt can bring back.",
    ctaText: "Talk to an Expert",
    guarantee: "Performance Guaranteed",
  },
  seo: {
    title: "SafeOpt: Turning Browsers Into Buyers",
    description:
      "SafeOpt recovers lost revenue with direct-to-inbox retargeting that re-engages high-intent shoppers, including anonymous ones, on CPA-only pricing with no setup costs.",
  },
});
