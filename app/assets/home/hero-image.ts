import heroInbox from "#app/assets/home/hero-inbox.svg?w=400;560;720;960;1200&priority&responsive";
import { heroArtSize, heroCards } from "#app/assets/home/hero-layout.ts";

// The hero illustration (ADR 0301): the home route preloads it and the home content shows it, the same files.
export const heroImage = heroInbox;

/** The inbox and the results card whole at full height, `margin` either side; the store and the order stay out of it. */
function aroundInbox(margin: number) {
  const left = heroCards.inbox.x;
  const right = heroCards.results.x + heroCards.results.width;
  return { x: left - margin, y: 0, width: right - left + 2 * margin, height: heroArtSize.height } as const;
}

/** Phones: 816 wide. */
export const HERO_PHONE_CROP = aroundInbox(24);

/** 640–1279 px: 792 wide, a narrower margin so the smallest words stay at 10 px and more (whole: 6–8 px). */
export const HERO_TABLET_CROP = aroundInbox(12);

/** Drawn at 600 px from 1280 px; below, the box times the crop's scale (1200 / 792, phones 1200 / 816): 51 % of the content less the gap from
 * 1024 px, 480 px on tablets, the content width on phones. */
export const HERO_IMAGE_SIZES =
  "(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 104px) * 0.77), (min-width: 640px) 727px, calc((100vw - 32px) * 1.47)";
