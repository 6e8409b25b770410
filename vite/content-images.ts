import path from "node:path";
import type { Plugin } from "vite";
import { findMissingContentImages, placeholderStories } from "./lib/content-images.ts";

/** Stops the build when the content names an image or video that is not under public/ (vite/lib/content-images.ts). */
export function contentImages(): Plugin {
  let checked = false;
  return {
    name: "content-images",
    apply: "build",
    async buildStart() {
      // The client and server builds both start here: one check is enough.
      if (checked) return;
      checked = true;
      const root = path.resolve(import.meta.dirname, "..");
      const placeholders = await placeholderStories(root);
      if (placeholders.length > 0) {
        // Not an error yet; before launch every story must be "approved".
        this.warn(`${placeholders.length} success stories carry placeholder copy (approval: "placeholder"), not approved customer statements`);
      }
      const missing = await findMissingContentImages(root);
      if (missing.length > 0) {
        this.error(
          `content names ${missing.length} file(s) that are not under public/:\n${missing.map((item) => `  ${item.path} (${item.source})`).join("\n")}`,
        );
      }
    },
  };
}
