import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.server.ts";

/**
 * TRUST_PROXY=0 behind a proxy puts the whole site in one rate-limit bucket and stores the proxy's IP hash: warn once
 * per process, never per request, without logging the header's addresses.
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
