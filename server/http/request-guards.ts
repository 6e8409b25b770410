import type { NextFunction, Request, Response } from "express";

/** Malformed percent-encoding is a 400 here, not an exception deep in a router. */
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

/** The forms post to the API, which answers its own 405s. */
export function allowOnly(methods: readonly string[]) {
  const allow = methods.join(", ");
  return function methodGuard(req: Request, res: Response, next: NextFunction): void {
    if (methods.includes(req.method)) return next();
    res.status(405).setHeader("Allow", allow);
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(`Method Not Allowed: use ${allow}`);
  };
}

export function clientErrorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
