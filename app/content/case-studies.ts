// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";
import { CaseStudySchema } from "./case-studies/schema.ts";
import type { CaseStudy } from "./case-studies/schema.ts";

/**
 * Case-study detail records (ids 3 to 17). They also appear as
 * tiles on /success-stories and open at /success-stories/{slug} and
 * /case-study/{id}.
 *
 * NOTE: the figures, quotes and people below are placeholder marketing copy
 * until each brand approves its final story.
 */

const pdf = (slug: string) => `https://assets.lumora.example/case-studies/${slug}.pdf`;
const image = (slug: string) => `/images/case-studies/${slug}.svg`;
const logo = (slug: string) => `/images/logos/${slug}.svg`;

const rawCaseStudies: CaseStudy[] = [
  {
    id: 3,
    slug: "avon",
    approval: "placeholder",
    title: "How Avon Increased Its Click-to-Sale Rate by 55.53% with SafeOpt",
    description:
      "Avon’s online store drew millions of beauty shoppers, but most browsed, compared shades and left before checkout. With SafeOpt, Avon reached those high-intent shoppers directly in their inboxes, including visitors who had never logged in, and turned far more clicks into completed orders.",
    summary: [
      "Beauty shoppers research carefully: they compare shades, read reviews and often leave a full cart to think it over. Avon’s existing abandonment emails only reached signed-in customers, which left the majority of its high-intent traffic out of reach once they closed the tab.",
      "Avon launched SafeOpt on its e-commerce site in under two weeks. SafeOpt matched anonymous visitors against its permissioned audience network and sent timely, on-brand reminders featuring the exact products each shopper had viewed, while Avon’s own program continued to handle known customers.",
      "Because SafeOpt runs on CPA-only pricing, Avon paid only for sales the channel generated. Within the first quarter, the click-to-sale rate on recovered sessions rose by more than half, and SafeOpt became one of the most efficient channels in Avon’s digital mix.",
    ],
    results: [
      { value: "55.53%", label: "click-to-sale rate increase" },
      { value: "27%", label: "more abandoned carts recovered" },
      { value: "4.1x", label: "return on ad spend" },
    ],
    image: image("avon"),
    type: "case-study",
    industry: "Beauty + Cosmetics",
    logo: logo("avon"),
    caseStudyUrl: pdf("avon"),
    testimonial: {
      quote:
        "SafeOpt reached shoppers our own emails never could. The lift in click-to-sale rate showed up in the first few weeks, and because we only pay for results, it was an easy channel to scale.",
      author: "Renee Whitaker",
      title: "Director of E-commerce",
      company: "Avon",
    },
  },
  {
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
    image: image("accelerationpartners"),
    type: "case-study",
    industry: "Partnerships",
    logo: logo("accelerationpartners"),
    caseStudyUrl: pdf("accelerationpartners"),
    testimonial: {
      quote:
        "Our clients expect every partner to prove its value. SafeOpt does exactly that: transparent attribution, CPA-only pricing and revenue our brands would otherwise have left on the table.",
      author: "Michael Torrance",
      title: "Senior Partner Development Manager",
      company: "Acceleration Partners",
    },
  },
  {
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
    image: image("surlatable"),
    type: "case-study",
    industry: "Home",
    logo: logo("surlatable"),
    caseStudyUrl: pdf("surlatable"),
    testimonial: {
      quote:
        "Our customers take their time, and SafeOpt respects that. The reminders feel like a helpful nudge rather than a hard sell, and the recovered revenue speaks for itself.",
      author: "Claire Donovan",
      title: "VP of Digital Marketing",
      company: "Sur La Table",
    },
  },
  {
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
    image: image("stanley1913"),
    type: "case-study",
    industry: "Outdoors",
    logo: logo("stanley1913"),
    caseStudyUrl: pdf("stanley1913"),
    testimonial: {
      quote:
        "Minty and SafeOpt work together beautifully. We recover shoppers who would have walked away, and the cashback rewards bring them back again, without us having to run blanket discounts.",
      author: "Jason Mercer",
      title: "Head of Growth Marketing",
      company: "Stanley 1913",
    },
  },
  {
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
    image: image("gourmetgiftbaskets"),
    type: "case-study",
    industry: "Food + Beverage",
    logo: logo("gourmetgiftbaskets"),
    caseStudyUrl: pdf("gourmetgiftbaskets"),
    testimonial: {
      quote:
        "We saw close to a 10x return on SafeOpt over the holidays. It was live within days, it reached shoppers we had no other way to contact, and we only paid when they bought.",
      author: "Linda Caruso",
      title: "Director of Marketing",
      company: "Gourmet Gift Baskets",
    },
  },
  {
    id: 8,
    slug: "spotonfence",
    approval: "placeholder",
    title: "How SpotOn Fence Recovered 29% More High-Value Checkouts with SafeOpt",
    description:
      "SpotOn’s GPS dog fence is a significant purchase, and pet owners often research for weeks before committing. SafeOpt kept the brand top of mind with well-timed reminders, recovering more high-value checkouts along the way.",
    summary: [
      "Pet owners considering a GPS containment collar want to be sure it will keep their dog safe. SpotOn saw strong interest on its product pages, but many visitors left to compare options and never came back.",
      "SafeOpt identified those high-intent visitors and sent a measured sequence of reminders that revisited the product they had viewed and answered common questions about coverage and setup, reaching anonymous shoppers as well as known ones.",
      "The result was a steady increase in recovered checkouts and a higher average order value on recovered sales, with SafeOpt’s performance-based pricing keeping acquisition costs predictable.",
    ],
    results: [
      { value: "29%", label: "more checkouts recovered" },
      { value: "5.8x", label: "return on ad spend" },
      { value: "17%", label: "higher average order value on recovered orders" },
    ],
    image: image("spotonfence"),
    type: "case-study",
    industry: "Pets",
    logo: logo("spotonfence"),
    testimonial: {
      quote:
        "Our customers think carefully before they buy, and SafeOpt brings them back at the right moment. It has become one of our most reliable sources of incremental sales.",
      author: "Travis Holloway",
      title: "E-commerce Manager",
      company: "SpotOn Fence",
    },
  },
  {
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
    image: image("Issaonlinefitness"),
    type: "case-study",
    industry: "Sports + Fitness",
    logo: logo("Issaonlinefitness"),
    caseStudyUrl: pdf("Issaonlinefitness"),
    testimonial: {
      quote:
        "SafeOpt connected us with future students we would otherwise have lost. The growth in new enrollments exceeded our expectations, and the pay-for-performance model made it a simple decision.",
      author: "Erica Lindqvist",
      title: "Director of Enrollment Marketing",
      company: "ISSA Online Fitness",
    },
  },
  {
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
    image: image("cupshe"),
    type: "case-study",
    industry: "Apparel",
    logo: logo("cupshe"),
    caseStudyUrl: pdf("cupshe"),
    testimonial: {
      quote:
        "SafeOpt gave us a way to follow up with shoppers we had never met before. The extra carts we recovered during peak season made a real difference to our results.",
      author: "Vivian Zhao",
      title: "Head of Retention Marketing",
      company: "Cupshe",
    },
  },
  {
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
    image: image("footballcamps"),
    type: "case-study",
    industry: "Sports + Fitness",
    logo: logo("footballcamps"),
    testimonial: {
      quote:
        "Parents are busy, and SafeOpt reminds them at just the right time. We filled sessions faster this year and spent far less time chasing incomplete registrations.",
      author: "Derek Osei",
      title: "Marketing Director",
      company: "Football Camps",
    },
  },
  {
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
    image: image("rapala"),
    type: "case-study",
    industry: "Outdoors",
    logo: logo("rapala"),
    caseStudyUrl: pdf("rapala"),
    testimonial: {
      quote:
        "SafeOpt brings anglers back to finish their orders, and Minty’s cashback gives them a reason to add that extra lure. Together they have become a dependable part of our season planning.",
      author: "Erik Lundgren",
      title: "Director of Digital Commerce",
      company: "Rapala",
    },
  },
  {
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
    image: image("wateranywhere"),
    type: "case-study",
    industry: "Outdoors",
    logo: logo("wateranywhere"),
  },
  {
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
    image: image("renogy"),
    type: "case-study",
    industry: "Home",
    logo: logo("renogy"),
    caseStudyUrl: pdf("renogy"),
  },
  {
    id: 15,
    slug: "splendidspoon",
    approval: "placeholder",
    title: "How Splendid Spoon Recovered 24% More First-Time Subscribers with SafeOpt",
    description:
      "Splendid Spoon delivers plant-based smoothies, soups and meals on a subscription basis. SafeOpt helped the brand bring back visitors who explored a plan but did not subscribe, recovering 24% more first subscription orders.",
    summary: [
      "Starting a meal subscription is a commitment, and many Splendid Spoon visitors browsed menus and plan options before leaving to think it over. Without an email address, the brand had no way to continue the conversation.",
      "SafeOpt reached those shoppers with reminders that highlighted the plan and dishes they had explored, timed around weekly menu updates so each message felt fresh and relevant.",
      "First subscription orders from recovered visitors rose by 24%, and because those customers stayed subscribed, the lifetime value of SafeOpt-recovered customers was well above the cost of acquiring them.",
    ],
    results: [
      { value: "24%", label: "more first subscription orders recovered" },
      { value: "38%", label: "average open rate" },
      { value: "6.1x", label: "return on ad spend" },
    ],
    image: image("splendidspoon"),
    type: "case-study",
    industry: "Food + Beverage",
    logo: logo("splendidspoon"),
    caseStudyUrl: pdf("splendidspoon"),
    testimonial: {
      quote:
        "SafeOpt helps us reconnect with people who were curious about plant-based eating but were not quite ready. Many of them are now loyal subscribers.",
      author: "Hannah Pierce",
      title: "Senior Manager, Lifecycle Marketing",
      company: "Splendid Spoon",
    },
  },
  {
    id: 16,
    slug: "tweedlefarms",
    approval: "placeholder",
    title: "How Tweedle Farms Grew Repeat Orders with Minty Cashback Rewards",
    description:
      "Tweedle Farms makes natural, single-ingredient dog chews that pet owners reorder again and again. Minty’s AI shopping assistant and cashback rewards gave customers a reason to come back, lifting repeat orders while SafeOpt recovered first-time shoppers.",
    summary: [
      "Dog chews are a repeat purchase, but pet owners have plenty of places to buy them. Tweedle Farms wanted to keep its customers coming back directly rather than drifting to marketplaces.",
      "Minty surfaced personalized cashback offers to shoppers as they browsed, rewarding them for buying direct, while SafeOpt re-engaged first-time visitors who had left a cart behind.",
      "Repeat orders increased steadily, and customers who used Minty cashback returned sooner than those who did not, building a loyal base of direct customers.",
    ],
    results: [
      { value: "28%", label: "increase in repeat orders" },
      { value: "21%", label: "shorter time between purchases" },
      { value: "4.4x", label: "return on ad spend" },
    ],
    image: image("tweedlefarms"),
    type: "case-study",
    industry: "Pets",
    logo: logo("tweedlefarms"),
  },
  {
    id: 17,
    slug: "getsoul",
    approval: "placeholder",
    title: "How Soul Reached More High-Intent Shoppers in a Restricted Ad Category with SafeOpt",
    description:
      "Advertising CBD and wellness products is restricted on many major ad platforms. SafeOpt gave Soul a compliant, permission-based way to reach high-intent shoppers directly in their inboxes and recover sales it had been losing.",
    summary: [
      "Soul’s CBD and wellness products face strict limits on the major ad platforms, which leaves few options for retargeting visitors who leave without buying. The brand needed a channel that worked within those constraints.",
      "SafeOpt delivered permission-based reminder emails to abandoning shoppers through its audience network, with messaging reviewed to meet Soul’s compliance guidelines. The program reached anonymous visitors as well as existing customers.",
      "Recovered revenue became a reliable contributor to monthly sales, and CPA-only pricing meant Soul paid only when a shopper completed a purchase.",
    ],
    results: [
      { value: "35%", label: "more revenue recovered from abandoned carts" },
      { value: "44%", label: "average open rate" },
      { value: "5.5x", label: "return on ad spend" },
    ],
    image: image("getsoul"),
    type: "case-study",
    industry: "CBD + Tobacco",
    logo: logo("getsoul"),
    testimonial: {
      quote:
        "With so many ad channels closed to us, SafeOpt opened a new path to our customers. It is compliant, it is performance-based, and it works.",
      author: "Nadia Brooks",
      title: "VP of Marketing",
      company: "Soul",
    },
  },
];

