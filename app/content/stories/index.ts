// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../../forms/zod.ts";
import { caseStudies } from "../case-studies/index.ts";
import type { CaseStudy } from "../case-studies/schema.ts";
import { type Industry, IndustrySchema } from "../shared.schema.ts";
import brightwellNutrition from "./brightwell-nutrition.ts";
import cedarHearthHome from "./cedar-hearth-home.ts";
import glowTheory from "./glow-theory.ts";
import harborAndPine from "./harbor-and-pine.ts";
import { type VideoStory, VideoStorySchema } from "./schema.ts";

/**
 * Success Stories content: the video stories, one file each, plus the case
 * studies (../case-studies) make the tiles. Adding a video story is a new
 * file here plus its line in the list below.
 *
 * NOTE: the video stories' brands are fictional placeholders and each
 * `youtubeId` is a placeholder until the real videos are published.
 */
const rawVideoStories: VideoStory[] = [brightwellNutrition, harborAndPine, glowTheory, cedarHearthHome];

export const videoStories: VideoStory[] = z.array(VideoStorySchema).parse(rawVideoStories);

/** A tile on /success-stories: a video story or a case study. */
export type StoryTile = VideoStory | CaseStudy;

export const storyTiles: StoryTile[] = [...videoStories, ...caseStudies].sort(
  (a, b) => a.id - b.id,
);

// Ids name a story in links and featured lists: each must be unique, across
// video stories and case studies alike. There is no fixed count.
{
  const seen = new Set<number>();
  for (const tile of storyTiles) {
    if (seen.has(tile.id)) throw new Error(`stories: story id ${tile.id} is used twice`);
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
    throw new Error(`stories: featured story id ${id} is not a story tile`);
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
