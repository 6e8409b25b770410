import heroInbox from "./hero-inbox.svg?w=400;560;720;960;1200&responsive";

// The hero illustration (ADR 0301): the home route preloads it and the home content shows it, the same files.
export const heroImage = heroInbox;

/** Below 1280 px: the inbox and the revenue chart, at full height, smallest words at 10 px and more (whole picture: 6–8 px). */
export const HERO_PHONE_CROP = { x: 415, y: 0, width: 785, height: 1000 } as const;

/** Drawn at 600 px from 1280 px; below, the box times the crop's scale (1200 / 785): 51 % of the content less the gap from
 * 1024 px, 480 px on tablets, the content width on phones. */
export const HERO_IMAGE_SIZES =
  "(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 104px) * 0.78), (min-width: 640px) 734px, calc((100vw - 32px) * 1.53)";
