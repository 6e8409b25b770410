import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderResponsive } from "./responsive.ts";

let dir = "";
let source = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "responsive-test-"));
  source = path.join(dir, "art.svg");
  await writeFile(
    source,
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#5b3df5"/><circle cx="300" cy="200" r="120" fill="#fff"/></svg>`,
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("renderResponsive", () => {
  it("renders AVIF and WebP at every width, keeping the aspect ratio", async () => {
    const image = await renderResponsive(source, { widths: [300, 150], cacheDir: path.join(dir, "cache") });
    expect(image).toMatchObject({ width: 600, height: 400 });
    expect(image.variants.map((variant) => [variant.format, variant.width, variant.height])).toEqual([
      ["avif", 150, 100],
      ["avif", 300, 200],
      ["webp", 150, 100],
      ["webp", 300, 200],
    ]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.height);
      expect(variant.name).toBe(`art-${variant.width}`);
    }
  });

  it("renders vector art larger than its nominal size, crisp", async () => {
    const image = await renderResponsive(source, { widths: [1200], formats: ["webp"], cacheDir: path.join(dir, "cache") });
    expect((await sharp(image.variants[0]!.data).metadata()).width).toBe(1200);
  });

  it("encodes once: the second run reads the cache", async () => {
    const cacheDir = path.join(dir, "cache-2");
    const first = await renderResponsive(source, { widths: [200], cacheDir });
    expect(await readdir(cacheDir)).toHaveLength(2);
    const second = await renderResponsive(source, { widths: [200], cacheDir });
    expect(second.variants.map((variant) => variant.hash)).toEqual(first.variants.map((variant) => variant.hash));
  });

  it("refuses to enlarge a bitmap", async () => {
    const png = path.join(dir, "small.png");
    await sharp({ create: { width: 100, height: 50, channels: 3, background: "#fff" } }).png().toFile(png);
    await expect(renderResponsive(png, { widths: [200], cacheDir: path.join(dir, "cache") })).rejects.toThrow(/cannot be enlarged/);
  });
});
