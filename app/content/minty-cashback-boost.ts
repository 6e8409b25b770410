import hero from "#app/assets/boost/hero.svg?w=400;560;720;960;1440&priority&responsive";
import { checkoutSurface } from "#app/assets/boost/surface.ts";
import { customerLogos } from "#app/content/customer-logos.ts";
import { type BoostContent, BoostContentSchema } from "#app/content/minty-cashback-boost.schema.ts";

// The Boost page's copy, validated at build time; only the route's loader imports it.
export const boostContent: BoostContent = BoostContentSchema.parse({
  hero: {
    eyebrow: "Minty Cashback Boost",
    title: "Give Every Recovered Shopper **a Reason to Buy Now**",
    text: "Cashback Boost adds a personalized Minty cashback offer to your SafeOpt emails, so shoppers who come back complete bigger orders, and come back again.",
    promises: ["Works inside SafeOpt emails", "Personalized per shopper", "Pay only on completed orders"],
    ctaText: "Get Started",
    image: hero,
    imageAlt: "A SafeOpt email in an inbox with a highlighted Cashback Boost offer of 10% back.",
    // Phones: the email's body with the boost offer and "Activate", words at 11 px and more (whole drawing: 6 px).
    phoneCrop: { x: 176, y: 176, width: 476, height: 480 },
    // Tablets: the whole email body, words at 10 px and more in the 478 px column at 1024 px (whole drawing: 6 px).
    tabletCrop: { x: 72, y: 168, width: 580, height: 480 },
    stats: [
      { value: "55.53%", label: "click-to-sale rate increase" },
      { value: "30%", label: "repeat purchase lift" },
      { value: "220%", label: "new customer growth" },
      { value: "3.2x", label: "engagement" },
    ],
  },
  steps: {
    eyebrow: "How it works",
    title: "From Offer to Order in Four Steps",
    intro: "Boost rides on the SafeOpt emails you already send. Nothing new to build.",
    items: [
      { icon: "gift", title: "Offer", text: "A returning shopper’s SafeOpt email carries a cashback offer picked for them." },
      { icon: "mouse-pointer-click", title: "Click", text: "They click through to your store with the offer attached to their visit." },
      { icon: "zap", title: "Activate", text: "Minty activates the cashback automatically, no codes to copy or forget." },
      { icon: "shopping-bag", title: "Purchase", text: "They complete the order, earn their cashback, and you pay only for the sale." },
    ],
    surface: {
      ...checkoutSurface,
      alt: "A shopper’s checkout at the store, its order summary showing Cashback Boost applied: +10% back on top of the Minty cashback.",
    },
  },
  features: {
    eyebrow: "Why Boost",
    title: "More Orders From the Shoppers You Recover",
    intro: "Every feature is built for performance marketers who answer for revenue, not vanity metrics.",
    items: [
      { icon: "target", title: "Personalized offers", text: "Each shopper sees the cashback most likely to convert them, based on what they browsed." },
      { icon: "mail-plus", title: "Built into SafeOpt", text: "Offers appear inside the SafeOpt emails you already send: no new channel to manage." },
      { icon: "badge-dollar-sign", title: "Performance pricing", text: "Like SafeOpt, Boost is CPA-only: no setup costs, no long-term contracts." },
      { icon: "repeat", title: "Repeat purchases", text: "Cashback lands in the shopper’s Minty wallet, a reason to return for the next order." },
      { icon: "shield-check", title: "Margin protection", text: "Set your limits once; Boost never offers more than your rules allow." },
      { icon: "chart-line", title: "Clear reporting", text: "See every boosted order, its cashback and its return on ad spend in one dashboard." },
    ],
  },
  brands: {
    eyebrow: "Trusted brands",
    title: "Growing Brands Boost Their Recovered Revenue",
    quote: {
      quote: "Adding Cashback Boost to our SafeOpt emails was the easiest win of the year. Recovered shoppers now buy more per order, and many of them come back.",
      author: "Dana Whitfield",
      title: "VP of Lifecycle Marketing",
      company: "Cedar Hearth Home",
    },
    logos: customerLogos,
  },
  closing: {
    title: "Ready to Boost Your Recovered Revenue?",
    text: "See what a personalized cashback offer adds to every SafeOpt email you send.",
    ctaText: "Talk to an Expert",
    guarantee: "Performance Guaranteed",
  },
  seo: {
    title: "Minty Cashback Boost: Personalized Cashback in Every SafeOpt Email",
    description:
      "Minty Cashback Boost adds personalized cashback offers to your SafeOpt emails, so recovered shoppers complete bigger orders and come back again. CPA-only pricing.",
  },
});
