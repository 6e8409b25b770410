import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 17,
  slug: "getsoul",
  approval: "placeholder",
  title: "How Soul Reached More High-Intent Shoppers in a Restricted Ad Category with SafeOpt",
  description:
    "Advertising CBD and wellness products is restricted on many major ad platforms. SafeOpt gave Soul a compliant, permission-based way to reach high-intent shoppers directly in their inboxes and recover sales it had been losing.",
  summary: [
    "Soul’s CBD and wellness products face strict limits on the major ad platforms, which leaves few options for retargeting visitors who leave without buying. The brand needed a channel that worked within those constraints.",
    "SafeOpt delivered permission-based reminder emails to abandoning shoppers through its audience network, with messaging reviewed to meet Soul’s compliance guidelines. The program reached anonymous visitors as well as existing customers.",
    "Recovered revenue became a reliable contributor to monthly sales, and CPA-only pricing meant Soul paid only when a shopper completed a purchase.",
  ],
  results: [
    { value: "35%", label: "more revenue recovered from abandoned carts" },
    { value: "44%", label: "average open rate" },
    { value: "5.5x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/getsoul.svg",
  type: "case-study",
  industry: "CBD + Tobacco",
  product: "safeopt",
  logo: "/images/logos/getsoul.svg",
  testimonial: {
    quote:
      "With so many ad channels closed to us, SafeOpt opened a new path to our customers. It is compliant, it is performance-based, and it works.",
    author: "Nadia Brooks",
    title: "VP of Marketing",
    company: "Soul",
    headshot: "/images/people/nadia-brooks.svg",
  },
} satisfies CaseStudy;
