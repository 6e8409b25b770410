// First: React is chosen for production before any module below imports it.
import "./node-env.ts";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { queryRenderedPages } from "#app/config/routes.ts";
import { type Env, EnvError, parseEnv, siteOrigin } from "./env.ts";
import { contentModelOf, createApp, pageRender } from "./app.ts";
import { runCluster } from "./http/cluster.ts";
import { fastStatic } from "./http/fast-static.ts";
import { loadStaticStore } from "./http/static-files.ts";
import { boundPort, exitOnSignals, httpTimeouts, listen, type ListenError } from "./http/serve.ts";
import { warnOnStaleSiteUrl } from "./http/site-url-check.ts";
import { startBackend } from "./backend.ts";
import { loadSitePictures } from "./content/site-pictures.server.ts";
import { encodedCacheDir } from "../vite/lib/picture-manifest.ts";
import { createLogger } from "./logger.server.ts";

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The server bundle's hash: two builds never share a rendered page, even when only server code differs. */
async function buildIdOf(buildPath: string): Promise<string> {
  return createHash("sha256").update(await readFile(buildPath)).digest("base64url").slice(0, 16);
}

/** With WEB_CONCURRENCY above 1 the first process only supervises (http/cluster.ts) and each worker runs this. */
export async function startServer() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const root = path.resolve(import.meta.dirname, "..");
  const buildDir = path.resolve(root, env.BUILD_DIR);
  const buildPath = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const staticStore = await loadStaticStore(path.join(buildDir, "client"));
  const pictures = await loadSitePictures({
    buildDir,
    cacheDir: encodedCacheDir(root, env.IMAGE_CACHE_DIR),
    onError: (address, error) => logger.error({ path: address, error: error instanceof Error ? error.message : String(error) }, "cannot make a site picture"),
  });

  // PostgreSQL being down does not stop the pages: the lead API answers 503 meanwhile.
  let leads;
  try {
    leads = await startBackend({
      env,
      logger,
      site: { model: contentModelOf(build), store: staticStore, render: pageRender(build, siteOrigin(env), await buildIdOf(buildPath)), pictures },
    });
  } catch (error) {
    logger.fatal({ error: error instanceof Error ? error.message : String(error) }, "cannot open the lead database");
    process.exit(1);
  }

  const app = createApp({ env, logger, build, staticStore, beforePages: [leads.router, leads.previewPages, leads.versionPages], pageServices: leads.pageServices });
  // Stored files skip the Express stack (same answer, a fraction of the work).
  const serveFromMemory = fastStatic({ store: staticStore, queryRendered: queryRenderedPages, trustProxy: env.TRUST_PROXY, logger });
  const handler: RequestListener = (req, res) => {
    if (!serveFromMemory(req, res)) app(req, res);
  };
  let server;
  try {
    server = await listen(handler, env.PORT, env.HOST, httpTimeouts(env));
  } catch (error) {
    // No socket, no server: exit non-zero so a supervisor sees the failure.
    const reason = error instanceof Error ? error.message : String(error);
    logger.fatal({ host: env.HOST, port: env.PORT, code: (error as ListenError).code }, reason);
    await leads.stop().catch(() => {});
    process.exit(1);
  }
  const port = boundPort(server, env.PORT);
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  logger.info(
    { host: env.HOST, port, pages: staticStore.pages().length, files: staticStore.size() },
    `serving on http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`,
  );
  warnOnStaleSiteUrl({ siteOrigin: siteOrigin(env), logger, staticStore });
  // Pictures the disk cache lacks are made now, in the background (a request for one is made first): by one process only.
  if (pictures.size > 0 && (!cluster.isWorker || cluster.worker?.id === 1)) {
    void pictures.warm().then((result) => {
      logger[result.failed > 0 ? "warn" : "info"](result, `site pictures ready: ${result.encoded} of ${result.files} encoded in ${result.seconds} s`);
    });
  }

  exitOnSignals({ server, logger, onSignal: (handBackAfterMs) => leads.stopWorker(handBackAfterMs), afterClose: () => leads.stop() });
  return server;
}

if (import.meta.main) {
  const { WEB_CONCURRENCY, LOG_LEVEL } = readEnv();
  if (WEB_CONCURRENCY > 1 && cluster.isPrimary) runCluster({ workers: WEB_CONCURRENCY, logger: createLogger(LOG_LEVEL) });
  else await startServer();
}
