import express from "express";
import type { ServerBuild } from "react-router";
import { type Env, EnvError, parseEnv } from "../../app/lib/env.server.ts";
import { createApp } from "../app.ts";
import type { StaticStore } from "../http/static-files.ts";
import { startLeadBackend } from "../leads/lead-backend.server.ts";
import { createLogger, type Logger } from "../logger.server.ts";

/**
 * The production app (server/app.ts: same middleware, same lead backend)
 * without the React build: what the API tests run in-process or kill with
 * SIGKILL as a separate process, and what `npm run bench:api` measures. No
 * `npm run build` needed. Only /healthz, /readyz and /api/* are served.
 *
 *   PORT=0 DATA_DIR=… [DATABASE_URL=…] node server/api/api-only-server.ts
 *
 * Logs JSON to stdout like the real server; the first line,
 * `{"msg":"api listening","port":…}`, is printed whatever LOG_LEVEL says.
 */
const noPages: StaticStore = { get: () => undefined, pages: () => [], size: () => 0 };
// Never reached: unknown paths answer 404 before the page handler.
const noBuild = {} as ServerBuild;

export async function createApiOnlyApp({ env, logger }: { env: Env; logger: Logger }) {
  const leads = await startLeadBackend({ env, logger });
  const notFound = express.Router().use((_req, res) => {
    res.status(404).json({ error: "Not Found" });
  });
  const app = createApp({ env, logger, build: noBuild, staticStore: noPages, beforePages: [leads.router, notFound] });
  return { app, leads };
}

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const { app, leads } = await createApiOnlyApp({ env, logger });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // Always printed (whatever LOG_LEVEL): the parent process reads the port from it.
    process.stdout.write(`${JSON.stringify({ msg: "api listening", port, database: leads.store.dialect })}\n`);
  });
  const shutdown = () => {
    server.close(() => void leads.stop().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
