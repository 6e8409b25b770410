import heroInbox from "./hero-inbox.svg?w=400;560;720;960;1200&responsive";

/**
 * The hero illustration, rendered to AVIF and WebP at five widths by the
 * image pipeline (ADR 0301). Imported by the home route (to preload it) and
 * by the home content (to show it); both get the same files.
 */
export const heroImage = heroInbox;

/**
 * The width the hero image takes at each breakpoint (the layout in
 * home-hero.tsx): the full content width on phones and tablets, the right
 * column (at most 600 px) from 1024 px.
 */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 47vw, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
