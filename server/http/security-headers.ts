import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { STRICT_CSP } from "#app/lib/csp.server.ts";

/** Whoever writes the body sets the page CSP (nonce or hash); everything else keeps the strict default set here. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  applySecurityHeaders(res, req.secure);
  next();
}

/** X-Frame-Options only served browsers without CSP 2: every CSP has `frame-ancestors 'none'`. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", STRICT_CSP],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // No ad-topics opt-out: Chrome retired the Topics API, and the site runs no third-party script.
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** Only on a request that came over HTTPS. */
export const HSTS_HEADER = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;

export function applySecurityHeaders(res: ServerResponse, secure: boolean): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (secure) res.setHeader(...HSTS_HEADER);
}
