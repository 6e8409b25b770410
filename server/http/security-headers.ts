import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { STRICT_CSP } from "#app/lib/csp.server.ts";

/**
 * Security headers for every response. The Content-Security-Policy is set by
 * whoever writes the body: pages allow their own inline scripts by nonce
 * (server renders, app/entry.server.tsx) or by hash (prerendered pages,
 * static-files.ts); everything else (JSON, health checks, the sitemap, error
 * answers) keeps the strict default set here.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  applySecurityHeaders(res, req.secure);
  next();
}

/**
 * The headers every response carries (the CSP is the strict default; a page's writer replaces it).
 * Framing is refused by every CSP's `frame-ancestors 'none'`; X-Frame-Options only served browsers without CSP 2.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", STRICT_CSP],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // No ad-topics opt-out: Chrome retired the Topics API (as FLoC before it), and the site runs no third-party script.
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** Strict-Transport-Security, only on a request that came over HTTPS. */
export const HSTS_HEADER = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;

export function applySecurityHeaders(res: ServerResponse, secure: boolean): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (secure) res.setHeader(...HSTS_HEADER);
}
