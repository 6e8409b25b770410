import { Worker } from "node:worker_threads";
import type { TrafficPeriod } from "../../analytics/traffic.server.ts";
import type { StoreConfig } from "../../db/database.server.ts";
import type { TrafficDashboard } from "./traffic-dashboard.server.ts";
import { threadRequests } from "../../db/thread-requests.ts";

export type TrafficReader = { dashboard(period: TrafficPeriod): Promise<TrafficDashboard>; close(): Promise<void> };

/** On a thread: the embedded driver is synchronous and a month's figures are thousands of rows, which would hold every
 * other answer on the server's thread. */
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
