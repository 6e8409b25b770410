import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 7,
  slug: "gourmetgiftbaskets",
  approval: "placeholder",
  title: "How Gourmet Gift Baskets Achieved Nearly 10x ROI During the Holiday Rush with SafeOpt",
  description:
    "For Gourmet Gift Baskets, the fourth quarter makes the year. SafeOpt helped the brand recover last-minute gift shoppers who left before checkout, delivering close to a tenfold return through the holiday season.",
  summary: [
    "Gift shoppers move fast and compare often. During the holiday peak, Gourmet Gift Baskets saw record traffic, but a large share of visitors abandoned their carts while they weighed delivery dates and options.",
    "SafeOpt launched ahead of the season with no setup costs. It followed up with high-intent shoppers, including first-time visitors the brand had never emailed, and highlighted the exact baskets they had considered along with delivery cut-off reminders.",
    "Recovered orders climbed throughout November and December. Because the brand only paid for completed sales, SafeOpt delivered close to 10x ROI and became a fixture of its holiday planning.",
  ],
  results: [
    { value: "9.8x", label: "return on investment in Q4" },
    { value: "34%", label: "more revenue recovered during the holidays" },
    { value: "52%", label: "of recovered buyers were new customers" },
  ],
  image: "/images/case-studies/gourmetgiftbaskets.svg",
  type: "case-study",
  industry: "Food + Beverage",
  product: "safeopt",
  logo: "/images/logos/gourmetgiftbaskets.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/gourmetgiftbaskets.pdf",
  testimonial: {
    quote:
      "We saw close to a 10x return on SafeOpt over the holidays. It was live within days, it reached shoppers we had no other way to contact, and we only paid when they bought.",
    author: "Linda Caruso",
    title: "Director of Marketing",
    company: "Gourmet Gift Baskets",
    headshot: "/images/people/linda-caruso.svg",
  },
} satisfies CaseStudy;
