import type { NextFunction, Request, Response } from "express";
import type { SiteContent } from "./content-model.ts";

/** `/terms/versions/3` (and its `.data`): an earlier published version of the document whose page is `/terms`. */
const VERSION_PATH = /^(\/[\w/-]+?)\/versions\/(\d{1,9})(?:\.data)?\/?$/;

/**
 * An earlier version of a page that lists its history is read at `<page>/versions/<n>`: rendered per request with that
 * version in place (never stored in memory), and never indexed. One that does not exist is left to the page, which answers
 * 404.
 */
export function versionPages(publicVersion: () => ((path: string, version: number) => Promise<SiteContent | null>) | undefined) {
  return async function versions(req: Request, res: Response, next: NextFunction): Promise<void> {
    const match = req.method === "GET" || req.method === "HEAD" ? VERSION_PATH.exec(req.path) : null;
    if (!match) return next();
    res.setHeader("X-Robots-Tag", "noindex");
    const content = await publicVersion()?.(match[1]!, Number(match[2]));
    if (content) (res.locals as { siteContent?: SiteContent }).siteContent = content;
    next();
  };
}
