// Uploaded pictures (media): the limits an upload must keep, their public addresses, and how a page shows one. No server code.

export { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from "#app/config/media-limits.ts";
/** Alt text longer than this is a description, not alt text. */
export const MEDIA_ALT_MAX_LENGTH = 300;

/**
 * The widths (px) a raster upload is made at, in AVIF and WebP: the content pictures' width class in the build (the product
 * heroes' and the home channel art's `?w=400;560;720;960;1440&responsive`). A picture narrower than a width is not enlarged: it
 * is made at the widths below its own and at its own width, so the largest file made is min(its width, 1440).
 */
export const MEDIA_WIDTHS = [400, 560, 720, 960, 1440] as const;

/** `/media/<id>-<width>.<avif|webp>` for a raster's files, `/media/<id>.svg` for a drawing. The id is a hash of the upload. */
export const MEDIA_FILE = /^\/media\/([a-z0-9]{20})(?:-(\d{1,5})\.(avif|webp)|\.svg)$/;

export const mediaFilePath = (id: string, width: number, format: "avif" | "webp") => `/media/${id}-${width}.${format}`;
export const mediaSvgPath = (id: string) => `/media/${id}.svg`;

/** The widths a raster of this width is made at (see MEDIA_WIDTHS). */
export function mediaWidthsFor(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, MEDIA_WIDTHS.at(-1)!);
  return [...MEDIA_WIDTHS.filter((width) => width < largest), largest];
}

/** What a page needs to know of an uploaded picture beyond its files: the words it stands for and where its subject is. */
export type MediaInfo = {
  alt: string;
  /** The subject's place, 0..1 from the left and from the top: a page that crops keeps it in view. */
  focus: { x: number; y: number };
  width: number;
  height: number;
  /** Raster widths made; empty for an SVG. */
  widths: number[];
};

/** An uploaded picture as a page draws it: its sources, its alt text and where to crop. */
export type MediaPicture = {
  /** Absent for an SVG, which is one file at every size. */
  srcSet?: { avif: string; webp: string };
  src: string;
  width: number;
  height: number;
  alt: string;
  /** CSS object-position for a picture shown with object-fit: cover. */
  position: string;
};

export function mediaIdOf(src: string): string | undefined {
  return MEDIA_FILE.exec(src)?.[1];
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** The picture a media address (any of its files) names, or undefined when it names none the site knows. */
export function mediaPicture(src: string, media: Readonly<Record<string, MediaInfo>> | undefined): MediaPicture | undefined {
  const id = mediaIdOf(src);
  const info = id ? media?.[id] : undefined;
  if (!id || !info) return undefined;
  const position = `${percent(info.focus.x)} ${percent(info.focus.y)}`;
  const base = { width: info.width, height: info.height, alt: info.alt, position };
  if (info.widths.length === 0) return { ...base, src: mediaSvgPath(id) };
  const set = (format: "avif" | "webp") => info.widths.map((width) => `${mediaFilePath(id, width, format)} ${width}w`).join(", ");
  return { ...base, srcSet: { avif: set("avif"), webp: set("webp") }, src: mediaFilePath(id, info.widths.at(-1)!, "webp") };
}
