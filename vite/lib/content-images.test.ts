import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findMissingContentImages, placeholderStories } from "./content-images.ts";

describe("findMissingContentImages", () => {
  it("finds nothing missing in the site's own content", async () => {
    expect(await findMissingContentImages(path.resolve(import.meta.dirname, "../.."))).toEqual([]);
  });

  it("reports a literal path and a path built by a helper that point at nothing", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "content-images-"));
    mkdirSync(path.join(root, "app/content/stories"), { recursive: true });
    mkdirSync(path.join(root, "public/images"), { recursive: true });
    writeFileSync(path.join(root, "public/images/here.svg"), "<svg/>");
    writeFileSync(path.join(root, "app/content/page.ts"), `export const a = { image: "/images/here.svg", other: "/images/gone.svg" };\n`);
    writeFileSync(
      path.join(root, "app/content/stories/index.ts"),
      `const image = (slug: string) => \`/images/stories/\${slug}.svg\`;\nexport const tiles = [{ image: image("lost") }];\n`,
    );
    expect(await findMissingContentImages(root)).toEqual([
      { path: "/images/gone.svg", source: "app/content/page.ts" },
      { path: "/images/stories/lost.svg", source: "app/content/stories/index.ts" },
    ]);
  });

  it("reports a literal path in a collection's record with the record's own file", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "content-images-"));
    mkdirSync(path.join(root, "app/content/case-studies"), { recursive: true });
    writeFileSync(path.join(root, "app/content/case-studies/lost.ts"), `export default { image: "/images/case-studies/lost.svg" };\n`);
    writeFileSync(
      path.join(root, "app/content/case-studies/index.ts"),
      `import lost from "./lost.ts";\nexport const caseStudies = [lost];\n`,
    );
    expect(await findMissingContentImages(root)).toEqual([
      { path: "/images/case-studies/lost.svg", source: "app/content/case-studies/lost.ts" },
    ]);
  });

  it("reports a view of an SVG sprite that the sprite does not have", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "content-images-"));
    mkdirSync(path.join(root, "app/content"), { recursive: true });
    mkdirSync(path.join(root, "public/images"), { recursive: true });
    writeFileSync(path.join(root, "public/images/people.svg"), `<svg><view id="maya" viewBox="0 0 96 96"/><g id="maya-face"/></svg>`);
    writeFileSync(
      path.join(root, "app/content/page.ts"),
      `export const a = ["/images/people.svg#maya", "/images/people.svg#mya", "/images/people.svg#maya-face"];\n`,
    );
    expect(await findMissingContentImages(root)).toEqual([
      { path: "/images/people.svg#maya-face", source: "app/content/page.ts" },
      { path: "/images/people.svg#mya", source: "app/content/page.ts" },
    ]);
  });
});

describe("placeholderStories", () => {
  it("names every story whose copy is not approved, and none that is", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "placeholder-stories-"));
    mkdirSync(path.join(root, "app/content/stories"), { recursive: true });
    writeFileSync(
      path.join(root, "app/content/stories/index.ts"),
      `export const storyTiles = [
        { title: "Draft story", approval: "placeholder" },
        { title: "Signed-off story", approval: "approved" },
      ];\n`,
    );
    expect(await placeholderStories(root)).toEqual(["Draft story"]);
  });
});
