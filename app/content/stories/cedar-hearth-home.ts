import type { VideoStory } from "#app/content/stories/schema.ts";

export default {
  id: 19,
  approval: "placeholder",
  title: "Cedar Hearth Home: Bigger Baskets with Minty Cashback Boost",
  description:
    "See how Cedar Hearth Home added personalized cashback offers to its SafeOpt emails with Minty Cashback Boost, and how the extra incentive helped recovered shoppers complete larger orders for their homes.",
  image: "/images/stories/video-19.svg",
  type: "video",
  industry: "Home",
  logo: "/images/logos/video-19.svg",
  youtubeId: "lumoraVid19",
} satisfies VideoStory;
