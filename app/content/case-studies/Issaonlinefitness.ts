import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 9,
  slug: "Issaonlinefitness",
  approval: "placeholder",
  title: "How ISSA Online Fitness Grew New Customers by 220% with SafeOpt",
  description:
    "ISSA Online Fitness helps aspiring trainers and coaches earn their certifications. By re-engaging prospective students who left mid-enrollment, SafeOpt helped ISSA grow new customers by 220% while keeping acquisition costs in check.",
  summary: [
    "Choosing a fitness certification is a career decision, and ISSA’s prospective students often leave the enrollment page to compare programs, check schedules or talk it over with family. Most of them had not yet shared an email address.",
    "SafeOpt reached those anonymous visitors through its permissioned audience network with reminders tailored to the course they had explored, from personal training to nutrition coaching, and brought them back to finish enrolling.",
    "New student enrollments from recovered sessions grew quickly, and because ISSA paid only for completed enrollments, every new customer came at a known, profitable cost.",
  ],
  results: [
    { value: "220%", label: "new customer growth" },
    { value: "31%", label: "lift in course enrollments from recovered sessions" },
    { value: "3.6x", label: "return on ad spend" },
  ],
  image: "/images/case-studies/Issaonlinefitness.svg",
  type: "case-study",
  industry: "Sports + Fitness",
  product: "safeopt",
  logo: "/images/logos/Issaonlinefitness.svg",
  caseStudyUrl: "https://assets.lumora.example/case-studies/Issaonlinefitness.pdf",
  testimonial: {
    quote:
      "SafeOpt connected us with future students we would otherwise have lost. The growth in new enrollments exceeded our expectations, and the pay-for-performance model made it a simple decision.",
    author: "Erica Lindqvist",
    title: "Director of Enrollment Marketing",
    company: "ISSA Online Fitness",
    headshot: "/images/people/erica-lindqvist.svg",
  },
} satisfies CaseStudy;
