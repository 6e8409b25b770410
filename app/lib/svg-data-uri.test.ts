import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDataUri } from "#app/lib/svg-data-uri.ts";

describe("svgDataUri", () => {
  it("keeps the SVG readable and decodes back to the same drawing", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect fill="#5b3df5" width="4" height="4"/>\n</svg>\n';
    const uri = svgDataUri(svg);
    expect(uri).toBe(
      "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 4%22%3E %3Crect fill=%22%235b3df5%22 width=%224%22 height=%224%22/%3E %3C/svg%3E",
    );
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg.trim().replace(/\s+/g, " "));
  });

  it("writes the favicon without a character that ends an attribute or a URI early", () => {
    const svg = readFileSync(new URL("../assets/brand/favicon.svg", import.meta.url), "utf8");
    const uri = svgDataUri(svg);
    expect(uri).not.toMatch(/[#"'<>]|\s\s/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg.trim());
  });
});
