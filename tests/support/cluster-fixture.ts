import cluster from "node:cluster";
import { createServer } from "node:http";
import { runCluster } from "../../server/http/cluster.ts";
import { createLogger } from "../../server/logger.server.ts";

/**
 * A stand-in server for the cluster supervisor's tests: the primary runs
 * runCluster; each worker answers its pid on PORT and drains on SIGTERM, as
 * the real server does. FAIL_START=1 makes workers exit before listening.
 */
const port = Number(process.env.PORT);
if (cluster.isPrimary) {
  runCluster({ workers: Number(process.env.WORKERS ?? 2), logger: createLogger("info") });
} else if (process.env.FAIL_START === "1") {
  process.exit(1);
} else {
  const server = createServer((_req, res) => {
    res.setHeader("Connection", "close");
    res.end(String(process.pid));
  });
  server.listen(port, "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
  process.on("SIGINT", () => server.close(() => process.exit(0)));
}