export const caseStudies: CaseStudy[] = z.array(CaseStudySchema).parse(rawCaseStudies);

function assertUnique(label: string, values: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) {
      throw new Error(`case-studies.ts: duplicate case study ${label} "${String(value)}"`);
    }
    seen.add(value);
  }
}

assertUnique("id", caseStudies.map((c) => c.id));
assertUnique("slug", caseStudies.map((c) => c.slug));
assertUnique(
  "slug (case-insensitive)",
  caseStudies.map((c) => c.slug.toLowerCase()),
);

const byId = new Map<number, CaseStudy>(caseStudies.map((c) => [c.id, c]));
const bySlug = new Map<string, CaseStudy>(caseStudies.map((c) => [c.slug, c]));
const bySlugLower = new Map<string, CaseStudy>(
  caseStudies.map((c) => [c.slug.toLowerCase(), c]),
);

/**
 * Looks up a case study by id. Strings must be a plain positive integer
 * without sign, spaces or leading zeros ("3" works; "3abc", "03", "3.0" do not).
 */
export function getCaseStudyById(id: number | string): CaseStudy | undefined {
  let n: number;
  if (typeof id === "number") {
    n = id;
  } else {
    if (!/^[1-9][0-9]*$/.test(id)) return undefined;
    n = Number(id);
  }
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return byId.get(n);
}

/**
 * Looks up a case study by slug: an exact match first, then a
 * case-insensitive one (so "issaonlinefitness" finds "Issaonlinefitness").
 */
export function getCaseStudyBySlug(slug: string): CaseStudy | undefined {
  return bySlug.get(slug) ?? bySlugLower.get(slug.toLowerCase());
}
