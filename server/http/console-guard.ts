import type { NextFunction, Request, Response } from "express";

/** The console's posts carry a few form fields or a WebAuthn answer: 64 KiB is plenty. */
export const CONSOLE_BODY_LIMIT_BYTES = 64 * 1024;

/** Whether a path belongs to the leads console (its pages, and the list's data request, /console.data). */
export const isConsolePath = (path: string) => path === "/console" || path === "/console.data" || path.startsWith("/console/");

/**
 * Every console answer (pages, data requests, exports, refusals) is private
 * and never indexed. Console posts (the pages' actions) may reach the page
 * handler, with a declared body of at most 64 KiB: anything else is refused
 * before a byte of it is read.
 */
export function consoleGuard(req: Request, res: Response, next: NextFunction): void {
  if (!isConsolePath(req.path)) return next();
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if (req.method !== "POST") return next();
  const length = Number(req.headers["content-length"]);
  if (!Number.isInteger(length) || req.headers["content-length"] === undefined) {
    res.status(411).type("text/plain").send("Length Required");
    return;
  }
  if (length > CONSOLE_BODY_LIMIT_BYTES) {
    res.status(413).type("text/plain").send("Payload Too Large");
    return;
  }
  next();
}
