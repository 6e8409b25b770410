import type { IncomingMessage, ServerResponse } from "node:http";
import { STRICT_CSP } from "#app/lib/csp.server.ts";

/*
 * How the site's pictures are answered, uploads (media.server.ts) and the repository's own (site-pictures.server.ts) alike:
 * at content-addressed paths, so cached for a year as immutable; from the process's memory (least recently used leave
 * first), else from where the file is kept, read once however many ask for it at the same time.
 */

export type ServedFile = { contentType: string; body: Buffer; etag: string };

export const pictureContentTypes = { avif: "image/avif", webp: "image/webp", svg: "image/svg+xml" } as const;
const IMMUTABLE = "public, max-age=31536000, immutable";

export type ServedFiles = {
  /** Answers GET or HEAD for `path` (already known to be one of this server's), from memory or `load`; 404 when load finds nothing. */
  serve(req: IncomingMessage, res: ServerResponse, path: string): void;
};

export function sendFile(req: IncomingMessage, res: ServerResponse, file: ServedFile) {
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Cache-Control", IMMUTABLE);
  res.setHeader("ETag", file.etag);
  // A drawing opened on its own runs nothing and embeds nothing, as every file the site serves.
  res.setHeader("Content-Security-Policy", STRICT_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (req.headers["if-none-match"] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Length", file.body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : file.body);
}

export function sendNotFound(res: ServerResponse, status = 404, message = "Not Found") {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Security-Policy", STRICT_CSP);
  res.end(message);
}

export function createServedFiles({
  load,
  cacheBytes,
  unavailable = "The picture cannot be read right now. Try again shortly.",
}: {
  load: (path: string) => Promise<ServedFile | undefined>;
  /** How many bytes of served files the process keeps in memory. */
  cacheBytes: number;
  /** The 503's words when `load` fails. */
  unavailable?: string;
}): ServedFiles {
  const cache = new Map<string, ServedFile>();
  let cached = 0;
  const reading = new Map<string, Promise<ServedFile | undefined>>();

  function remember(path: string, file: ServedFile) {
    if (file.body.length > cacheBytes / 4) return;
    cache.set(path, file);
    cached += file.body.length;
    for (const [oldest, entry] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= entry.body.length;
    }
  }

  return {
    serve(req, res, path) {
      const hit = cache.get(path);
      if (hit) {
        // Most recently used last.
        cache.delete(path);
        cache.set(path, hit);
        sendFile(req, res, hit);
        return;
      }
      let pending = reading.get(path);
      if (!pending) {
        pending = load(path)
          .then((file) => {
            if (file) remember(path, file);
            return file;
          })
          .finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      pending.then(
        (file) => (file ? sendFile(req, res, file) : sendNotFound(res)),
        () => sendNotFound(res, 503, unavailable),
      );
    },
  };
}
