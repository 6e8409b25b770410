import { Worker } from "node:worker_threads";
import type { TrafficPeriod } from "../../analytics/traffic.server.ts";
import type { StoreConfig } from "../../db/database.server.ts";
import type { TrafficDashboard } from "./traffic-dashboard.server.ts";
import { threadRequests } from "../../db/thread-requests.ts";

export type TrafficReader = { dashboard(period: TrafficPeriod): Promise<TrafficDashboard>; close(): Promise<void> };

/**
 * The Traffic page's figures read from a thread with its own connection to
 * the database: the embedded one's driver is synchronous, and on either
 * database a month's figures are thousands of rows to parse and merge, so
 * on the server's thread they would hold every other answer meanwhile.
 */
export function threadTrafficReader(database: Pick<StoreConfig, "databaseUrl" | "dataDir">): TrafficReader {
  const worker = new Worker(new URL("./traffic-reader.thread.ts", import.meta.url), {
    workerData: { databaseUrl: database.databaseUrl, dataDir: database.dataDir },
  });
  const thread = threadRequests<{ dashboard: TrafficDashboard }>(worker, "the traffic reader thread");
  return {
    dashboard: async (period) => (await thread.send({ period })).dashboard,
    close: thread.close,
  };
}
