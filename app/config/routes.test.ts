import { describe, expect, it } from "vitest";
import { prerenderPaths, sitemapPaths } from "#app/config/routes.ts";

describe("the leads console", () => {
  it("is never prerendered and never in the sitemap", () => {
    for (const path of [...prerenderPaths(), ...sitemapPaths()]) expect(path).not.toMatch(/^\/console(\/|$)/);
  });
});
