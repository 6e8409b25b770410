import readline from "node:readline";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseEnv } from "../../server/env.ts";
import { createApiOnlyApp } from "../../server/api-only.ts";
import { listen, httpTimeouts, boundPort } from "../../server/http/serve.ts";
import { createLogger } from "../../server/logger.server.ts";

/**
 * The bench's server for "Traffic over 1,000,000 views": the production app
 * (API only) on the database its environment names. Prints its port; then
 * for each line `run N SINCE UNTIL` on stdin it reads the Traffic page's
 * figures N times, one after another, through the console service its
 * loader calls, and prints each read's milliseconds as JSON, with how long
 * the server's thread was held meanwhile (its event loop's delay, p99 and
 * max); `idle MS` measures that delay over MS milliseconds without reads.
 */
const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const { app, leads } = await createApiOnlyApp({ env, logger });
const server = await listen(app, env.PORT, env.HOST, httpTimeouts(env));
process.stdout.write(`${JSON.stringify({ msg: "api listening", port: boundPort(server, env.PORT) })}\n`);
const service = leads.pageServices().console;
if (!service) throw new Error("the console service is not ready");

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, runs, since, until] = line.trim().split(" ");
  if (command === "idle") {
    // The same measure with no Traffic read: the thread's delay the machine itself causes.
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, Number(runs)));
    delay.disable();
    process.stdout.write(`${JSON.stringify({ samples: [], loopDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 } })}\n`);
    continue;
  }
  if (command !== "run" || !since || !until) continue;
  const samples: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  for (let i = 0; i < Number(runs); i += 1) {
    const started = performance.now();
    await service.traffic({ since, until });
    samples.push(performance.now() - started);
  }
  delay.disable();
  const loopDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  process.stdout.write(`${JSON.stringify({ samples, loopDelay })}\n`);
}
server.closeAllConnections();
server.close();
await leads.stop();
