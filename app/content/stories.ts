// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../forms/zod.ts";
import { caseStudies } from "./case-studies.ts";
import type { CaseStudy } from "./case-studies/schema.ts";
import { type Industry, IndustrySchema } from "./shared.schema.ts";
import { type VideoStory, VideoStorySchema } from "./stories/schema.ts";

/**
 * Success Stories content:
 * four video stories plus the fifteen case studies make the 19 tiles.
 *
 * NOTE: the video stories' brands are fictional placeholders and each
 * `youtubeId` is a placeholder until the real videos are published.
 */

const rawVideoStories: VideoStory[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];

export const videoStories: VideoStory[] = z.array(VideoStorySchema).parse(rawVideoStories);

/** A tile on /success-stories: a video story or a case study. */
export type StoryTile = VideoStory | CaseStudy;

export const storyTiles: StoryTile[] = [...videoStories, ...caseStudies].sort(
  (a, b) => a.id - b.id,
);

// Ids name a story in links and featured lists: each must be unique. Adding a
// story is one new entry with a new id; there is no fixed count.
{
  const seen = new Set<number>();
  for (const tile of storyTiles) {
    if (seen.has(tile.id)) throw new Error(`stories.ts: story id ${tile.id} is used twice`);
    seen.add(tile.id);
  }
}

export type IndustryFilter = "All" | Industry;

/** Filter chips, in order: "All" followed by every industry. */
export const industryFilters: IndustryFilter[] = ["All", ...IndustrySchema.options];

export const featuredStoryId = 1;

/** Stories shown on the SafeOpt page, in display order. */
export const safeOptFeaturedStoryIds: number[] = [1, 7, 6];

for (const id of [featuredStoryId, ...safeOptFeaturedStoryIds]) {
  if (!storyTiles.some((t) => t.id === id)) {
    throw new Error(`stories.ts: featured story id ${id} is not a story tile`);
  }
}

/** The Success Stories page's own copy. */
export const storiesPage = {
  eyebrow: "Customer stories",
  title: "Success Stories",
  intro: "See how leading online brands recover lost revenue, grow first-party data and build loyalty with SafeOpt and Minty.",
  metaDescription:
    "See how leading online brands recover lost revenue, grow first-party data and build loyalty with SafeOpt, Minty and Minty Cashback Boost: customer videos and case studies by industry.",
  /** Shown when an industry has no stories yet; `{industry}` is replaced. */
  empty: {
    title: "No {industry} stories yet",
    text: "We’re writing them now. In the meantime, see how brands in other industries grow with us.",
    linkText: "Show all stories",
  },
};
