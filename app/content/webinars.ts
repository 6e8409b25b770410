// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";
import { WebinarSchema } from "./webinars/schema.ts";
import type { Webinar } from "./webinars/schema.ts";
import { webinarTimeProblems } from "../lib/webinar-sessions.ts";

/**
 * Webinar records for /webinar/{id}. The two BFCM webinars each run two live
 * sessions (the visitor picks one on the Zoom registration page); the three
 * older entries carry meeting details instead of a registration link.
 * A new webinar is one more record here: its page, calendar files, sitemap
 * entry and Event data follow from it. Its background and presenter
 * pictures, when SVG drawings under public/, reach the page as AVIF/WebP
 * files the build renders from them (vite/webinar-art.ts).
 *
 * NOTE: presenters are placeholders and the Zoom registration and meeting
 * links use placeholder ids until the real events are scheduled.
 */

const rawWebinars: Webinar[] = [
  {
    id: "bfcm2025",
    title: "BFCM 2025: Recover Every Lost Shopper Before the Biggest Weekend of the Year",
    titleLines: ["BFCM 2025:", "Recover Every Lost Shopper Before the Biggest Weekend of the Year"],
    description:
      "Black Friday and Cyber Monday bring your highest-intent traffic of the year, and most of it leaves without buying. In this 30-minute session, we’ll show you how leading brands use SafeOpt to bring those shoppers back and turn peak-season traffic into peak-season revenue.",
    date: "October 8 & 15, 2025",
    time: "1:00 PM",
    timezone: "EST",
    timeZone: "America/New_York",
    duration: "30 minutes",
    durationMinutes: 30,
    sessions: ["2025-10-08T13:00:00-04:00", "2025-10-15T13:00:00-04:00"],
    presenter: {
      name: "Dana Whitfield",
      title: "VP of Growth, Lumora",
      bio: "Dana leads growth at Lumora, where she helps online retailers turn high-intent traffic into revenue. She has spent more than a decade in e-commerce marketing and has guided hundreds of brands through the holiday peak.",
      image: "/images/presenters/dana-whitfield.svg",
    },
    keyTakeaways: [
      "How to **recover lost shoppers** by reaching the 95% of visitors who leave your site without converting, including anonymous ones",
      "Proven ways to **unlock incremental revenue** from the holiday traffic you are already paying to acquire",
      "Why **CPA-only pricing** means you pay only when a recovered shopper completes a purchase, with no setup costs or long-term contracts",
      "A practical checklist for **preparing for BFCM** in the weeks before traffic peaks, with tactics that have delivered 40%+ conversion improvements",
      "How to **launch quickly and seamlessly** so your recovery program is live well before Black Friday",
    ],
    backgroundImage: "/images/webinars/bfcm2025.svg",
    registrationUrl: "https://zoom.us/webinar/register/WN_LumoraBfcm2025a",
  },
  {
    id: "bfcm2025-2",
    title: "BFCM 2025 Playbook: Turn Holiday Browsers Into Loyal Buyers",
    titleLines: ["BFCM 2025 Playbook:", "Turn Holiday Browsers Into Loyal Buyers"],
    description:
      "Get your holiday plan in shape in 30 minutes. We’ll share the inbox, cashback and retargeting strategies that help brands win back abandoning shoppers during Black Friday and Cyber Monday, and keep them coming back in the new year.",
    date: "October 9 & 16, 2025",
    time: "1:00 PM",
    timezone: "EST",
    timeZone: "America/New_York",
    duration: "30 minutes",
    durationMinutes: 30,
    sessions: ["2025-10-09T13:00:00-04:00", "2025-10-16T13:00:00-04:00"],
    presenter: {
      name: "Marcus Ellery",
      title: "Director of Client Success, Lumora",
      bio: "Marcus works with Lumora’s brand partners to plan and run their peak-season programs. Before Lumora, he led lifecycle marketing for several direct-to-consumer retailers.",
      image: "/images/presenters/marcus-ellery.svg",
    },
    keyTakeaways: [
      "How to **recover lost shoppers** across the holiday weekend with direct-to-inbox reminders that earn **30%+ open rates**",
      "How personalized cashback offers help **unlock incremental revenue** and drive **25% higher average order value** on recovered orders",
      "What **CPA-only pricing** means for your holiday budget, and why you only pay for results",
      "The timeline top brands follow when **preparing for BFCM**, from audience setup to the final Cyber Monday reminder",
      "How to **launch quickly and seamlessly** alongside your existing email and SMS programs",
    ],
    backgroundImage: "/images/webinars/bfcm2025-2.svg",
    registrationUrl: "https://zoom.us/webinar/register/WN_LumoraBfcm2025b",
  },
  {
    id: "ecommerce-personalization-2025",
    title: "E-commerce Personalization in 2025: Turning Shopper Data into Sales",
    description:
      "Shoppers expect every interaction to feel relevant. Learn how leading brands use first-party data and AI-powered recommendations to personalize the journey from first visit to repeat purchase, without adding complexity to their stack.",
    date: "February 19, 2025",
    time: "2:00 PM",
    timezone: "EST",
    timeZone: "America/New_York",
    duration: "45 minutes + 15 minutes Q&A",
    durationMinutes: 60,
    sessions: ["2025-02-19T14:00:00-05:00"],
    presenter: {
      name: "Priya Raman",
      title: "Head of Product Marketing, Lumora",
      bio: "Priya leads product marketing for SafeOpt and Minty at Lumora. She focuses on helping brands use first-party data responsibly to deliver more relevant shopping experiences.",
      image: "/images/presenters/priya-raman.svg",
    },
    keyTakeaways: [
      "How to build a **first-party data strategy** that grows with every visit",
      "Where **AI-powered recommendations** make the biggest difference in conversion",
      "How personalized cashback offers can drive **25% higher average order value**",
      "Simple ways to **personalize recovery messages** for anonymous and known shoppers",
    ],
    backgroundImage: "",
    meetingDetails: { platform: "Zoom", link: "https://zoom.us/j/81420250219" },
  },
  {
    id: "email-marketing-automation-2025",
    title: "Email Marketing Automation: Flows That Convert in 2025",
    description:
      "Automated email remains one of the highest-return channels in e-commerce. This session covers the flows, timing and content that turn abandoning shoppers into customers, and how to extend them beyond your own subscriber list.",
    date: "March 5, 2025",
    time: "1:00 PM",
    timezone: "EST",
    timeZone: "America/New_York",
    duration: "45 minutes + 15 minutes Q&A",
    durationMinutes: 60,
    sessions: ["2025-03-05T13:00:00-05:00"],
    presenter: {
      name: "Jordan Castillo",
      title: "Senior Lifecycle Strategist, Lumora",
      bio: "Jordan designs lifecycle and recovery programs for Lumora’s brand partners. He has built automated email programs for retailers of every size, from fast-growing startups to global brands.",
      image: "/images/presenters/jordan-castillo.svg",
    },
    keyTakeaways: [
      "The **essential automated flows** every online store should have running",
      "Timing and subject-line tactics that consistently earn **30%+ open rates**",
      "How to **reach the 95%** of visitors who leave without converting, even before they subscribe",
      "Testing frameworks that have delivered **40%+ conversion improvements**",
      "How to **measure incremental revenue** from every automated message",
    ],
    backgroundImage: "",
    meetingDetails: { platform: "Zoom", link: "https://zoom.us/j/81420250305" },
  },
  {
    id: "social-commerce-trends-2025",
    title: "Social Commerce Trends 2025: Turning Social Discovery into Owned Revenue",
    date: "April 16, 2025",
    time: "3:00 PM",
    timezone: "EST",
    timeZone: "America/New_York",
    duration: "45 minutes + 15 minutes Q&A",
    durationMinutes: 60,
    sessions: ["2025-04-16T15:00:00-04:00"],
    presenter: {
      name: "Alicia Moreno",
      title: "Director of Brand Partnerships, Lumora",
      bio: "Alicia leads brand partnerships at Lumora and works closely with creators, agencies and retailers on social-first growth. She speaks regularly about the future of shopping across social platforms.",
      image: "/images/presenters/alicia-moreno.svg",
    },
    keyTakeaways: [
      "The **social commerce trends** shaping how shoppers discover products in 2025",
      "How to **turn social traffic into first-party relationships** you own",
      "Why **retargeting in the inbox** outperforms rented audiences for high-intent shoppers",
      "How brands are using **3.2x engagement** gains from social to fuel loyalty programs",
    ],
    backgroundImage: "",
    meetingDetails: { platform: "Zoom", link: "https://zoom.us/j/81420250416" },
  },
];

export const webinars: Webinar[] = z.array(WebinarSchema).parse(rawWebinars);

{
  const seen = new Set<string>();
  for (const w of webinars) {
    if (seen.has(w.id)) throw new Error(`webinars.ts: duplicate webinar id "${w.id}"`);
    seen.add(w.id);
    const problems = webinarTimeProblems(w);
    if (problems.length > 0) throw new Error(`webinars.ts: ${problems.join("; ")}`);
    if (w.titleLines && w.titleLines.join(" ") !== w.title) {
      throw new Error(`webinars.ts: the title lines of "${w.id}" do not make its title`);
    }
  }
}

const byId = new Map<string, Webinar>(webinars.map((w) => [w.id, w]));

/** What an unknown webinar id is called, on the page's redirect and in the API's answer alike. */
export const WEBINAR_NOT_FOUND = "Webinar not found";

export function getWebinar(id: string): Webinar | undefined {
  return byId.get(id);
}

export const defaultWebinarId = "bfcm2025";
