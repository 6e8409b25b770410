import path from "node:path";
import type { VariantRecipe } from "./responsive.ts";

// The build's picture manifest (ADR 0301): every address the pages name for a repository picture, with what the server needs
// to make that file (its source, copied beside the manifest, and the encoder's settings). The build encodes nothing; the
// server makes each file once, when it is first asked for or in the background after start, and caches it on disk.

/** In the server build's folder (build/server/), never in the public one. */
export const PICTURE_MANIFEST = "site-pictures.json";
/** Beside the manifest: each source once, named by its hash, so the build is whole and a later edit cannot change an address's bytes. */
export const PICTURE_SOURCES = "site-pictures";

export type PictureFile = VariantRecipe & {
  /** The source's name under PICTURE_SOURCES. */
  source: string;
  /** The encoded file's cache key (it is also in the address). */
  key: string;
  /** The page's largest picture (the LCP candidate, preloaded with fetchpriority=high): encoded first after start. */
  priority: boolean;
};

export type PictureManifest = { version: 1; files: Record<string, PictureFile> };

/** Where encoded files are kept between builds and server starts: IMAGE_CACHE_DIR, by default node_modules/.cache/responsive-images. */
export function encodedCacheDir(root: string, configured = process.env.IMAGE_CACHE_DIR): string {
  return path.join(path.resolve(root, configured || "node_modules/.cache/responsive-images"), "encoded");
}
