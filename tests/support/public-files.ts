import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * A throwaway project root whose public/ holds the given files (each a tiny
 * SVG), removed after each test: `root()` is the current one.
 */
export function throwawayPublicFiles(prefix: string) {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return {
    root: () => root,
    create(...paths: string[]) {
      root = mkdtempSync(path.join(tmpdir(), prefix));
      for (const publicPath of paths) {
        const file = path.join(root, "public", publicPath);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, "<svg/>");
      }
    },
  };
}
