import type { NextFunction, Request, Response } from "express";

/**
 * Requests the site cannot route are refused before anything tries to: a
 * path with malformed percent-encoding (`/%`, `/%zz`, `/help%`) is a 400, not
 * an exception deep in a router. Logged by the request log like any 4xx,
 * never as an error.
 */
export function rejectMalformedPaths(req: Request, res: Response, next: NextFunction): void {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("Bad Request: the URL has malformed percent-encoding");
    return;
  }
  next();
}

/**
 * Only these methods reach the pages (GET and HEAD; the forms post to the
 * API, which answers its own 405s). Anything else, OPTIONS and TRACE
 * included, is a 405 naming what is allowed.
 */
export function allowOnly(methods: readonly string[]) {
  const allow = methods.join(", ");
  return function methodGuard(req: Request, res: Response, next: NextFunction): void {
    if (methods.includes(req.method)) return next();
    res.status(405).setHeader("Allow", allow);
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(`Method Not Allowed: use ${allow}`);
  };
}

/** The HTTP status an error carries (Express and body parsers set `status` on client errors). */
export function clientErrorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
