import os from "node:os";
import path from "node:path";
import { loadSitePictures } from "../server/content/site-pictures.server.ts";
import { encodedCacheDir } from "../vite/lib/picture-manifest.ts";

/**
 * `npm run pictures`: makes every picture the build names (BUILD_DIR, default build/) that this machine's cache
 * (IMAGE_CACHE_DIR) lacks, as a server does in the background after it starts. For whatever measures a server as a warmed
 * one serves it (the browser journeys, the bench) and for a deployment that ships the cache with the build.
 */
const root = path.resolve(import.meta.dirname, "..");
const pictures = await loadSitePictures({
  buildDir: path.resolve(root, process.env.BUILD_DIR || "build"),
  cacheDir: encodedCacheDir(root),
  // Nothing else is served: every core encodes.
  backgroundConcurrency: os.availableParallelism(),
  onError: (address, error) => console.error(`${address}: ${error instanceof Error ? error.message : String(error)}`),
});
const result = await pictures.warm();
console.log(`site pictures: ${result.files} named by the build, ${result.encoded} encoded now in ${result.seconds} s${result.failed ? `, ${result.failed} failed` : ""}`);
process.exit(result.failed > 0 ? 1 : 0);
