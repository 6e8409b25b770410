import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild, type ServerEntryModule } from "react-router";
import type { ContentModel, PageRender } from "./content/content-model.ts";
import { contentOf } from "./content/preview-pages.ts";
import type { PageLoadContext, PageServices } from "#app/load-context.server.ts";
import { createNonce } from "#app/lib/csp.server.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.server.ts";
import { queryRenderedPages } from "#app/config/routes.ts";
import { redirects } from "./http/redirects.ts";
import { allowOnly, clientErrorStatus, rejectMalformedPaths } from "./http/request-guards.ts";
import { consoleGuard, isConsolePath } from "./http/console-guard.ts";
import { proxyWarning } from "./http/proxy-warning.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { type StaticStore, serveStatic } from "./http/static-files.ts";

export type AppOptions = {
  env: Env;
  logger: Logger;
  /** Without it (the API-only server) unknown paths get a JSON 404. */
  build?: ServerBuild;
  staticStore: StaticStore;
  beforePages?: express.RequestHandler[];
  pageServices?: (req: Request) => PageServices;
};

type SiteEntry = ServerEntryModule & Partial<ContentModel> & { pageLoadContext?: PageLoadContext };

function entryOf(build: ServerBuild): SiteEntry & { pageLoadContext: PageLoadContext } {
  const entry: SiteEntry = build.entry.module;
  if (!entry.pageLoadContext) throw new Error("the server build's entry (app/entry.server.tsx) does not export pageLoadContext");
  return entry as SiteEntry & { pageLoadContext: PageLoadContext };
}

/** Made by the build's own entry: its context keys are the ones the routes read. A preview's content replaces the published. */
function loadContextFor(build: ServerBuild, pageServices: AppOptions["pageServices"]) {
  const { pageLoadContext } = entryOf(build);
  return (req: Request, res: Response) => {
    const preview = contentOf(res);
    const services = pageServices?.(req);
    return pageLoadContext(preview && services ? { ...services, content: preview } : services, createNonce());
  };
}

/** The content types and snapshot builder the build exports, for the content editor. */
export function contentModelOf(build: ServerBuild): ContentModel {
  const { contentTypes, siteContentFrom, repositoryContent, contentJsonSchema } = entryOf(build);
  if (!contentTypes || !siteContentFrom || !repositoryContent || !contentJsonSchema) {
    throw new Error("the server build's entry (app/entry.server.tsx) does not export the content model");
  }
  return { contentTypes, siteContentFrom, repositoryContent, contentJsonSchema };
}

/** A public page rendered as the build prerenders it (no nonce: its inline scripts are allowed by hash), with the content given. */
export function pageRender(build: ServerBuild, origin: string, buildId = build.assets.version): PageRender {
  const { pageLoadContext } = entryOf(build);
  const handle = createReactRouterHandler(build, "production");
  const render: PageRender = async (path, content) => {
    const response = await handle(new Request(new URL(path, origin)), pageLoadContext({ privacy: null, formResultLookup: null, console: null, content }, null));
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    return { status: response.status, html, body: Buffer.from(await response.arrayBuffer()) };
  };
  // The build's code and the origin (in every page's canonical and share links) make a page besides its content.
  render.edition = `${buildId} ${origin}`;
  return render;
}

export function createApp({ env, logger, build, staticStore, beforePages = [], pageServices }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("etag", false);

  app.use(requestLog(logger));
  app.use(proxyWarning(logger, env.TRUST_PROXY));
  app.use(securityHeaders);
  app.use(rejectMalformedPaths);
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  for (const router of beforePages) app.use(router);
  app.use(consoleGuard);
  // The console's pages take their own form posts (React Router actions); every other page is read-only.
  const readOnly = allowOnly(["GET", "HEAD"]);
  app.use((req, res, next) => (req.method === "POST" && isConsolePath(req.path) ? next() : readOnly(req, res, next)));
  app.use(redirects);
  app.use(serveStatic(staticStore, queryRenderedPages));
  app.use(compression({ threshold: 1024 }));
  const pages = build
    ? createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContextFor(build, pageServices) })
    : (_req: Request, res: Response) => void res.status(404).json({ error: "Not Found" });
  app.all("/{*splat}", (req, res, next) => {
    // A page's own CSP must replace the strict default, not join it: browsers enforce every policy they get.
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "content-security-policy" && value !== undefined ? res.set(field, value) : append(field, value);
    return pages(req, res, next);
  });

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = clientErrorStatus(error);
    if (status) {
      // The client's mistake: say so, no stack trace.
      logger.warn({ path: req.path, status, error: error instanceof Error ? error.message : String(error) }, "bad request");
      res.status(status).type("text/plain").send(status === 400 ? "Bad Request" : "Request refused");
      return;
    }
    logger.error({ err: error, path: req.path }, "unhandled error");
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}
