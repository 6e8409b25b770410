import { Worker } from "node:worker_threads";
import type { TrafficPeriod } from "../../analytics/traffic.server.ts";
import type { StoreConfig } from "../../db/database.server.ts";
import type { TrafficDashboard } from "./traffic-dashboard.server.ts";

type Reply = { id: number; dashboard?: TrafficDashboard; error?: string };

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
  // Idle, the thread does not keep the process alive.
  worker.unref();
  const pending = new Map<number, { resolve(dashboard: TrafficDashboard): void; reject(error: Error): void }>();
  let next = 0;
  let exited: Error | undefined;
  worker.on("message", ({ id, dashboard, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error !== undefined || !dashboard) waiting?.reject(new Error(error ?? "the traffic reader sent no figures"));
    else waiting?.resolve(dashboard);
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`the traffic reader thread exited (code ${code})`)));
  return {
    dashboard(period) {
      if (exited) return Promise.reject(exited);
      const id = next++;
      return new Promise<TrafficDashboard>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, period });
      }).finally(() => {
        if (pending.size === 0) worker.unref();
      });
    },
    async close() {
      if (!exited) await worker.terminate();
    },
  };
}
