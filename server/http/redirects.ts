import type { NextFunction, Request, Response } from "express";
import { redirectTarget } from "#app/config/redirects.ts";

/** Query strings are kept, so campaign parameters survive a redirect. */
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

/** Browsers read `//host` and `/\host` as another site: one leading slash and no raw backslash. */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "").replace(/\\/g, "%5C")}`;
}
