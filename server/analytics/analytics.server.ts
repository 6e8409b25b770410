import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.server.ts";
import type { Beacon } from "#app/forms/page-view-beacon.ts";
import { pageViewOf } from "./page-view.ts";
import { type BatchStore, createAnalyticsWriter, databaseBatchStore } from "./analytics-writer.server.ts";
import { isAutomated } from "./user-agent.ts";
import { createVisitorIds, dayOf } from "./visitors.server.ts";
import { networkKey } from "../http/network-key.ts";
import type { BeaconLimits } from "./beacon-limits.ts";
import { type VisitTouches, visitTouches } from "./visit-touches.server.ts";

/** One bucket for an unknown address. */
const networkOf = (ip: string | undefined) => networkKey(ip) ?? "unknown";

export type Analytics = {
  admit(ip: string | undefined): { allowed: boolean; retryAfterSeconds: number };
  /** Unless a program sent it; true when queued for the next batch write. */
  count(input: { beacon: Beacon; ip: string | undefined; userAgent: string | undefined }): Promise<boolean>;
  /** Visitor id null for a program. */
  visitOf(input: { ip: string | undefined; userAgent: string | undefined }): Promise<{ visitor: string | null; touches?: VisitTouches }>;
  stop(): Promise<void>;
};

/** Views and visits of people under a daily visitor id, with nothing on the visitor's device. */
export function createAnalytics({
  db,
  logger,
  siteUrl,
  now = Date.now,
  batchStore = databaseBatchStore(db),
  limits = null,
}: {
  db: Kysely<Database>;
  logger: Logger;
  siteUrl: string;
  now?: () => number;
  /** The embedded database writes and sweeps from a thread. */
  batchStore?: BatchStore;
  /** null counts every beacon (RATE_LIMIT=false). */
  limits?: BeaconLimits | null;
}): Analytics {
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  const visitors = createVisitorIds(db, siteHost);
  const writer = createAnalyticsWriter({ store: batchStore, logger });
  // Queued views are written first, so that a day is rolled up with all its views.
  const sweep = () =>
    void writer.flush().then(() => Promise.all([
      visitors.sweep(now()),
      batchStore.sweep(now()),
    ])).catch((error: unknown) =>
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, "analytics sweep failed"),
    );
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  sweep();
  /** Their network's shared id once the network has used its day's ids. */
  async function visitorOf(ip: string | undefined, userAgent: string, at: number, network: string): Promise<string> {
    const own = await visitors.visitorOf({ ip, userAgent, at });
    if (!limits) return own;
    const shared = await visitors.visitorOf({ ip: network, userAgent: "(a network's further user agents)", at });
    return limits.visitorOf(network, own, shared, dayOf(at));
  }
  return {
    admit(ip) {
      return limits ? limits.admit(networkOf(ip), now()) : { allowed: true, retryAfterSeconds: 0 };
    },
    async count({ beacon, ip, userAgent }) {
      if (isAutomated(userAgent)) return false;
      const view = pageViewOf(beacon, { siteHost, userAgent: userAgent ?? "" });
      if (!view) return false;
      const at = now();
      const network = networkOf(ip);
      if (beacon.vitals) writer.addVitals({ path: view.path, device: view.device, vitals: beacon.vitals, at }, network);
      else writer.addView({ visitor: await visitorOf(ip, userAgent ?? "", at, network), view, at }, network);
      return true;
    },
    async visitOf({ ip, userAgent }) {
      if (isAutomated(userAgent)) return { visitor: null };
      const at = now();
      const visitor = await visitorOf(ip, userAgent ?? "", at, networkOf(ip));
      // The sender's last views may still be queued: a lead reads its touches from stored views.
      await writer.flush();
      return { visitor, touches: await visitTouches(db, visitor, siteUrl) };
    },
    async stop() {
      clearInterval(timer);
      await writer.stop();
    },
  };
}
