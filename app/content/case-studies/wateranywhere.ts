import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 13,
  slug: "wateranywhere",
  approval: "placeholder",
  title: "How Water Anywhere Turned Research-Heavy Browsers into Buyers with SafeOpt",
  description:
    "Water Anywhere sells water filtration systems for camping, travel and emergency preparedness, products shoppers research carefully before buying. SafeOpt re-engaged those visitors with helpful reminders and recovered a substantial share of lost sales.",
  summary: [
    "Shoppers comparing water filters want to understand capacity, filtration ratings and the right fit for their trip or household. Water Anywhere’s visitors often left to research further and never returned to the store.",
    "SafeOpt identified high-intent visitors, including anonymous ones, and sent reminders that revisited the filters they had viewed. Follow-ups were spaced to match a longer research cycle rather than pushing for an immediate sale.",
    "The brand recovered a steady stream of orders that would otherwise have been lost, with a strong return on ad spend and no upfront investment.",
  ],
  results: [
    { value: "33%", label: "more sessions converted after a reminder" },
    { value: "4.7x", label: "return on ad spend" },
    { value: "$0", label: "setup costs" },
  ],
  image: "/images/case-studies/wateranywhere.svg",
  type: "case-study",
  industry: "Outdoors",
  product: "safeopt",
  logo: "/images/logos/wateranywhere.svg",
} satisfies CaseStudy;
