import type { Webinar } from "#app/content/webinars/schema.ts";

export default {
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
  recording: { url: "https://www.youtube.com/watch?v=lumoraWeb03", duration: "58 minutes" },
} satisfies Webinar;
