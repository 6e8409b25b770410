import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 8,
  slug: "spotonfence",
  approval: "placeholder",
  title: "How SpotOn Fence Recovered 29% More High-Value Checkouts with SafeOpt",
  description:
    "SpotOn’s GPS dog fence is a significant purchase, and pet owners often research for weeks before committing. SafeOpt kept the brand top of mind with well-timed reminders, recovering more high-value checkouts along the way.",
  summary: [
    "Pet owners considering a GPS containment collar want to be sure it will keep their dog safe. SpotOn saw strong interest on its product pages, but many visitors left to compare options and never came back.",
    "SafeOpt identified those high-intent visitors and sent a measured sequence of reminders that revisited the product they had viewed and answered common questions about coverage and setup, reaching anonymous shoppers as well as known ones.",
    "The result was a steady increase in recovered checkouts and a higher average order value on recovered sales, with SafeOpt’s performance-based pricing keeping acquisition costs predictable.",
  ],
  results: [
    { value: "29%", label: "more checkouts recovered" },
    { value: "5.8x", label: "return on ad spend" },
    { value: "17%", label: "higher average order value on recovered orders" },
  ],
  image: "/images/case-studies/spotonfence.svg",
  type: "case-study",
  industry: "Pets",
  product: "safeopt",
  logo: "/images/logos/spotonfence.svg",
  testimonial: {
    quote:
      "Our customers think carefully before they buy, and SafeOpt brings them back at the right moment. It has become one of our most reliable sources of incremental sales.",
    author: "Travis Holloway",
    title: "E-commerce Manager",
    company: "SpotOn Fence",
    headshot: "/images/people/travis-holloway.svg",
  },
} satisfies CaseStudy;
