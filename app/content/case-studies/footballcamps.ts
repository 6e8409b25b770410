import type { CaseStudy } from "#app/content/case-studies/schema.ts";

export default {
  id: 11,
  slug: "footballcamps",
  approval: "placeholder",
  title: "How Football Camps Achieved 3.2x Engagement and Filled More Camp Spots with SafeOpt",
  description:
    "Football Camps helps families find and register for youth football camps across the country. SafeOpt brought back parents who started a registration but did not finish, tripling engagement with follow-up messages and filling more spots before each season.",
  summary: [
    "Registering a child for camp involves checking dates, locations and schedules, so many parents start a registration and return to it later, or forget about it entirely. Football Camps needed a way to remind them before popular sessions sold out.",
    "SafeOpt sent timely reminders to parents who had viewed a camp or started a registration, highlighting the session they had chosen and the number of spots remaining. Messages reached both returning families and first-time visitors.",
    "Engagement with follow-up emails rose to 3.2 times the previous level, and registrations from returning visitors grew significantly in the weeks before each camp season.",
  ],
  results: [
    { value: "3.2x", label: "engagement" },
    { value: "26%", label: "increase in registrations from returning visitors" },
    { value: "41%", label: "average open rate" },
  ],
  image: "/images/case-studies/footballcamps.svg",
  type: "case-study",
  industry: "Sports + Fitness",
  product: "safeopt",
  logo: "/images/logos/footballcamps.svg",
  testimonial: {
    quote:
      "Parents are busy, and SafeOpt reminds them at just the right time. We filled sessions faster this year and spent far less time chasing incomplete registrations.",
    author: "Derek Osei",
    title: "Marketing Director",
    company: "Football Camps",
    headshot: "/images/people/derek-osei.svg",
  },
} satisfies CaseStudy;
