import type { Logger } from "../logger.server.ts";
import type { StaticStore } from "./static-files.ts";

export function canonicalOriginOf(html: string): string | undefined {
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  const href = tag ? /\bhref="([^"]+)"/i.exec(tag)?.[1] : undefined;
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/** Prerendered canonical URLs come from the build's SITE_URL; another one at start-up would advertise the wrong origin. */
export function warnOnStaleSiteUrl({ siteOrigin, logger, staticStore }: { siteOrigin: string; logger: Logger; staticStore: StaticStore }): void {
  const home = staticStore.get("/");
  if (!home) return;
  const built = canonicalOriginOf(home.identity.toString("utf8"));
  const expected = new URL(siteOrigin).origin;
  if (built && built !== expected) {
    logger.warn(
      { builtFor: built, siteUrl: expected },
      `the prerendered pages were built for ${built} but SITE_URL is ${expected}: their canonical URLs are wrong; rebuild (npm run build) with this SITE_URL`,
    );
  }
}
