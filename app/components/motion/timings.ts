/**
 * Motion timings from the spec (§9 "Business constants and limits") in one
 * place, so components and their tests agree.
 */

/** Typewriter: one character typed or erased every 100 ms. */
export const TYPEWRITER_MS_PER_CHAR = 100;

/**
 * How long a fully typed word stays before it is erased.
 * NOTE: the spec gives no value; 2 s reads comfortably and keeps the cycle short.
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
