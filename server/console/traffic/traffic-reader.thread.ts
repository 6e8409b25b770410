import { parentPort, workerData } from "node:worker_threads";
import { Kysely } from "kysely";
import { NodeSqliteDialect, openSqliteFile } from "../../db/node-sqlite-dialect.ts";
import type { Database } from "../../db/schema.ts";
import type { TrafficPeriod } from "../../analytics/traffic.server.ts";
import { trafficDashboard } from "./traffic-dashboard.server.ts";

/**
 * The embedded database's traffic reader thread (see thread-traffic-reader):
 * answers each period it is sent with the Traffic page's figures, read on a
 * connection of its own, or with the error that kept it from reading them.
 */
const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(openSqliteFile((workerData as { file: string }).file)) });

parentPort?.on("message", ({ id, period }: { id: number; period: TrafficPeriod }) => {
  trafficDashboard(db, period).then(
    (dashboard) => parentPort?.postMessage({ id, dashboard }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
