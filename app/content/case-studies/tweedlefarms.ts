import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 16,
  slug: "tweedlefarms",
  approval: "placeholder",
  title: "How Tweedle Farms Grew Repeat Orders with Minty Cashback Rewards",
  description:
    "Tweedle Farms makes natural, single-ingredient dog chews that pet owners reorder again and again. Minty’s AI shopping assistant and cashback rewards gave customers a reason to come back, lifting repeat orders while SafeOpt recovered first-time shoppers.",
  summary: [
    "Dog chews are a repeat purchase, but pet owners have plenty of places to buy them. Tweedle Farms wanted to keep its customers coming back directly rather than drifting to marketplaces.",
    "Minty surfaced personalized cashback offers to shoppers as they browsed, rewarding them for buying direct, while SafeOpt re-engaged first-time visitors who had left a cart behind.",
    "Repeat orders increased steadily, and customers who used Minty cashback returned sooner than those who did not, building a loyal base of direct customers.",
  ],
  results: [
    { value: "28%", label: "increase in repeat orders" },
    { value: "21%", label: "shorter time between purchases" },
    { value: "4.4x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/tweedlefarms.svg",
  type: "case-study",
  industry: "Pets",
  product: "minty",
  logo: "/images/logos/tweedlefarms.svg",
} satisfies CaseStudy;
