// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { caseStudies } from "#app/content/case-studies/index.ts";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import { type Industry, IndustrySchema } from "#app/content/shared.schema.ts";
import brightwellNutrition from "#app/content/stories/brightwell-nutrition.ts";
import cedarHearthHome from "#app/content/stories/cedar-hearth-home.ts";
import glowTheory from "#app/content/stories/glow-theory.ts";
import harborAndPine from "#app/content/stories/harbor-and-pine.ts";
import { type StoriesPage, StoriesPageSchema, type VideoStory, VideoStorySchema } from "#app/content/stories/schema.ts";

// Video stories, one file each (add the file and its line below); with the case studies they make the tiles.
// The brands are fictional placeholders and each `youtubeId` a placeholder until the real videos are published.
const rawVideoStories: VideoStory[] = [brightwellNutrition, harborAndPine, glowTheory, cedarHearthHome];

export const videoStories: VideoStory[] = z.array(VideoStorySchema).parse(rawVideoStories);

export type StoryTile = VideoStory | CaseStudy;

/** Video stories and case studies by id. */
export function storyTilesOf({ videoStories: videos, caseStudies: studies }: { videoStories: readonly VideoStory[]; caseStudies: readonly CaseStudy[] }): StoryTile[] {
  return [...videos, ...studies].sort((a, b) => a.id - b.id);
}

export const storyTiles: StoryTile[] = storyTilesOf({ videoStories, caseStudies });

// Ids name a story in links and featured lists: unique across video stories and case studies.
{
  const seen = new Set<number>();
  for (const tile of storyTiles) {
    if (seen.has(tile.id)) throw new Error(`stories: story id ${tile.id} is used twice`);
    seen.add(tile.id);
  }
}

export type IndustryFilter = "All" | Industry;

export const industryFilters: IndustryFilter[] = ["All", ...IndustrySchema.options];

export const featuredStoryId = 1;

/** In display order. */
export const safeOptFeaturedStoryIds: number[] = [1, 7, 6];

for (const id of [featuredStoryId, ...safeOptFeaturedStoryIds]) {
  if (!storyTiles.some((t) => t.id === id)) {
    throw new Error(`stories: featured story id ${id} is not a story tile`);
  }
}

export const storiesPage: StoriesPage = StoriesPageSchema.parse({
  eyebrow: "Customer stories",
  title: "Success Stories",
  intro: "See how leading online brands recover lost revenue, grow first-party data and build loyalty with SafeOpt and Minty.",
  /** Shown when an industry has no stories yet; `{industry}` is replaced. */
  empty: {
    title: "No {industry} stories yet",
    text: "We’re writing them now. In the meantime, see how brands in other industries grow with us.",
    linkText: "Show all stories",
  },
  closing: {
    title: "Ready to Write Your Own Success Story?",
    text: "Tell us about your goals and a growth expert will show you what SafeOpt and Minty can add to your revenue.",
    ctaText: "Talk to an Expert",
    guarantee: "Performance Guaranteed",
  },
  seo: {
    title: "Success Stories",
    description:
      "See how leading online brands recover lost revenue, grow first-party data and build loyalty with SafeOpt, Minty and Minty Cashback Boost: customer videos and case studies by industry.",
  },
});
