import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 15,
  slug: "splendidspoon",
  approval: "placeholder",
  title: "How Splendid Spoon Recovered 24% More First-Time Subscribers with SafeOpt",
  description:
    "Splendid Spoon delivers plant-based smoothies, soups and meals on a subscription basis. SafeOpt helped the brand bring back visitors who explored a plan but did not subscribe, recovering 24% more first subscription orders.",
  summary: [
    "Starting a meal subscription is a commitment, and many Splendid Spoon visitors browsed menus and plan options before leaving to think it over. Without an email address, the brand had no way to continue the conversation.",
    "SafeOpt reached those shoppers with reminders that highlighted the plan and dishes they had explored, timed around weekly menu updates so each message felt fresh and relevant.",
    "First subscription orders from recovered visitors rose by 24%, and because those customers stayed subscribed, the lifetime value of SafeOpt-recovered customers was well above the cost of acquiring them.",
  ],
  results: [
    { value: "24%", label: "more first subscription orders recovered" },
    { value: "38%", label: "average open rate" },
    { value: "6.1x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/splendidspoon.svg",
  type: "case-study",
  industry: "Food + Beverage",
  product: "safeopt",
  logo: "/images/logos/splendidspoon.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/splendidspoon.pdf",
  testimonial: {
    quote:
      "SafeOpt helps us reconnect with people who were curious about plant-based eating but were not quite ready. Many of them are now loyal subscribers.",
    author: "Hannah Pierce",
    title: "Senior Manager, Lifecycle Marketing",
    company: "Splendid Spoon",
    headshot: "/images/people/hannah-pierce.svg",
  },
} satisfies CaseStudy;
