import type { VideoStory } from "#app/content/stories/schema.ts";

export default {
  id: 18,
  approval: "placeholder",
  title: "Glow Theory: Building Loyalty with Minty Cashback",
  description:
    "Glow Theory’s marketing lead walks through how Minty’s AI shopping assistant and personalized cashback offers encouraged beauty shoppers to come back, lifting repeat purchases without blanket discounts.",
  image: "/images/stories/video-18.svg",
  type: "video",
  industry: "Beauty + Cosmetics",
  logo: "/images/logos/video-18.svg",
  youtubeId: "lumoraVid18",
} satisfies VideoStory;
