/**
 * Several SVG files as one, each part shown through a `<view>`
 * (`file.svg#part`), so a page makes one request for all of them. Each part
 * keeps its own coordinate system inside a nested `<svg>`, with its ids
 * prefixed so parts never collide.
 *
 * An `<img>` showing a view still takes the file's own size as its natural
 * size (Chrome ignores the view there): give such an image its size or
 * aspect ratio explicitly, unless the view is the whole file.
 */

/** An SVG file's inner markup and size, with every id (and each reference to it) prefixed. */
export function svgPart(source: string, prefix: string, name = prefix): { markup: string; width: number; height: number } {
  const trimmed = source.trim();
  const open = /^<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"[^>]*>/.exec(trimmed);
  if (!open || !trimmed.endsWith("</svg>")) throw new Error(`${name}: expected one <svg width height>…</svg>`);
  const markup = trimmed
    .slice(open[0].length, -"</svg>".length)
    .replace(/\bid="([\w-]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/\bhref="#([\w-]+)"/g, `href="#${prefix}-$1"`);
  return { markup, width: Number(open[1]), height: Number(open[2]) };
}

/**
 * A picture and a wordmark as one file. The file is the picture's size, so
 * the picture (view `#picture`, or the file itself) shows exactly as its own
 * file would; the wordmark sits below it, outside the file's frame, and shows
 * only through its view (`#wordmark`).
 */
export function pictureWithWordmark(picture: string, wordmark: string, name = "card art"): string {
  const art = svgPart(picture, "picture", `${name} (picture)`);
  const mark = svgPart(wordmark, "wordmark", `${name} (wordmark)`);
  const { width, height } = art;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<view id="picture" viewBox="0 0 ${width} ${height}"/>` +
    `<view id="wordmark" viewBox="0 ${height} ${mark.width} ${mark.height}"/>` +
    `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${art.markup}</svg>` +
    `<svg y="${height}" width="${mark.width}" height="${mark.height}" viewBox="0 0 ${mark.width} ${mark.height}">${mark.markup}</svg>` +
    `</svg>\n`
  );
}
