import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { PREVIEW_PARAM } from "#app/config/preview.ts";
import { STRICT_CSP, contentSecurityPolicy, inlineScriptHashes } from "#app/lib/csp.server.ts";
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES, brotliBest, gzipBest } from "./precompress.ts";

/** build/client served from memory with its precompressed variants: a request costs a map lookup and a write. */
export type StoredVariant = { body: Buffer; encoding?: "br" | "gzip" };

export type StoredFile = {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  csp?: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  // React Router's single-fetch payloads for prerendered pages.
  ".data": "text/x-script",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

// Stored, but revalidated (a cheap 304 by ETag) before every use.
const HTML_CACHE = "no-cache";
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const PUBLIC_CACHE = "public, max-age=3600, stale-while-revalidate=86400";

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function urlPathFor(relative: string): string {
  const url = `/${relative.split(path.sep).join("/")}`;
  if (url === "/index.html") return "/";
  if (url.endsWith("/index.html")) return url.slice(0, -"/index.html".length);
  return url;
}

export type StaticStore = {
  get(urlPath: string): StoredFile | undefined;
  pages(): string[];
  size(): number;
  /** A page rendered again (its new HTML), or dropped so the server renders it per request until then. */
  replace(urlPath: string, file: StoredFile | undefined): void;
  /** Told of every path asked for (`get`), so pages being rendered again can go in the order visitors want them. */
  onRead?(listener: (urlPath: string) => void): void;
};

/** A page's HTML as the store keeps it: compressed once, its inline scripts allowed by hash. */
export async function storedPage(body: Buffer): Promise<StoredFile> {
  const [br, gzip] = await Promise.all([brotliBest(body), gzipBest(body)]);
  return storedPageOf({ identity: body, br, gzip, etag: etagOf(body), csp: contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))) });
}

const asBuffer = (bytes: Uint8Array | null | undefined) => (bytes ? (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : undefined);

/** A page made elsewhere (another process, through the database), from its bytes and the headers they were given. */
export function storedPageOf({ identity, br, gzip, etag, csp }: { identity: Uint8Array; br?: Uint8Array | null; gzip?: Uint8Array | null; etag: string; csp?: string | null }): StoredFile {
  return {
    contentType: contentTypes[".html"]!,
    cacheControl: HTML_CACHE,
    etag,
    identity: asBuffer(identity)!,
    ...(br ? { br: asBuffer(br) } : {}),
    ...(gzip ? { gzip: asBuffer(gzip) } : {}),
    ...(csp ? { csp } : {}),
  };
}

// 96 bits of the body's hash: unique enough for one site's files, short on every response.
const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;

export async function loadStaticStore(clientDir: string): Promise<StaticStore> {
  const files = new Map<string, StoredFile>();
  const pages: string[] = [];
  for await (const file of walk(clientDir)) {
    if ((file.endsWith(".br") || file.endsWith(".gz")) && existsSync(file.slice(0, -3))) continue;
    const relative = path.relative(clientDir, file);
    const extension = path.extname(file).toLowerCase();
    const contentType = contentTypes[extension] ?? "application/octet-stream";
    const body = await readFile(file);
    const isPage = extension === ".html";
    const urlPath = urlPathFor(relative);
    const stored: StoredFile = {
      contentType,
      cacheControl: isPage
        ? HTML_CACHE
        : urlPath.startsWith("/assets/")
          ? IMMUTABLE_CACHE
          : extension === ".data"
            ? HTML_CACHE
            : PUBLIC_CACHE,
      etag: etagOf(body),
      identity: body,
    };
    if (COMPRESSIBLE_EXTENSIONS.has(extension) && body.length >= MIN_COMPRESS_BYTES) {
      stored.br = existsSync(`${file}.br`) ? await readFile(`${file}.br`) : await brotliBest(body);
      stored.gzip = existsSync(`${file}.gz`) ? await readFile(`${file}.gz`) : await gzipBest(body);
    }
    if (isPage) {
      stored.csp = contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")));
      pages.push(urlPath);
    }
    files.set(urlPath, stored);
  }
  let readListener: ((urlPath: string) => void) | undefined;
  return {
    get(urlPath) {
      readListener?.(urlPath);
      return files.get(urlPath);
    },
    onRead(listener) {
      readListener = listener;
    },
    pages: () => pages.sort(),
    size: () => files.size,
    replace(urlPath, file) {
      if (file) files.set(urlPath, file);
      else files.delete(urlPath);
    },
  };
}

export function pickVariant(req: IncomingMessage, file: StoredFile): StoredVariant {
  const accepted = req.headers["accept-encoding"];
  if (typeof accepted === "string") {
    if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
    if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  }
  return { body: file.identity };
}

export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function serveStatic(store: StaticStore, queryRendered: Record<string, readonly string[]> = {}) {
  return function staticFiles(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = decodePath(req.path);
    if (urlPath === undefined) return next();
    if (req.query[PREVIEW_PARAM] !== undefined) return next();
    const params = queryRendered[urlPath];
    if (params && params.some((name) => typeof req.query[name] === "string" && req.query[name] !== "")) return next();
    const file = store.get(urlPath);
    if (!file) return next();

    sendStoredFile(req, res, file);
  };
}

/** Files with compressed variants vary by encoding; the others (media) take byte ranges. */
export function storedFileHeaders(file: StoredFile): [string, string][] {
  return [
    ["Content-Type", file.contentType],
    ["Cache-Control", file.cacheControl],
    ["ETag", file.etag],
    file.br || file.gzip ? ["Vary", "Accept-Encoding"] : ["Accept-Ranges", "bytes"],
    ["Content-Security-Policy", file.csp ?? STRICT_CSP],
  ];
}

/** Plain Node request/response, so the fast path and the Express middleware answer alike. */
export function sendStoredFile(req: IncomingMessage, res: ServerResponse, file: StoredFile): void {
  for (const [name, value] of storedFileHeaders(file)) res.setHeader(name, value);

  const conditional = req.headers["if-none-match"];
  if (conditional && conditional.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === file.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // Media players (Safari's above all) fetch video in byte ranges.
  const range = !file.br && !file.gzip ? parseRange(req.headers.range, file.identity.length) : undefined;
  if (range === "unsatisfiable") {
    res.setHeader("Content-Range", `bytes */${file.identity.length}`);
    res.statusCode = 416;
    res.end();
    return;
  }
  if (range) {
    const body = file.identity.subarray(range.start, range.end + 1);
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${file.identity.length}`);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return;
  }
  const variant = pickVariant(req, file);
  if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);
  res.setHeader("Content-Length", variant.body.length);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(variant.body);
}
