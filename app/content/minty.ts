import hero from "#app/assets/minty/hero.svg?w=400;560;720;960;1440&priority&responsive";
import logo from "#app/assets/minty/logo.svg?w=160;320;480&responsive";
import screen1 from "#app/assets/minty/screen-1.svg?w=360;560;800;1200&responsive";
import screen2 from "#app/assets/minty/screen-2.svg?w=360;560;800;1200&responsive";
import screen3 from "#app/assets/minty/screen-3.svg?w=360;560;800;1200&responsive";
import screen4 from "#app/assets/minty/screen-4.svg?w=360;560;800;1200&responsive";
import { panelSurface } from "#app/assets/minty/surface.ts";
// Drawn by tools/art/content/ with every other person on the site; shown 40 px wide.
import portrait1 from "#app/assets/minty/testimonial-1.svg?w=40;80;120&responsive";
import portrait2 from "#app/assets/minty/testimonial-2.svg?w=40;80;120&responsive";
import portrait3 from "#app/assets/minty/testimonial-3.svg?w=40;80;120&responsive";
import { type MintyContent, MintyContentSchema } from "#app/content/minty.schema.ts";

// The Minty page's copy, validated at build time; only the route's loader imports it.
export const mintyContent: MintyContent = MintyContentSchema.parse({
  hero: {
    eyebrow: "Minty",
    title: "Your AI Shopping Assistant, **With Cashback Built In**",
    text: "Minty is the loyalty and shopping companion that lives in the browser. It finds shoppers the best deal and rewards them with cashback, so they come back to your store again and again.",
    promises: ["Cashback on every order", "Personalized recommendations", "Works where shoppers browse"],
    ctaText: "Get Started",
    logo,
    image: hero,
    imageAlt: "The Minty browser extension opens over a store’s product page and shows “5% cashback activated”.",
    // Phones: the Minty panel, header to "See all 3 offers", words at 11 px and more (whole drawing: 6 px).
    phoneCrop: { x: 548, y: 124, width: 396, height: 484 },
    // Tablets: the product page beside the panel, "Coastal Bottle" to "+$2.10 cashback", words at 10 px and more (whole: 6 px).
    tabletCrop: { x: 336, y: 120, width: 596, height: 570 },
  },
  claim: { value: "200M+", text: "savvy shoppers love saving with Minty" },
  screenshots: {
    eyebrow: "Inside Minty",
    title: "A Shopping Companion Shoppers Keep Coming Back To",
    intro: "From the first product page to the cashback in their wallet, Minty keeps your brand one click away.",
    slides: [
      {
        image: screen1,
        alt: "The Minty panel beside a product page, showing that cashback was found for this store.",
        title: "Cashback, found automatically",
        caption: "Minty spots cashback on your products the moment a shopper lands on the page.",
      },
      {
        image: screen2,
        alt: "A Minty deal card comparing prices and highlighting the best offer with cashback.",
        title: "The best deal, at a glance",
        caption: "Shoppers see your offer side by side with the savings they earn by buying now.",
      },
      {
        image: screen3,
        alt: "The Minty cashback wallet with a balance and a history of recent rewards.",
        title: "A wallet that brings them back",
        caption: "Every reward lands in the Minty wallet, a reason to return for the next order.",
      },
      {
        image: screen4,
        alt: "A personalized Minty feed recommending products picked for the shopper.",
        title: "Recommendations that feel personal",
        caption: "Minty’s AI suggests products each shopper is likely to love, including yours.",
      },
    ],
    // Phones: each screenshot's Minty panel, header to button, words at 12 px and more (whole: 5 px).
    phoneCrop: { x: 424, y: 80, width: 336, height: 400 },
    // Tablets: the whole panel under the browser bar with the product's name, price and "Add to cart" beside it: in the
    // narrowest slide (584 px at 640 px) the smallest words at 10 px and more (whole: 7 px).
    tabletCrop: { x: 176, y: 72, width: 576, height: 408 },
  },
  features: {
    eyebrow: "What Minty does",
    title: "Loyalty That Works While Shoppers Browse",
    items: [
      { icon: "bot", title: "AI shopping assistant", text: "Answers questions, compares options and guides shoppers to the right product in your store." },
      { icon: "coins", title: "Cashback rewards", text: "Shoppers earn cashback on every purchase, a reason to choose you today and to come back tomorrow." },
      { icon: "bell-ring", title: "Timely reminders", text: "Gentle nudges when a saved product drops in price or a reward is about to expire." },
      { icon: "puzzle", title: "One-click browser extension", text: "Installs in seconds from the Chrome Web Store and works on every product page." },
    ],
    surface: {
      ...panelSurface,
      alt: "Minty’s panel open over a store’s product page: 5% cashback with a button to activate it, and the assistant noting the price is 12% below usual.",
    },
  },
  stats: {
    eyebrow: "Results",
    title: "Numbers Brands Feel in Their Revenue",
    items: [
      { value: ">20%", label: "CTR" },
      { value: "30%+", label: "repeat purchase lift" },
      { value: "40-80%", label: "open rates" },
      { value: "80%", label: "lead generation rates" },
    ],
  },
  testimonials: {
    eyebrow: "Loved by brands",
    title: "What Marketers Say About Minty",
    items: [
      {
        quote: "Minty gave our shoppers a reason to come back. Repeat orders climbed within the first month, without a single blanket discount.",
        author: "Rachel Kim",
        title: "Head of Retention",
        company: "Glow Theory",
        portrait: portrait1,
      },
      {
        quote: "The cashback offers feel like a perk, not a coupon. Our best customers now hear from us at exactly the right moment.",
        author: "Marcus Bell",
        title: "Director of E-commerce",
        company: "Harbor & Pine",
        portrait: portrait2,
      },
      {
        quote: "Setting Minty up took an afternoon. It is now one of the few channels we can point to for lifetime value, not just clicks.",
        author: "Elena Torres",
        title: "VP of Growth",
        company: "Cedar Hearth Home",
        portrait: portrait3,
      },
    ],
  },
  chromeStore: {
    rating: "4.6/5",
    text: "rating on the Chrome Web Store",
    linkText: "Get Minty for Chrome",
  },
  closing: {
    title: "Ready to Grow With Minty?",
    text: "Put your brand in front of shoppers who are ready to buy, and reward them for coming back.",
    ctaText: "Talk to an Expert",
    guarantee: "Performance Guaranteed",
  },
  seo: {
    title: "Minty: Your AI Shopping Assistant With Cashback",
    description:
      "Minty is an AI-powered loyalty and shopping assistant: a browser extension that rewards shoppers with cashback and brings brands repeat purchases. Rated 4.6/5 on the Chrome Web Store.",
  },
});
