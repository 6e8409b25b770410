import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.server.ts";

/** No query: it may hold personal data. */
export function requestLog(logger: Logger) {
  return function log(req: Request, res: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode === 404) logger.warn(entry, "not found");
      else if (res.statusCode >= 500) logger.error(entry, "request failed");
      else logger.debug(entry, "request");
    });
    next();
  };
}
