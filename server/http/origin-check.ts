import type { Request } from "express";

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Allowed: no Origin and no Referer (curl), SITE_URL's origin, or the request's host. `Origin: null` is refused. */
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
