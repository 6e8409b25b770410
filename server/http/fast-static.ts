import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { Logger } from "../logger.server.ts";
import { redirectTarget } from "#app/config/redirects.ts";
import { SECURITY_HEADERS, applySecurityHeaders } from "./security-headers.ts";
import { type StaticStore, type StoredFile, type StoredVariant, pickVariant, sendStoredFile, storedFileHeaders } from "./static-files.ts";

export type FastStaticOptions = {
  store: StaticStore;
  /** Pages whose content follows these query parameters: with one set, the server renderer answers. */
  queryRendered: Record<string, readonly string[]>;
  /** TRUST_PROXY: how many proxies' X-Forwarded-* headers to believe. */
  trustProxy: number;
  logger: Logger;
};

/**
 * The prerendered pages and hashed assets without the Express stack: a
 * request for a stored file is answered here with exactly the headers and
 * body the middleware chain would give it (security headers, then the stored
 * file: see app.ts for the chain), for a fraction of the work. Anything the
 * chain would treat differently goes to it untouched (returns false):
 * another method, a path the redirect table or the trailing-slash rule
 * moves, malformed percent-encoding, a query that makes a page render on the
 * server, an unknown path, a request through an untrusted proxy (the chain
 * warns about those once), and every request while debug logging is on (the
 * request log writes a line for each).
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
    const params = queryRendered[urlPath];
    if (params && queryIndex !== -1) {
      const query = parseQuery(url.slice(queryIndex + 1));
      if (params.some((name) => typeof query[name] === "string" && query[name] !== "")) return false;
    }
    const file = store.get(urlPath);
    if (!file) return false;

    const secure = isSecure(req, trustProxy);
    // The common case (a full response over plain HTTP) writes headers made once per file and encoding.
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

/**
 * The headers of a 200 for this file and encoding, as one flat list, made
 * once: the security headers, the file's own (its CSP replacing the strict
 * default), its encoding and length.
 */
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

/**
 * Express's `req.secure` for a plain-HTTP server: true only when a trusted
 * proxy (TRUST_PROXY ≥ 1 trusts the one in front) says the client used HTTPS.
 */
function isSecure(req: IncomingMessage, trustProxy: number): boolean {
  if (trustProxy === 0) return false;
  const header = req.headers["x-forwarded-proto"];
  if (typeof header !== "string") return false;
  const comma = header.indexOf(",");
  return (comma === -1 ? header : header.slice(0, comma)).trim() === "https";
}
