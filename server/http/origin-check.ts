import type { Request } from "express";

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A browser post from another site (CSRF, a form on a spam page) carries that
 * site's Origin (or, from older browsers, Referer). Allowed: no Origin and no
 * Referer at all (curl, server-to-server), the site's own origin (SITE_URL),
 * or the host the request was sent to. `Origin: null` (sandboxed frames,
 * file://) is refused.
 */
export function isCrossSite(req: Request, siteUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = origin !== undefined && origin !== "" ? origin : referer !== undefined && referer !== "" ? referer : undefined;
  if (claimed === undefined) return false;
  const source = originOf(claimed);
  if (!source) return true;
  if (siteUrl && source === originOf(siteUrl)) return false;
  const sourceHost = new URL(source).host;
  const hosts = [req.headers.host, req.host].filter((host): host is string => typeof host === "string" && host !== "");
  return !hosts.some((host) => host.toLowerCase() === sourceHost);
}
