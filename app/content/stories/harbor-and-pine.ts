import type { VideoStory } from "#app/content/stories/schema.ts";

export default {
  id: 2,
  approval: "placeholder",
  title: "Harbor & Pine: Winning Back First-Time Shoppers at Scale",
  description:
    "The growth team at Harbor & Pine explains how direct-to-inbox retargeting with SafeOpt brought first-time visitors back to finish their orders, and why the apparel brand now counts it among its most efficient channels.",
  image: "/images/stories/video-2.svg",
  type: "video",
  industry: "Apparel",
  logo: "/images/logos/video-2.svg",
  youtubeId: "lumoraVid02",
} satisfies VideoStory;
