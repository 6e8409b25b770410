import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 12,
  slug: "rapala",
  approval: "placeholder",
  title: "How Rapala Grew Recovered Revenue by 22% with SafeOpt and Minty",
  description:
    "Anglers shopping with Rapala often build large carts of lures, lines and tools. SafeOpt recovered more of those carts, and Minty’s cashback offers encouraged shoppers to complete larger orders, lifting recovered revenue by 22%.",
  summary: [
    "Rapala’s online customers include dedicated anglers who know exactly what they want and casual shoppers preparing for the season. Both groups frequently left carts behind while they compared products or waited for a trip to be confirmed.",
    "SafeOpt followed up with abandoning shoppers using reminders that featured their chosen tackle, while Minty offered personalized cashback to shoppers at checkout, an incentive that nudged many to add one more item before completing their order.",
    "Recovered revenue grew by 22%, and average order value on recovered orders rose, giving Rapala a profitable channel ahead of each fishing season.",
  ],
  results: [
    { value: "22%", label: "lift in recovered revenue" },
    { value: "19%", label: "higher average order value on recovered orders" },
    { value: "5.1x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/rapala.svg",
  type: "case-study",
  industry: "Outdoors",
  product: "safeopt",
  logo: "/images/logos/rapala.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/rapala.pdf",
  testimonial: {
    quote:
      "SafeOpt brings anglers back to finish their orders, and Minty’s cashback gives them a reason to add that extra lure. Together they have become a dependable part of our season planning.",
    author: "Erik Lundgren",
    title: "Director of Digital Commerce",
    company: "Rapala",
    headshot: "/images/people/erik-lundgren.svg",
  },
} satisfies CaseStudy;
