import type { NextFunction, Request, Response } from "express";
import { MEDIA_MAX_BYTES } from "#app/config/media-limits.ts";
import { sameOriginPath } from "./redirects.ts";

export const CONSOLE_BODY_LIMIT_BYTES = 64 * 1024;
/** The Media page's upload (a multipart post, from it or a picker): the largest picture, its form fields and the encoding's overhead. */
export const MEDIA_UPLOAD_PATHS = new Set(["/console/content/media", "/console/content/media.data"]);
export const MEDIA_UPLOAD_LIMIT_BYTES = MEDIA_MAX_BYTES + CONSOLE_BODY_LIMIT_BYTES;

/** Percent-decoded and lower-cased, as React Router matches routes in any letter case. */
function routedForm(path: string): string | undefined {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return undefined;
  }
}

const isConsoleForm = (path: string) => path === "/console" || path === "/console.data" || path.startsWith("/console/");

export const isConsolePath = (path: string) => {
  const routed = routedForm(path);
  return routed !== undefined && isConsoleForm(routed);
};

/** Every console answer is private and never indexed; posts over 64 KiB (an upload: 10 MB and 64 KiB) are refused before a byte is read. */
export function consoleGuard(req: Request, res: Response, next: NextFunction): void {
  const routed = routedForm(req.path);
  if (routed === undefined || !isConsoleForm(routed)) return next();
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if ((req.method === "GET" || req.method === "HEAD") && /[A-Z]/.test(req.path)) {
    const queryIndex = req.originalUrl.indexOf("?");
    const search = queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex);
    const canonical = req.path.toLowerCase().replace(/(.)\/+$/, "$1");
    res.redirect(301, `${sameOriginPath(canonical)}${search}`);
    return;
  }
  if (req.method !== "POST") return next();
  const length = Number(req.headers["content-length"]);
  if (!Number.isInteger(length) || req.headers["content-length"] === undefined) {
    res.status(411).type("text/plain").send("Length Required");
    return;
  }
  const upload = MEDIA_UPLOAD_PATHS.has(routed);
  if (length > (upload ? MEDIA_UPLOAD_LIMIT_BYTES : CONSOLE_BODY_LIMIT_BYTES)) {
    res.status(413).type("text/plain").send(upload ? `Payload Too Large: the largest picture is ${MEDIA_MAX_BYTES / 1024 / 1024} MB.` : "Payload Too Large");
    return;
  }
  next();
}
