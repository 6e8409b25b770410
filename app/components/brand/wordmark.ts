/**
 * How a customer's wordmark (public/images/logos: one ink, one cap height,
 * drawn by tools/art/content/wordmarks.ts) is shown. Its box is 40 units
 * tall, so showing every wordmark of a row at one CSS height gives them one
 * cap height; their widths follow their names.
 */

/** On a light surface: grey, the full ink on hover or focus. */
export const wordmarkOnLight = "opacity-70 transition-opacity hover:opacity-100";

/** On a dark surface: white. */
export const wordmarkOnDark = "brightness-0 invert";
