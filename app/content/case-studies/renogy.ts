import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 14,
  slug: "renogy",
  approval: "placeholder",
  title: "How Renogy Recovered More High-Ticket Solar Orders with SafeOpt",
  description:
    "Renogy’s solar panels, batteries and power kits are major purchases for homeowners, RV owners and off-grid enthusiasts. SafeOpt re-engaged shoppers who left complex carts behind and recovered more high-ticket orders on a pay-for-performance basis.",
  summary: [
    "Designing a solar setup takes time. Renogy shoppers often assemble multi-component carts, then leave to check specifications, measure their roof or van, or compare prices.",
    "SafeOpt followed up with these high-intent visitors, including shoppers who had never signed up for Renogy’s emails, and reminded them of the complete system they had built, making it easy to return and check out.",
    "Recovered orders carried a notably higher average order value than the store average, and CPA-only pricing meant Renogy paid only for the sales SafeOpt delivered.",
  ],
  results: [
    { value: "25%", label: "higher average order value on recovered orders" },
    { value: "16%", label: "lift in recovered revenue" },
    { value: "8.3x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/renogy.svg",
  type: "case-study",
  industry: "Home",
  product: "safeopt",
  logo: "/images/logos/renogy.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/renogy.pdf",
} satisfies CaseStudy;
