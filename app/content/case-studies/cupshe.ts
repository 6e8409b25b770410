import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 10,
  slug: "cupshe",
  approval: "placeholder",
  title: "How Cupshe Recovered 18% More Abandoned Carts with SafeOpt",
  description:
    "Swimwear and resort-wear brand Cupshe attracts huge seasonal traffic, much of it from first-time visitors. SafeOpt helped Cupshe re-engage those shoppers directly in their inboxes and recover 18% more abandoned carts.",
  summary: [
    "Cupshe’s traffic spikes every spring and summer as shoppers plan vacations and refresh their swimwear. Many add several styles to their carts to compare fits and colors, then leave without deciding.",
    "SafeOpt matched abandoning visitors to its 450M+ permissioned shopper emails and sent reminders that showcased the exact styles left behind. Emails were timed around Cupshe’s seasonal promotions so shoppers returned while their favorite sizes were still in stock.",
    "Cart recovery improved by 18% over the season, with strong open rates and a healthy return on ad spend, all without setup costs or a long-term commitment.",
  ],
  results: [
    { value: "18%", label: "more abandoned carts recovered" },
    { value: "47%", label: "average open rate" },
    { value: "7.2x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/cupshe.svg",
  type: "case-study",
  industry: "Apparel",
  product: "safeopt",
  logo: "/images/logos/cupshe.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/cupshe.pdf",
  testimonial: {
    quote:
      "SafeOpt gave us a way to follow up with shoppers we had never met before. The extra carts we recovered during peak season made a real difference to our results.",
    author: "Vivian Zhao",
    title: "Head of Retention Marketing",
    company: "Cupshe",
    headshot: "/images/people/vivian-zhao.svg",
  },
} satisfies CaseStudy;
