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

function isBuildPicture(value: object): value is BuildPicture {
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

/** Given what the build shows (the repository's content), a function that brings the pictures of stored data up to it. */
export function currentBuildPictures(repository: unknown): <T>(data: T) => T {
  const made = new Set<string>();
  const byName = new Map<string, BuildPicture>();
  visit(repository, (picture) => {
    made.add(picture.src);
    const name = buildPictureName(picture.src);
    if (name) byName.set(name, picture);
  });
  const refresh = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(refresh);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (!value || typeof value !== "object") return value;
    if (isBuildPicture(value)) {
      if (made.has(value.src)) return value;
      const name = buildPictureName(value.src);
      return (name && byName.get(name)) ?? value;
    }
    let changed = false;
    const fields = Object.entries(value).map(([key, item]) => {
      const next = refresh(item);
      changed ||= next !== item;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(fields) : value;
  };
  return <T>(data: T) => refresh(data) as T;
}
