import type { NextFunction, Request, Response } from "express";
import { redirectTarget } from "#app/config/redirects.ts";

/**
 * Permanent redirects from the one table in app/config/redirects.ts, and the
 * canonical form of every path: no trailing slash (`/help/` → `/help`).
 * Query strings are kept, so campaign parameters survive a redirect.
 */
export function redirects(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const queryIndex = req.originalUrl.indexOf("?");
  const search = queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex);
  const pathname = req.path;

  const target = redirectTarget(pathname);
  if (target) {
    const external = /^https?:\/\//.test(target);
    return res.redirect(301, external ? target : `${target}${search}`);
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const canonical = pathname.replace(/\/+$/, "") || "/";
    return res.redirect(301, `${sameOriginPath(canonical)}${search}`);
  }
  next();
}

/**
 * A Location built from a request path stays on this origin. Browsers read
 * `//host` and `/\host` (a backslash counts as a slash) as another site, so
 * the path starts with exactly one slash and keeps no raw backslash.
 */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "").replace(/\\/g, "%5C")}`;
}
