import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 6,
  slug: "stanley1913",
  approval: "placeholder",
  title: "How Stanley 1913 Drove a 30% Repeat Purchase Lift with Minty and SafeOpt",
  description:
    "Stanley 1913 combined SafeOpt’s revenue recovery with Minty’s AI shopping assistant and cashback rewards. The result was more recovered sales during busy product drops and a 30% lift in repeat purchases from shoppers who came back for more.",
  summary: [
    "Limited-edition colorways send waves of traffic to Stanley 1913’s store, and plenty of those visitors leave before buying. Stanley wanted to capture that demand without discounting its products, and to turn first-time buyers into repeat customers.",
    "SafeOpt re-engaged abandoning shoppers with timely reminders about the drinkware and gear they had viewed, while Minty gave shoppers personalized cashback offers at the moment of purchase, a reward that encouraged them to return for their next bottle, tumbler or cooler.",
    "Working together, the two products increased recovered revenue during launch weeks and lifted repeat purchases by 30%, giving Stanley 1913 a loyalty engine that paid for itself.",
  ],
  results: [
    { value: "30%", label: "repeat purchase lift" },
    { value: "24%", label: "more revenue recovered during product drops" },
    { value: "43%", label: "average open rate on recovery emails" },
  ],
  image: "/images/case-studies/stanley1913.svg",
  type: "case-study",
  industry: "Outdoors",
  product: "minty",
  logo: "/images/logos/stanley1913.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/stanley1913.pdf",
  testimonial: {
    quote:
      "Minty and SafeOpt work together beautifully. We recover shoppers who would have walked away, and the cashback rewards bring them back again, without us having to run blanket discounts.",
    author: "Jason Mercer",
    title: "Head of Growth Marketing",
    company: "Stanley 1913",
    headshot: "/images/people/jason-mercer.svg",
  },
} satisfies CaseStudy;
