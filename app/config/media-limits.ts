/** The largest picture file an editor may upload (the console's upload path takes this much more than its other forms). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels (width × height) an uploaded picture may declare: one beyond it is refused before any pixel is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;
