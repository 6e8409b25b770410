import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { STRICT_CSP } from "../../app/lib/csp.server.ts";

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

/** The headers themselves; Strict-Transport-Security only on a request that came over HTTPS. */
export function applySecurityHeaders(res: ServerResponse, secure: boolean): void {
  res.setHeader("Content-Security-Policy", STRICT_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  );
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
