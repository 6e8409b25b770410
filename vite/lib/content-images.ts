import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Every image or video path the content names must be a file under public/: a build error, not a broken image in production.
// Two nets: content sources are scanned for literal `/images/…` and `/video/…` strings (modules importing pipeline art through
// Vite aliases cannot load in Node); the modules Node loads are imported and every string checked, paths built by helpers too.
export const NODE_LOADABLE_CONTENT = ["case-studies/index.ts", "stories/index.ts", "webinars/index.ts", "customer-logos.ts"];

const PUBLIC_PATH = /^\/(?:images|video)\/[^\s"'`]+$/;
const LITERAL = /["'`](\/(?:images|video)\/[^"'`$\s]+)["'`]/g;

export type MissingImage = { path: string; source: string };

function collectStrings(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value === "string") {
    if (PUBLIC_PATH.test(value)) into.add(value);
    return;
  }
  if (!value || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const item of Array.isArray(value) ? value : Object.values(value)) collectStrings(item, into, seen);
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

// A sprite view (`…/sprite.svg#name`) also needs `<view id="name">`: an image of any other id shows the whole file.
function publicFileHas(root: string, value: string): boolean {
  const [file = "", fragment] = value.split("#");
  const full = path.join(root, "public", decodeURIComponent(file));
  if (!existsSync(full)) return false;
  return fragment === undefined || readFileSync(full, "utf8").includes(`<view id="${fragment}"`);
}

export async function findMissingContentImages(root: string): Promise<MissingImage[]> {
  const contentDir = path.join(root, "app/content");
  const found = new Map<string, string>();
  for (const file of contentFiles(contentDir)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(LITERAL)) {
      const value = match[1]!;
      if (!found.has(value)) found.set(value, path.relative(root, file));
    }
  }
  for (const name of NODE_LOADABLE_CONTENT) {
    const file = path.join(contentDir, name);
    if (!existsSync(file)) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const paths = new Set<string>();
    collectStrings(exports, paths);
    for (const value of paths) if (!found.has(value)) found.set(value, `app/content/${name}`);
  }
  return [...found]
    .filter(([value]) => !publicFileHas(root, value))
    .map(([value, source]) => ({ path: value, source }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export async function placeholderStories(root: string): Promise<string[]> {
  const { storyTiles } = (await import(pathToFileURL(path.join(root, "app/content/stories/index.ts")).href)) as {
    storyTiles: { title: string; approval: string }[];
  };
  return storyTiles.filter((tile) => tile.approval !== "approved").map((tile) => tile.title);
}
