import type { Webinar } from "#app/content/webinars/schema.ts";

export default {
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
  recording: { url: "https://www.youtube.com/watch?v=lumoraWeb04", duration: "57 minutes" },
} satisfies Webinar;
