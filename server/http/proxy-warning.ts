import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.server.ts";

/**
 * Warns once when the server trusts no proxy (TRUST_PROXY=0) yet requests
 * arrive through one: every client then has the proxy's address, so the
 * per-network rate limit puts the whole site in one bucket and the IP hash
 * stored with each lead is the proxy's. One line per app (one per process in
 * production), never one per request; the header's addresses are not logged.
 */
export function proxyWarning(logger: Logger, trustProxy: number) {
  let warned = trustProxy > 0;
  return function warnOnForwardedFor(req: Request, _res: Response, next: NextFunction): void {
    if (!warned) {
      const forwarded = req.headers["x-forwarded-for"];
      if (forwarded !== undefined) {
        warned = true;
        const hops = String(forwarded).split(",").filter((part) => part.trim() !== "").length;
        logger.warn(
          { forwardedHops: hops },
          "TRUST_PROXY is 0 but requests carry X-Forwarded-For: behind a proxy every client looks like the proxy (one rate-limit bucket for all); set TRUST_PROXY to the number of proxies",
        );
      }
    }
    next();
  };
}
