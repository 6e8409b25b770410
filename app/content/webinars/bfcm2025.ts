import type { Webinar } from "#app/content/webinars/schema.ts";

export default {
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
  recording: { url: "https://www.youtube.com/watch?v=lumoraWeb01", duration: "31 minutes" },
} satisfies Webinar;
