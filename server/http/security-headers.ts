import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { STRICT_CSP } from "#app/lib/csp.server.ts";

/** Whoever writes the body sets the page CSP (nonce or hash); everything else keeps the strict default set here. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  applySecurityHeaders(res, req.secure);
  next();
}

/**
 * Every byte here is in every page's first round trip (14,600 bytes with the page), so a header that changes nothing is
 * left out. X-Frame-Options only served browsers without CSP 2: every CSP has `frame-ancestors 'none'`. No
 * Referrer-Policy: browsers default to strict-origin-when-cross-origin, and the pages whose URLs carry a token (privacy
 * links, the console) set their own stricter one. No Permissions-Policy: the site's scripts use no powerful feature, runs
 * no third-party script, and its frames (YouTube, the job board) get none without an `allow` attribute, which they lack.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", STRICT_CSP],
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** Only on a request that came over HTTPS. */
export const HSTS_HEADER = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;

export function applySecurityHeaders(res: ServerResponse, secure: boolean): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (secure) res.setHeader(...HSTS_HEADER);
}
