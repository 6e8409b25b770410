import heroInbox from "./hero-inbox.svg?w=400;560;720;960;1200&responsive";

/**
 * The hero illustration, rendered to AVIF and WebP at five widths by the
 * image pipeline (ADR 0301). Imported by the home route (to preload it) and
 * by the home content (to show it); both get the same files.
 */
export const heroImage = heroInbox;

/**
 * What phones and tablets (below 1280 px) show of the 1200 × 1000
 * illustration: the inbox and the revenue chart, from x = 415 and 785 wide
 * (clear of the cart card at its left), at full height. The whole picture at
 * phone width draws its words at 6 px, in a tablet's 480 px box or the
 * 470 px column at 1024 px at 7 to 8 px; this region draws its smallest
 * (17 units) at 10 px and more.
 */
export const HERO_PHONE_CROP = { x: 415, y: 0, width: 785, height: 1000 } as const;

/**
 * The width the hero image is drawn at each breakpoint (the layout in
 * home-hero.tsx): the right column's 600 px from 1280 px; below, the box
 * times the crop's scale (1200 / 785): the right column (51 % of the content
 * less the gap) from 1024 px, 480 px on tablets, the content width on phones.
 */
export const HERO_IMAGE_SIZES =
  "(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 104px) * 0.78), (min-width: 640px) 734px, calc((100vw - 32px) * 1.53)";
