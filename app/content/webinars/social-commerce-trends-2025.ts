import type { Webinar } from "#app/content/webinars/schema.ts";

export default {
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
  recording: { url: "https://www.youtube.com/watch?v=lumoraWeb05", duration: "55 minutes" },
} satisfies Webinar;
