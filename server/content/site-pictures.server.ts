import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PICTURE_MANIFEST, PICTURE_SOURCES, type PictureFile, type PictureManifest } from "../../vite/lib/picture-manifest.ts";
import { encodeVariant, hasCachedVariant, rasteriseVariant, type RawPixels, readCachedVariant, writeCachedVariant } from "../../vite/lib/responsive.ts";
import { createServedFiles, pictureContentTypes } from "./served-files.server.ts";

/*
 * The repository's own pictures (ADR 0301): the build names each file by a hash of its source and settings and lists it in
 * build/server/site-pictures.json; this makes each on first request or in the background after start, with the encoder
 * uploads use, keeps it in the disk cache every build and server on the machine shares, and serves it as uploads are
 * (served-files.server.ts). A file asked for is made ahead of the background's queue; it is never answered half-made.
 */

export type WarmResult = { files: number; encoded: number; failed: number; seconds: number };

export type SitePictures = {
  /** How many files the build names. */
  readonly size: number;
  /** Answers GET and HEAD for a file the build names; false for any other request. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** The file's bytes, from the disk cache or made now, ahead of background work; undefined for an address the build does not name. */
  file(path: string): Promise<Buffer | undefined>;
  /** Makes every file the disk cache lacks, the pages' priority pictures first, then the narrow before the wide. */
  warm(): Promise<WarmResult>;
  /** Files this process has encoded. */
  encodedCount(): number;
};

export type SitePicturesOptions = {
  /** The build (its server folder holds the manifest); none there means no pictures to serve. */
  buildDir: string;
  cacheDir: string;
  /** Encodes at once; each encode also uses libvips's own threads. Default: one per core. */
  concurrency?: number;
  /** Of those, how many the background may take: the rest are kept for requests, which then never wait for a slot. Default: one fewer (at least one). */
  backgroundConcurrency?: number;
  cacheBytes?: number;
  onError?: (path: string, error: unknown) => void;
};

type Job = { path: string; entry: PictureFile; urgent: boolean; started: boolean; promise: Promise<Buffer>; resolve: (data: Buffer) => void; reject: (error: unknown) => void };

export async function readPictureManifest(buildDir: string): Promise<PictureManifest> {
  const text = await readFile(path.join(buildDir, "server", PICTURE_MANIFEST), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return text ? (JSON.parse(text) as PictureManifest) : { version: 1, files: {} };
}

export async function loadSitePictures({
  buildDir,
  cacheDir,
  concurrency = os.availableParallelism(),
  backgroundConcurrency = Math.max(1, concurrency - 1),
  cacheBytes = 32 * 1024 * 1024,
  onError,
}: SitePicturesOptions): Promise<SitePictures> {
  const manifest = await readPictureManifest(buildDir);
  const entries = new Map(Object.entries(manifest.files));
  const sourceDir = path.join(buildDir, "server", PICTURE_SOURCES);
  const sources = new Map<string, Promise<Buffer>>();
  const queue: Job[] = [];
  const jobs = new Map<string, Job>();
  let running = 0;
  let encoded = 0;

  const sourceOf = (name: string) => {
    let bytes = sources.get(name);
    if (!bytes) {
      bytes = readFile(path.join(sourceDir, name));
      sources.set(name, bytes);
      bytes.catch(() => sources.delete(name));
    }
    return bytes;
  };

  // A width drawn once for both its formats: a large SVG's drawing can cost as much as its WebP. The last few are kept.
  const drawn = new Map<string, Promise<RawPixels>>();
  function pixelsOf(entry: PictureFile): Promise<RawPixels> {
    const key = `${entry.source} ${entry.width}`;
    let pixels = drawn.get(key);
    if (!pixels) {
      pixels = sourceOf(entry.source).then((source) => rasteriseVariant(source, entry));
      pixels.catch(() => drawn.delete(key));
      drawn.set(key, pixels);
      for (const oldest of drawn.keys()) {
        if (drawn.size <= 2) break;
        drawn.delete(oldest);
      }
    }
    return pixels;
  }

  async function make(job: Job): Promise<Buffer> {
    // Another process on the machine may have made it meanwhile.
    const cached = await readCachedVariant(cacheDir, job.entry.key, job.entry.format);
    if (cached) return cached;
    const data = await encodeVariant(await sourceOf(job.entry.source), job.entry, pixelsOf(job.entry));
    await writeCachedVariant(cacheDir, job.entry.key, job.entry.format, data);
    encoded += 1;
    return data;
  }

  function pump() {
    // Requests are at the front of the queue; background work stops at its own limit.
    while (queue.length > 0 && running < (queue[0]!.urgent ? concurrency : backgroundConcurrency)) {
      const job = queue.shift()!;
      job.started = true;
      running += 1;
      make(job)
        .then(job.resolve, job.reject)
        .finally(() => {
          running -= 1;
          jobs.delete(job.path);
          pump();
        });
    }
  }

  /** The file made by the queue: a request goes to its front (or moves its waiting job there), background work to its back. */
  function queued(address: string, entry: PictureFile, urgent: boolean): Promise<Buffer> {
    const existing = jobs.get(address);
    if (existing) {
      if (urgent && !existing.started) {
        queue.splice(queue.indexOf(existing), 1);
        existing.urgent = true;
        queue.unshift(existing);
        pump();
      }
      return existing.promise;
    }
    const { promise, resolve, reject } = Promise.withResolvers<Buffer>();
    const job: Job = { path: address, entry, urgent, started: false, promise, resolve, reject };
    jobs.set(address, job);
    if (urgent) queue.unshift(job);
    else queue.push(job);
    pump();
    return promise;
  }

  async function file(address: string): Promise<Buffer | undefined> {
    const entry = entries.get(address);
    if (!entry) return undefined;
    return (await readCachedVariant(cacheDir, entry.key, entry.format)) ?? queued(address, entry, true);
  }

  const files = createServedFiles({
    cacheBytes,
    unavailable: "The picture cannot be made right now. Try again shortly.",
    async load(address) {
      try {
        const data = await file(address);
        const entry = entries.get(address)!;
        return data && { contentType: pictureContentTypes[entry.format], body: data, etag: `"${entry.key}"` };
      } catch (error) {
        onError?.(address, error);
        throw error;
      }
    },
  });

  return {
    size: entries.size,
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const address = (req.url ?? "").split("?")[0]!;
      if (!entries.has(address)) return false;
      files.serve(req, res, address);
      return true;
    },
    file,
    async warm() {
      const started = performance.now();
      const before = encoded;
      let failed = 0;
      // The priority pictures first, then narrow to wide; one width's two formats side by side, so they share a drawing.
      const order = [...entries].sort(
        ([, a], [, b]) => Number(b.priority) - Number(a.priority) || a.width - b.width || a.source.localeCompare(b.source) || a.format.localeCompare(b.format),
      );
      const missing: Promise<unknown>[] = [];
      for (const [address, entry] of order) {
        if (await hasCachedVariant(cacheDir, entry.key, entry.format)) continue;
        missing.push(
          queued(address, entry, false).catch((error: unknown) => {
            failed += 1;
            onError?.(address, error);
          }),
        );
      }
      await Promise.all(missing);
      return { files: entries.size, encoded: encoded - before, failed, seconds: Math.round((performance.now() - started) / 100) / 10 };
    },
    encodedCount: () => encoded,
  };
}
