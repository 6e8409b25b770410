import { parentPort, workerData } from "node:worker_threads";
import { openStore, type StoreConfig } from "../../db/database.server.ts";
import type { TrafficPeriod } from "../../analytics/traffic.server.ts";
import { trafficDashboard } from "./traffic-dashboard.server.ts";

const store = openStore({ ...(workerData as Pick<StoreConfig, "databaseUrl" | "dataDir">), poolSize: 2 });

parentPort?.on("message", ({ id, period }: { id: number; period: TrafficPeriod }) => {
  trafficDashboard(store.db, period).then(
    (dashboard) => parentPort?.postMessage({ id, dashboard }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
