// Customer wordmarks (tools/art/content/wordmarks.ts) are 40 units tall with one cap height: one CSS height per row aligns them.

/** On a light surface: grey, the full ink on hover or focus. */
export const wordmarkOnLight = "opacity-70 transition-opacity hover:opacity-100";

/** On a dark surface: white. */
export const wordmarkOnDark = "brightness-0 invert";
