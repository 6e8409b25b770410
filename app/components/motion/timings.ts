/**
 * The site's motion timings and limits in one
 * place, so components and their tests agree.
 */

/** Typewriter: one character typed or erased every 100 ms. */
export const TYPEWRITER_MS_PER_CHAR = 100;

/**
 * How long a fully typed word stays before it is erased.
 * 2 s reads comfortably and keeps the cycle short.
 */
export const TYPEWRITER_HOLD_MS = 2000;

/** Rotating value: each value stays 4000 ms plus 100 ms per character of its suffix. */
export const ROTATING_VALUE_PAUSE_MS = 4000;
export const ROTATING_VALUE_MS_PER_SUFFIX_CHAR = 100;

export function rotatingValueDwellMs(suffix: string): number {
  return ROTATING_VALUE_PAUSE_MS + ROTATING_VALUE_MS_PER_SUFFIX_CHAR * [...suffix].length;
}

/** Hero entrance animations start between 0 s and 1.3 s after the page paints. */
export const ENTRANCE_MAX_DELAY_S = 1.3;

/**
 * Minty Cashback Boost hero: the highlighted stat of four moves to the next
 * every 2000 ms and wraps from the last back to the first. It can be paused,
 * and stays on the first with `prefers-reduced-motion: reduce`.
 */
export const BOOST_HIGHLIGHT_MS = 2000;

/** Minty screenshot carousel: advances every 3500 ms and wraps; pausable, still with reduced motion. */
export const MINTY_CAROUSEL_MS = 3500;

/**
 * Logo loop: moves left at 120 px/s with 48 px between logos that
 * are 80 px tall, and pauses on hover. It renders at least 2 copies plus 2 of
 * headroom, and more when one copy is narrow, so the strip covers any
 * viewport up to 2560 px with no gap:
 * copies = max(minCopies + headroomCopies, ceil(maxViewport / copyWidth) + headroomCopies).
 */
export const LOGO_LOOP = {
  /** px per second */
  speed: 120,
  /** px between logos, and between the last logo of one copy and the first of the next */
  gap: 48,
  /** px; also the strip's height from the first paint */
  logoHeight: 80,
  minCopies: 2,
  headroomCopies: 2,
  /** px; the widest viewport the copies must cover */
  maxViewport: 2560,
} as const;
