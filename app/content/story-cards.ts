import cardArt from "virtual:story-card-art";
import { customerNames, logoImage } from "#app/content/customer-logos.ts";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import { type MediaInfo, type MediaPicture, mediaPicture } from "#app/content/media.ts";
import type { VideoStory } from "#app/content/stories/schema.ts";
import { type StoryTile, storyTilesOf } from "#app/content/stories/index.ts";

export type StoryCardData = {
  id: number;
  type: "video" | "case-study";
  title: string;
  description: string;
  industry: string;
  image: string;
  /** An uploaded picture: its AVIF and WebP files, alt text and focus. */
  media?: MediaPicture;
  logo: { src: string; width: number; height: number; alt: string };
/** The case study's page, or the stories page for a video. */
  href: string;
  youtubeId?: string;
};

/** The case study's customer, or the name before a video title's colon. */
function brandOf(tile: StoryTile): string {
  if (tile.type === "case-study") return customerNames[tile.slug] ?? tile.title;
  return tile.title.split(":")[0]?.trim() || tile.title;
}

type Media = Readonly<Record<string, MediaInfo>> | undefined;

/**
 * The two views of the story's one art file (vite/story-card-art.ts): one request, and the next page finds them cached. A
 * picture an editor changed since the build is shown as named, and an uploaded one (`media`) with its files and alt text.
 */
export function storyImages(tile: StoryTile, media?: Media): { picture: string; pictureMedia?: MediaPicture; logo: StoryCardData["logo"] } {
  const { src, width, height, alt } = logoImage(tile.logo, brandOf(tile));
  const art = cardArt[tile.id];
  const picture = art && art.picture === tile.image ? art.image : tile.image;
  const pictureMedia = mediaPicture(tile.image, media);
  return { picture, ...(pictureMedia ? { pictureMedia } : {}), logo: { src: art?.logo ?? src, width, height, alt } };
}

/** `media`: the uploaded pictures the site knows (SiteContent.media). */
export function storyCard(tile: StoryTile, media?: Media): StoryCardData {
  const { picture, pictureMedia, logo } = storyImages(tile, media);
  return {
    id: tile.id,
    type: tile.type,
    title: tile.title,
    description: tile.description,
    industry: tile.industry,
    image: picture,
    ...(pictureMedia ? { media: pictureMedia } : {}),
    logo,
    href: tile.type === "case-study" ? `/success-stories/${tile.slug}` : "/success-stories",
    ...(tile.type === "video" ? { youtubeId: tile.youtubeId } : {}),
  };
}

/** In the order given; an id that names no published story is left out. */
export function storyCardsFor(stories: { videoStories: readonly VideoStory[]; caseStudies: readonly CaseStudy[]; media?: Media }, ids: readonly number[]): StoryCardData[] {
  const tiles = storyTilesOf(stories);
  return ids.flatMap((id) => {
    const tile = tiles.find((candidate) => candidate.id === id);
    return tile ? [storyCard(tile, stories.media)] : [];
  });
}
