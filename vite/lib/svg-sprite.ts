// Several SVGs as one file, each part shown through a `<view>` (`file.svg#part`): one request for all. Each part keeps its own
// coordinates in a nested `<svg>`, ids prefixed. Chrome ignores the view for an `<img>`'s natural size: give such an image its size.

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

// The file is the picture's size, so the picture shows as its own file would; the wordmark sits below the frame, visible only as `#wordmark`.
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
