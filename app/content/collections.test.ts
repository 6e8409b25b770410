import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { caseStudies } from "#app/content/case-studies/index.ts";
import { videoStories } from "#app/content/stories/index.ts";
import { webinars } from "#app/content/webinars/index.ts";

/**
 * A collection is a folder of record files, one record each as the file's
 * default export, and an index that lists them. The same modules run in the
 * Vite build and under plain Node on the server, so the list is written out
 * rather than read from the folder: a file missing from it would be a case
 * study, story or webinar the site never shows.
 */
const collections: { folder: string; records: readonly unknown[] }[] = [
  { folder: "case-studies", records: caseStudies },
  { folder: "stories", records: videoStories },
  { folder: "webinars", records: webinars },
];

/** A collection folder's record files: every module but its index and its schema. */
function recordFiles(folder: string): string[] {
  return readdirSync(path.join(import.meta.dirname, folder))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "index.ts" && name !== "schema.ts")
    .sort();
}

describe.each(collections)("the $folder collection", ({ folder, records }) => {
  it.each(recordFiles(folder))("lists the record of %s", async (name) => {
    const module = (await import(pathToFileURL(path.join(import.meta.dirname, folder, name)).href)) as { default?: unknown };
    expect(module.default, `${folder}/${name} exports its record as the default export`).toBeDefined();
    expect(records, `${folder}/${name} is missing from ${folder}/index.ts`).toContainEqual(module.default);
  });

  it("holds one file per record", () => {
    expect(recordFiles(folder)).toHaveLength(records.length);
  });
});
