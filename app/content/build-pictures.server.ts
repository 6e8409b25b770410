/*
 * Stored content names each picture the build makes at several widths by its addresses
 * (`/assets/<name>-<width>-<key>.<avif|webp>`), and an address changes whenever the picture is redrawn or the encoder
 * changes. A picture whose address the running build no longer makes is read as this build's picture of the same name
 * (the repository's copy), so a page never shows an image that is gone. A picture an editor chose that the build still
 * makes, and an uploaded one (`/media/…`), are left as they are.
 */

type BuildPicture = { src: string; srcSet: { avif: string; webp: string }; width: number; height: number };

/** The picture's name: its address without the width and key (`hero-inbox` for `/assets/hero-inbox-1200-u4CaOmDeHT.avif`). */
export function buildPictureName(src: string): string | undefined {
  return /^\/assets\/(.+)-\d+-[\w-]{8,10}\.(?:avif|webp)$/.exec(src)?.[1];
}

/** A picture the build made at several widths, as content stores it: `{ src: "/assets/…", srcSet, width, height }`. */
export function isBuildPicture(value: object): value is BuildPicture {
  const record = value as Record<string, unknown>;
  return typeof record.src === "string" && record.src.startsWith("/assets/") && typeof record.width === "number" && !!record.srcSet && typeof record.srcSet === "object";
}

function visit(value: unknown, picture: (found: BuildPicture) => void): void {
  if (Array.isArray(value)) value.forEach((item) => visit(item, picture));
  else if (value && typeof value === "object") {
    if (isBuildPicture(value)) picture(value);
    else Object.values(value).forEach((item) => visit(item, picture));
  }
}

/** Each name's pictures, by address: two sources may share a name (`minty/hero.svg`, `boost/hero.svg`). */
function picturesByName(content: unknown): Map<string, Map<string, BuildPicture>> {
  const byName = new Map<string, Map<string, BuildPicture>>();
  visit(content, (picture) => {
    const name = buildPictureName(picture.src);
    if (!name) return;
    if (!byName.has(name)) byName.set(name, new Map());
    byName.get(name)!.set(picture.src, picture);
  });
  return byName;
}

/** The one picture of that name, if exactly one. */
const only = (pictures: Map<string, BuildPicture> | undefined) => (pictures?.size === 1 ? [...pictures.values()][0] : undefined);

/**
 * Given what the build shows (the repository's content), a function that brings the pictures of stored data up to it.
 * A stale picture becomes the picture of its name in `own`, the repository's copy of the same entry, or else the site's
 * one picture of that name; a name two pictures share and the entry lacks is left as stored, never guessed.
 */
export function currentBuildPictures(repository: unknown): <T>(data: T, own?: unknown) => T {
  const made = new Set<string>();
  visit(repository, (picture) => made.add(picture.src));
  const siteWide = picturesByName(repository);
  return <T>(data: T, own?: unknown) => {
    const inEntry = picturesByName(own);
    const refresh = (value: unknown): unknown => {
      if (Array.isArray(value)) {
        const items = value.map(refresh);
        return items.some((item, index) => item !== value[index]) ? items : value;
      }
      if (!value || typeof value !== "object") return value;
      if (isBuildPicture(value)) {
        if (made.has(value.src)) return value;
        const name = buildPictureName(value.src);
        return (name && (only(inEntry.get(name)) ?? only(siteWide.get(name)))) ?? value;
      }
      let changed = false;
      const fields = Object.entries(value).map(([key, item]) => {
        const next = refresh(item);
        changed ||= next !== item;
        return [key, next] as const;
      });
      return changed ? Object.fromEntries(fields) : value;
    };
    return refresh(data) as T;
  };
}
