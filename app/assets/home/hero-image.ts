import heroInbox from "./hero-inbox.svg?w=400;560;720;960;1200&responsive";

/**
 * The hero illustration, rendered to AVIF and WebP at five widths by the
 * image pipeline (ADR 0301). Imported by the home route (to preload it) and
 * by the home content (to show it); both get the same files.
 */
export const heroImage = heroInbox;

/**
 * What phones (below 640 px) show of the 1200 × 1000 illustration: the
 * inbox and the revenue chart, from x = 415 and 785 wide (clear of the cart card at its left), at full height.
 * The whole picture at phone width draws its words at 6 px; this region
 * draws them half as large again.
 */
export const HERO_PHONE_CROP = { x: 415, y: 0, width: 785, height: 1000 } as const;

/**
 * The width the hero image takes at each breakpoint (the layout in
 * home-hero.tsx): the right column (at most 600 px) from 1024 px, the full
 * content width on tablets, and on phones the content width scaled up by
 * the crop (1200 / 785).
 */
export const HERO_IMAGE_SIZES =
  "(min-width: 1280px) 600px, (min-width: 1024px) 47vw, (min-width: 640px) calc(100vw - 48px), calc((100vw - 32px) * 1.53)";
