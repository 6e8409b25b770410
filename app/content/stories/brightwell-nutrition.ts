import type { VideoStory } from "#app/content/stories/schema.ts";

export default {
  id: 1,
  approval: "placeholder",
  title: "Brightwell Nutrition: Turning Browsers Into Buyers with SafeOpt",
  description:
    "Brightwell Nutrition’s founder shares how SafeOpt reached the shoppers who left without buying, including visitors the brand had never emailed, and turned them into loyal customers with no setup costs and pay-for-performance pricing.",
  image: "/images/stories/video-1.svg",
  type: "video",
  industry: "Health + Wellness",
  logo: "/images/logos/video-1.svg",
  youtubeId: "lumoraVid01",
} satisfies VideoStory;
