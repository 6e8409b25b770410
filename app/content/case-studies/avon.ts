import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 3,
  slug: "avon",
  approval: "placeholder",
  title: "How Avon Increased Its Click-to-Sale Rate by 55.53% with SafeOpt",
  description:
    "Avon’s online store drew millions of beauty shoppers, but most browsed, compared shades and left before checkout. With SafeOpt, Avon reached those high-intent shoppers directly in their inboxes, including visitors who had never logged in, and turned far more clicks into completed orders.",
  summary: [
    "Beauty shoppers research carefully: they compare shades, read reviews and often leave a full cart to think it over. Avon’s existing abandonment emails only reached signed-in customers, which left the majority of its high-intent traffic out of reach once they closed the tab.",
    "Avon launched SafeOpt on its e-commerce site in under two weeks. SafeOpt matched anonymous visitors against its permissioned audience network and sent timely, on-brand reminders featuring the exact products each shopper had viewed, while Avon’s own program continued to handle known customers.",
    "Because SafeOpt runs on CPA-only pricing, Avon paid only for sales the channel generated. Within the first quarter, the click-to-sale rate on recovered sessions rose by more than half, and SafeOpt became one of the most efficient channels in Avon’s digital mix.",
  ],
  results: [
    { value: "55.53%", label: "click-to-sale rate increase" },
    { value: "27%", label: "more abandoned carts recovered" },
    { value: "4.1x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/avon.svg",
  type: "case-study",
  industry: "Beauty + Cosmetics",
  product: "safeopt",
  logo: "/images/logos/avon.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/avon.pdf",
  testimonial: {
    quote:
      "SafeOpt reached shoppers our own emails never could. The lift in click-to-sale rate showed up in the first few weeks, and because we only pay for results, it was an easy channel to scale.",
    author: "Renee Whitaker",
    title: "Director of E-commerce",
    company: "Avon",
    headshot: "/images/people/renee-whitaker.svg",
  },
} satisfies CaseStudy;
