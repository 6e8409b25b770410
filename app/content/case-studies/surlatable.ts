import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 5,
  slug: "surlatable",
  approval: "placeholder",
  title: "How Sur La Table Won Back High-Consideration Cookware Shoppers with SafeOpt",
  description:
    "Premium cookware is a considered purchase, and many Sur La Table shoppers left mid-research. SafeOpt helped the brand re-engage those visitors with personalized reminders, recovering more revenue from carts that would otherwise have gone cold.",
  summary: [
    "Sur La Table shoppers often browse for days before buying a new set of knives, a stand mixer or a piece of enameled cast iron. Many never create an account, which meant the brand had no way to follow up when they left.",
    "SafeOpt identified high-intent anonymous visitors through its permissioned shopper network and delivered reminder emails that featured the products they had viewed, with timing tuned to the longer buying cycle of premium kitchenware.",
    "The program recovered a meaningful share of revenue from anonymous sessions and lifted overall cart recovery, all on a cost-per-acquisition basis that kept the channel profitable from the first month.",
  ],
  results: [
    { value: "21%", label: "lift in recovered revenue" },
    { value: "38%", label: "of recovered orders from anonymous shoppers" },
    { value: "6.4x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/surlatable.svg",
  type: "case-study",
  industry: "Home",
  product: "safeopt",
  logo: "/images/logos/surlatable.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/surlatable.pdf",
  testimonial: {
    quote:
      "Our customers take their time, and SafeOpt respects that. The reminders feel like a helpful nudge rather than a hard sell, and the recovered revenue speaks for itself.",
    author: "Claire Donovan",
    title: "VP of Digital Marketing",
    company: "Sur La Table",
    headshot: "/images/people/claire-donovan.svg",
  },
} satisfies CaseStudy;
