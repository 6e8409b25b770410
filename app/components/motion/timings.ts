// The site's motion timings and limits, shared by components and their tests.

/** Typewriter: one character typed or erased every 100 ms. */
export const TYPEWRITER_MS_PER_CHAR = 100;

/** A typed word stays 2 s before it is erased: reads comfortably, keeps the cycle short. */
export const TYPEWRITER_HOLD_MS = 2000;

/** Rotating value: each value stays 4000 ms plus 100 ms per character of its suffix. */
export const ROTATING_VALUE_PAUSE_MS = 4000;
export const ROTATING_VALUE_MS_PER_SUFFIX_CHAR = 100;

export function rotatingValueDwellMs(suffix: string): number {
  return ROTATING_VALUE_PAUSE_MS + ROTATING_VALUE_MS_PER_SUFFIX_CHAR * [...suffix].length;
}

/** Hero entrance animations start between 0 s and 1.3 s after the page paints. */
export const ENTRANCE_MAX_DELAY_S = 1.3;

/** Boost hero: the highlighted stat of four moves on every 2 s, wrapping; pausable, still with reduced motion. */
export const BOOST_HIGHLIGHT_MS = 2000;

/** Minty screenshot carousel: advances every 3500 ms and wraps; pausable, still with reduced motion. */
export const MINTY_CAROUSEL_MS = 3500;

/**
 * Copies = max(minCopies + headroomCopies, ceil(maxViewport / copyWidth) + headroomCopies), so the strip covers any viewport
 * up to 2560 px with no gap.
 */
export const LOGO_LOOP = {
  /** px per second */
  speed: 120,
  /** px between logos, also across copies */
  gap: 48,
  /** px; the strip's height from the first paint */
  logoHeight: 80,
  minCopies: 2,
  headroomCopies: 2,
  /** px */
  maxViewport: 2560,
} as const;
