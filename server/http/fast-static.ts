import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { Logger } from "../logger.server.ts";
import { redirectTarget } from "#app/config/redirects.ts";
import { PREVIEW_PARAM } from "#app/config/preview.ts";
import { SECURITY_HEADERS, applySecurityHeaders } from "./security-headers.ts";
import { type StaticStore, type StoredFile, type StoredVariant, pickVariant, sendStoredFile, storedFileHeaders } from "./static-files.ts";

export type FastStaticOptions = {
  store: StaticStore;
  /** Pages whose content follows these query parameters: with one set, the server renderer answers. */
  queryRendered: Record<string, readonly string[]>;
  trustProxy: number;
  logger: Logger;
};

/**
 * Stored files answered without the Express stack, with exactly the headers the chain would give (app.ts). Anything the
 * chain treats differently (redirects, rendered queries, untrusted proxies, debug logging) goes to it (returns false).
 */
export function fastStatic({ store, queryRendered, trustProxy, logger }: FastStaticOptions) {
  return function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* "/" */) return false;
    if (logger.isLevelEnabled("debug")) return false;
    if (trustProxy === 0 && req.headers["x-forwarded-for"] !== undefined) return false;

    const queryIndex = url.indexOf("?");
    const rawPath = queryIndex === -1 ? url : url.slice(0, queryIndex);
    if (rawPath.length > 1 && rawPath.endsWith("/")) return false;
    if (redirectTarget(rawPath)) return false;
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return false;
    }
    if (queryIndex !== -1) {
      const query = parseQuery(url.slice(queryIndex + 1));
      if (query[PREVIEW_PARAM] !== undefined) return false;
      const params = queryRendered[urlPath];
      if (params?.some((name) => typeof query[name] === "string" && query[name] !== "")) return false;
    }
    const file = store.get(urlPath);
    if (!file) return false;

    const secure = isSecure(req, trustProxy);
    if (!secure && req.headers["if-none-match"] === undefined && (file.br || file.gzip || req.headers.range === undefined)) {
      const variant = pickVariant(req, file);
      res.writeHead(200, fullResponseHeaders(file, variant));
      if (req.method === "HEAD") res.end();
      else res.end(variant.body);
      return true;
    }
    applySecurityHeaders(res, secure);
    sendStoredFile(req, res, file);
    return true;
  };
}

const headerCache = new WeakMap<StoredFile, Map<string, string[]>>();

/** Made once per file and encoding: the security headers, the file's own (its CSP replacing the default), length. */
function fullResponseHeaders(file: StoredFile, variant: StoredVariant): string[] {
  let byEncoding = headerCache.get(file);
  if (!byEncoding) headerCache.set(file, (byEncoding = new Map()));
  const key = variant.encoding ?? "identity";
  let headers = byEncoding.get(key);
  if (!headers) {
    const collected = new Map<string, string>([...SECURITY_HEADERS, ...storedFileHeaders(file)]);
    if (variant.encoding) collected.set("Content-Encoding", variant.encoding);
    collected.set("Content-Length", String(variant.body.length));
    headers = [...collected].flat();
    byEncoding.set(key, headers);
  }
  return headers;
}

/** Express's `req.secure`: true only when a trusted proxy says the client used HTTPS. */
function isSecure(req: IncomingMessage, trustProxy: number): boolean {
  if (trustProxy === 0) return false;
  const header = req.headers["x-forwarded-proto"];
  if (typeof header !== "string") return false;
  const comma = header.indexOf(",");
  return (comma === -1 ? header : header.slice(0, comma)).trim() === "https";
}
