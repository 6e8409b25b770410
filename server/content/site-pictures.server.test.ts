import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectServedPicture } from "../../tests/support/served-picture.ts";
import { PICTURE_MANIFEST, PICTURE_SOURCES, type PictureFile, type PictureManifest } from "../../vite/lib/picture-manifest.ts";
import { describeResponsive } from "../../vite/lib/responsive.ts";
import { loadSitePictures, type SitePictures } from "./site-pictures.server.ts";

/**
 * The repository's pictures as the server makes them: a file the build names is encoded when first asked for (once, however
 * many ask at once), then read from the disk cache, which a new process shares; an address the build does not name is left
 * to the next handler (the site's 404); every answer is immutable; background work waits behind a request.
 */

let dir = "";
let buildDir = "";
const addresses: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-pictures-test-"));
  buildDir = path.join(dir, "build");
  const svg = path.join(dir, "art.svg");
  await writeFile(svg, `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#5b3df5"/><circle cx="300" cy="200" r="120" fill="#fff"/></svg>`);
  // As the build describes a picture (vite/responsive-images.ts): its files named by their cache keys, its source copied.
  const image = await describeResponsive(svg, { widths: [60, 90, 120, 150, 180, 210] });
  const files: Record<string, PictureFile> = {};
  for (const { height: _height, name, ...variant } of image.variants) {
    const address = `/assets/${name}-${variant.key}.${variant.format}`;
    files[address] = { ...variant, source: "art.svg", priority: false };
    addresses.push(address);
  }
  await mkdir(path.join(buildDir, "server", PICTURE_SOURCES), { recursive: true });
  await writeFile(path.join(buildDir, "server", PICTURE_SOURCES, "art.svg"), image.source);
  const manifest: PictureManifest = { version: 1, files };
  await writeFile(path.join(buildDir, "server", PICTURE_MANIFEST), JSON.stringify(manifest));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function serving(pictures: SitePictures) {
  const server = http.createServer((req, res) => {
    if (pictures.serve(req, res)) return;
    res.statusCode = 404;
    res.end("the site's 404");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (address: string, init?: RequestInit) => fetch(`${origin}${address}`, init), close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("site pictures", () => {
  it("encodes a file on its first request, then serves it from memory and the disk cache, with immutable caching", async () => {
    const cacheDir = path.join(dir, "cache-1");
    const pictures = await loadSitePictures({ buildDir, cacheDir });
    expect(pictures.size).toBe(12);
    const server = await serving(pictures);
    try {
      const avif = addresses.find((address) => address.includes("-120-") && address.endsWith(".avif"))!;
      const first = await server.get(avif);
      expect(first.status).toBe(200);
      expectServedPicture(first, "image/avif");
      const body = Buffer.from(await first.arrayBuffer());
      expect(await sharp(body).metadata()).toMatchObject({ format: "heif", width: 120, height: 80 });
      expect(pictures.encodedCount()).toBe(1);
      expect(await readdir(path.join(cacheDir))).toHaveLength(1);

      const second = await server.get(avif);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(body);
      expect((await server.get(avif, { headers: { "if-none-match": first.headers.get("etag")! } })).status).toBe(304);
      expect(pictures.encodedCount()).toBe(1);

      // A new process on the same machine reads what the first made.
      const restarted = await loadSitePictures({ buildDir, cacheDir });
      expect(await restarted.file(avif)).toEqual(body);
      expect(restarted.encodedCount()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("leaves an address the build does not name, or a method other than GET and HEAD, to the next handler", async () => {
    const pictures = await loadSitePictures({ buildDir, cacheDir: path.join(dir, "cache-2") });
    const server = await serving(pictures);
    try {
      const known = addresses[0]!;
      for (const unknown of [known.replace(/\.avif$|\.webp$/, ".png"), "/assets/art-120-0000000000.avif", `${known}/x`, "/assets/"]) {
        const answer = await server.get(unknown);
        expect({ unknown, status: answer.status, body: await answer.text() }).toEqual({ unknown, status: 404, body: "the site's 404" });
      }
      expect((await server.get(known, { method: "POST" })).status).toBe(404);
      expect(pictures.encodedCount()).toBe(0);
      const head = await server.get(known, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it("encodes a file once however many ask for it at the same time", async () => {
    const pictures = await loadSitePictures({ buildDir, cacheDir: path.join(dir, "cache-3") });
    const server = await serving(pictures);
    try {
      const webp = addresses.find((address) => address.includes("-210-") && address.endsWith(".webp"))!;
      const answers = await Promise.all(Array.from({ length: 6 }, () => server.get(webp)));
      const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(bodies.map((body) => body.toString("base64"))).size).toBe(1);
      expect(pictures.encodedCount()).toBe(1);
      // The background's pass and a direct request for the same file share that one encode too.
      const [warmed, direct] = await Promise.all([pictures.warm(), pictures.file(webp)]);
      expect(direct).toEqual(bodies[0]);
      expect(warmed).toMatchObject({ files: 12, encoded: 11, failed: 0 });
      expect(pictures.encodedCount()).toBe(12);
      expect(await pictures.warm()).toMatchObject({ encoded: 0 });
    } finally {
      await server.close();
    }
  });

  it("makes a requested file ahead of the background's queue", async () => {
    const pictures = await loadSitePictures({ buildDir, cacheDir: path.join(dir, "cache-4"), concurrency: 1 });
    const warming = pictures.warm();
    // The background queues the narrow first: the widest AVIF would come last.
    const widest = addresses.find((address) => address.includes("-210-") && address.endsWith(".avif"))!;
    // Once the background has made one file, the rest are queued behind it.
    await expect.poll(() => pictures.encodedCount(), { interval: 1 }).toBeGreaterThanOrEqual(1);
    const before = pictures.encodedCount();
    await pictures.file(widest);
    // Besides what was made before the request: at most the file being encoded when it was asked for, and itself.
    expect(pictures.encodedCount()).toBeLessThanOrEqual(before + 2);
    expect(await warming).toMatchObject({ files: 12, failed: 0 });
    expect(pictures.encodedCount()).toBe(12);
  });

  it("has nothing to serve for a build without a manifest", async () => {
    const pictures = await loadSitePictures({ buildDir: path.join(dir, "nothing"), cacheDir: path.join(dir, "cache-5") });
    expect(pictures.size).toBe(0);
    expect(await pictures.warm()).toMatchObject({ files: 0, encoded: 0 });
  });
});
