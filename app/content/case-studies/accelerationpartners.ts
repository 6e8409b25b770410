import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 4,
  slug: "accelerationpartners",
  approval: "placeholder",
  title: "How Acceleration Partners Added a Performance-Only Recovery Channel for Its Brand Clients",
  description:
    "Acceleration Partners manages affiliate and partnership programs for leading global brands. By adding SafeOpt as a CPA-based partner, the agency gave its clients a new source of incremental revenue that fits neatly into the performance model they already trust.",
  summary: [
    "Partnership programs live and die by measurable, incremental results. Acceleration Partners was looking for a partner that could recover abandoning shoppers for its clients without asking them to take on new media risk or long setup cycles.",
    "SafeOpt slotted into the agency’s existing partner workflow: each client paid a commission only on attributed sales, with no setup fees and no long-term contracts. Acceleration Partners’ team used SafeOpt’s reporting to show clients exactly which revenue was recovered and how it compared with other partners in the program.",
    "After a successful pilot with a handful of retail clients, the agency rolled SafeOpt out across a dozen brand programs. Clients saw consistent returns, and the agency strengthened its position as a source of new, accountable growth channels.",
  ],
  results: [
    { value: "12", label: "brand programs launched in the first year" },
    { value: "9.6x", label: "average return on ad spend across clients" },
    { value: "100%", label: "of spend tied to attributed sales" },
  ],
  image: "/images/case-studies/accelerationpartners.svg",
  type: "case-study",
  industry: "Partnerships",
  product: "safeopt",
  logo: "/images/logos/accelerationpartners.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/accelerationpartners.pdf",
  testimonial: {
    quote:
      "Our clients expect every partner to prove its value. SafeOpt does exactly that: transparent attribution, CPA-only pricing and revenue our brands would otherwise have left on the table.",
    author: "Michael Torrance",
    title: "Senior Partner Development Manager",
    company: "Acceleration Partners",
    headshot: "/images/people/michael-torrance.svg",
  },
} satisfies CaseStudy;
