import heroInbox from "#app/assets/home/hero-inbox.svg?w=400;560;720;960;1200&responsive";

// The hero illustration (ADR 0301): the home route preloads it and the home content shows it, the same files.
export const heroImage = heroInbox;

/** Phones: the inbox window from its left edge (its "Inbox" clear of the card's edge) to the revenue chart, at full height. */
export const HERO_PHONE_CROP = { x: 370, y: 0, width: 820, height: 1000 } as const;

/** 640–1279 px: the inbox and the chart, narrower than on phones so the smallest words stay at 10 px and more (whole: 6–8 px). */
export const HERO_TABLET_CROP = { x: 400, y: 0, width: 785, height: 1000 } as const;

/** Drawn at 600 px from 1280 px; below, the box times the crop's scale (1200 / 785, phones 1200 / 820): 51 % of the content less the gap from
 * 1024 px, 480 px on tablets, the content width on phones. */
export const HERO_IMAGE_SIZES =
  "(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 104px) * 0.78), (min-width: 640px) 734px, calc((100vw - 32px) * 1.47)";
