import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/lib/env.server.ts";
import type { Logger } from "./logger.server.ts";
import { redirects } from "./http/redirects.ts";
import { proxyWarning } from "./http/proxy-warning.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { type StaticStore, serveStatic } from "./http/static-files.ts";

export type AppOptions = {
  env: Env;
  logger: Logger;
  build: ServerBuild;
  staticStore: StaticStore;
  /** Extra routers mounted before the page handler (the lead API). */
  beforePages?: express.Router[];
};

/**
 * Every HTTP concern in one place (GUIDE convention 6): security headers,
 * redirects, the prerendered pages and assets, then React Router for the rest
 * (404, 410, data requests, resource routes).
 */
export function createApp({ env, logger, build, staticStore, beforePages = [] }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("etag", false);

  app.use(requestLog(logger));
  app.use(proxyWarning(logger, env.TRUST_PROXY));
  app.use(securityHeaders);
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  for (const router of beforePages) app.use(router);
  app.use(redirects);
  app.use(serveStatic(staticStore));
  // Dynamic responses (server renders, data requests) are compressed on the fly.
  app.use(compression({ threshold: 1024 }));
  app.all("/{*splat}", createRequestHandler({ build, mode: env.NODE_ENV }));

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    logger.error({ err: error, path: req.path }, "unhandled error");
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}
