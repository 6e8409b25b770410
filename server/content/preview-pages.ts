import type { NextFunction, Request, Response } from "express";
import { PREVIEW_PARAM } from "#app/config/preview.ts";
import type { SiteContent } from "./content-model.ts";

/** Where a request's page content comes from when it is not the published site (Express's res.locals). */
export const contentOf = (res: Response): SiteContent | undefined => (res.locals as { siteContent?: SiteContent }).siteContent;

/**
 * A public page asked for with a preview link's token shows the linked draft: rendered for that request, never indexed or
 * stored by a shared cache, and framed only by this site (the editor shows it at two widths side by side).
 */
export function previewPages(previewContent: () => ((token: string) => Promise<SiteContent | null>) | undefined) {
  return async function preview(req: Request, res: Response, next: NextFunction): Promise<void> {
    const token = req.query[PREVIEW_PARAM];
    if (token === undefined || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
    const open = previewContent();
    const content = typeof token === "string" && open ? await open(token) : null;
    if (!content) {
      res.status(404).type("text/plain").send("This preview link has expired or is not valid. Ask for a new one from the console.");
      return;
    }
    (res.locals as { siteContent?: SiteContent }).siteContent = content;
    // The page's own CSP forbids framing; a preview may be framed by the console, nowhere else.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === "content-security-policy" ? String(value).replace("frame-ancestors 'none'", "frame-ancestors 'self'") : name.toLowerCase() === "cache-control" ? "private, no-store" : value);
    next();
  };
}
