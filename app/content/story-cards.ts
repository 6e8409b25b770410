import cardArt from "virtual:story-card-art";
import { customerNames, logoImage } from "./customer-logos.ts";
import { type StoryTile, storyTiles } from "./stories/index.ts";

/** What a story card shows: a video story or a case study, reduced to what the card needs. */
export type StoryCardData = {
  id: number;
  type: "video" | "case-study";
  title: string;
  description: string;
  industry: string;
  image: string;
  logo: { src: string; width: number; height: number; alt: string };
  /** Where the card leads: the case study's page, or the stories page for a video. */
  href: string;
  /** Videos only: the YouTube video the story plays. */
  youtubeId?: string;
};

/** The brand a story is about: the case study's customer, or the name before a video title's colon. */
function brandOf(tile: StoryTile): string {
  if (tile.type === "case-study") return customerNames[tile.slug] ?? tile.title;
  return tile.title.split(":")[0]?.trim() || tile.title;
}

/**
 * A story's picture and its customer's wordmark, as a card or a case study's
 * page shows them: the two views of the story's one art file
 * (vite/story-card-art.ts), so both come in with one request and the next
 * page finds them cached; the separate files where a story has no such file.
 */
export function storyImages(tile: StoryTile): { picture: string; logo: StoryCardData["logo"] } {
  const { src, width, height, alt } = logoImage(tile.logo, brandOf(tile));
  const art = cardArt[tile.id];
  return { picture: art?.image ?? tile.image, logo: { src: art?.logo ?? src, width, height, alt } };
}

/**
 * A story tile reduced to what a card shows. Case studies open their page;
 * videos lead to the stories page, where they play.
 */
export function storyCard(tile: StoryTile): StoryCardData {
  const { picture, logo } = storyImages(tile);
  return {
    id: tile.id,
    type: tile.type,
    title: tile.title,
    description: tile.description,
    industry: tile.industry,
    image: picture,
    logo,
    href: tile.type === "case-study" ? `/success-stories/${tile.slug}` : "/success-stories",
    ...(tile.type === "video" ? { youtubeId: tile.youtubeId } : {}),
  };
}

/** The cards for these story ids, in the order given. */
export function storyCardsFor(ids: readonly number[]): StoryCardData[] {
  return ids.map((id) => {
    const tile = storyTiles.find((candidate) => candidate.id === id);
    if (!tile) throw new Error(`story-cards: no story with id ${id}`);
    return storyCard(tile);
  });
}
