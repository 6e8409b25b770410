import { type Env, EnvError, parseEnv } from "./env.ts";
import { createApp } from "./app.ts";
import type { StaticStore } from "./http/static-files.ts";
import { boundPort, exitOnSignals, httpTimeouts, listen, type ListenError } from "./http/serve.ts";
import { startBackend } from "./backend.ts";
import { createLogger, type Logger } from "./logger.server.ts";

/**
 * The production app without the React build (only /healthz, /readyz and /api/*), for the API tests and `bench:api`:
 * `PORT=0 DATA_DIR=… [DATABASE_URL=…] node server/api-only.ts`.
 */
const noPages: StaticStore = { get: () => undefined, pages: () => [], size: () => 0, replace: () => {} };

export async function createApiOnlyApp({ env, logger, now }: { env: Env; logger: Logger; now?: () => number }) {
  const leads = await startBackend({ env, logger, now });
  // No build: what would be a page is a JSON 404, after the same guards and redirects.
  const app = createApp({ env, logger, staticStore: noPages, beforePages: [leads.router] });
  return { app, leads };
}

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const { app, leads } = await createApiOnlyApp({ env, logger });
  let server;
  try {
    server = await listen(app, env.PORT, env.HOST, httpTimeouts(env));
  } catch (error) {
    logger.fatal({ host: env.HOST, port: env.PORT, code: (error as ListenError).code }, String((error as Error).message));
    await leads.stop().catch(() => {});
    process.exit(1);
  }
  // Always printed (whatever LOG_LEVEL): the parent process reads the port from it.
  process.stdout.write(
    `${JSON.stringify({ msg: "api listening", port: boundPort(server, env.PORT), database: leads.store.dialect })}\n`,
  );
  exitOnSignals({ server, logger, onSignal: (handBackAfterMs) => leads.stopWorker(handBackAfterMs), afterClose: () => leads.stop() });
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
