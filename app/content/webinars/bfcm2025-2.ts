import type { Webinar } from "#app/content/webinars/schema.ts";

export default {
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
  recording: { url: "https://www.youtube.com/watch?v=lumoraWeb02", duration: "29 minutes" },
} satisfies Webinar;
