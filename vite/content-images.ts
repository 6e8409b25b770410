import path from "node:path";
import type { Plugin } from "vite";
import { findMissingContentImages } from "../scripts/lib/content-images.ts";

/** Stops the build when the content names an image or video that is not under public/ (scripts/lib/content-images.ts). */
export function contentImages(): Plugin {
  let checked = false;
  return {
    name: "content-images",
    apply: "build",
    async buildStart() {
      // The client and server builds both start here: one check is enough.
      if (checked) return;
      checked = true;
      const missing = await findMissingContentImages(path.resolve(import.meta.dirname, ".."));
      if (missing.length > 0) {
        this.error(
          `content names ${missing.length} file(s) that are not under public/:\n${missing.map((item) => `  ${item.path} (${item.source})`).join("\n")}`,
        );
      }
    },
  };
}
