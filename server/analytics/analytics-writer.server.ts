import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.server.ts";
import { recordVitals, sweepVitals, type VitalsEntry } from "./field-vitals.server.ts";
import { recordViews, sweepViews, VIEW_RETENTION_DAYS, type ViewEntry } from "./page-views.server.ts";

export type AnalyticsWriter = {
  /** Written within `flushEveryMs`; `network` is an IPv4 address or IPv6 /64. */
  addView(entry: ViewEntry, network?: string): void;
  addVitals(entry: VitalsEntry, network?: string): void;
  /** Resolves once stored (or given up). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export type BatchStore = {
  views(entries: readonly ViewEntry[]): Promise<void>;
  vitals(entries: readonly VitalsEntry[]): Promise<void>;
  sweep(now: number): Promise<void>;
  close?(): Promise<void>;
};

export const databaseBatchStore = (db: Kysely<Database>): BatchStore => ({
  views: (entries) => recordViews(db, entries, { perTransaction: 25 }),
  vitals: (entries) => recordVitals(db, entries, { perStatement: 25 }),
  sweep: (now) => sweepAnalytics(db, now),
});

export async function sweepAnalytics(db: Kysely<Database>, now: number): Promise<void> {
  await sweepViews(db, now);
  await sweepVitals(db, new Date(now - VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString());
}

export type AnalyticsWriterOptions = {
  store: BatchStore;
  logger: Logger;
  flushEveryMs?: number;
  batchSize?: number;
  /** Beyond this (a database down for long), new entries are dropped and counted. */
  maxQueued?: number;
  /** A twentieth of the queue unless given: one network's flood is dropped before anyone else's views. */
  maxQueuedPerNetwork?: number;
};

const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** (failures - 1));
/** About two minutes of waits; then the batch is dropped and logged. */
const MAX_ATTEMPTS = 8;

/**
 * Batched off the beacon's answer, 25 views a transaction, so a busy minute is not thousands of commits competing with
 * leads' writes. A killed process loses at most the last second's views; leads never go through this queue.
 */
export function createAnalyticsWriter({
  store,
  logger,
  flushEveryMs = 1000,
  batchSize = 500,
  maxQueued = 50_000,
  maxQueuedPerNetwork = Math.max(1, Math.floor(maxQueued / 20)),
}: AnalyticsWriterOptions): AnalyticsWriter {
  type Queued<T> = { entry: T; network: string };
  const views: Queued<ViewEntry>[] = [];
  const vitals: Queued<VitalsEntry>[] = [];
  const perNetwork = new Map<string, number>();
  const release = (entries: readonly { network: string }[]) => {
    for (const { network } of entries) {
      const left = (perNetwork.get(network) ?? 1) - 1;
      if (left > 0) perNetwork.set(network, left);
      else perNetwork.delete(network);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let dropped = 0;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const queued = () => views.length + vitals.length;

  function schedule(delay: number) {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
    timer.unref();
  }

  function add(push: () => void, network: string) {
    const ofNetwork = perNetwork.get(network) ?? 0;
    if (queued() >= maxQueued || (network !== "" && ofNetwork >= maxQueuedPerNetwork)) {
      if (dropped++ % 1000 === 0) {
        logger.warn({ dropped, queued: queued(), ofNetwork }, queued() >= maxQueued ? "page views dropped: the write queue is full" : "page views dropped: one network holds its share of the write queue");
      }
      return;
    }
    perNetwork.set(network, ofNetwork + 1);
    push();
    if (queued() >= batchSize && failures === 0) void flush();
    else schedule(failures === 0 ? flushEveryMs : retryDelay(failures));
  }

  /** What was not stored goes back at the head of the queue. */
  async function writeBatch(): Promise<boolean> {
    const batchVitals = vitals.splice(0, batchSize);
    let unstoredViews = views.splice(0, batchSize);
    try {
      await store.views(unstoredViews.map((queuedView) => queuedView.entry));
      release(unstoredViews);
      unstoredViews = [];
      await store.vitals(batchVitals.map((queuedVitals) => queuedVitals.entry));
      release(batchVitals);
      failures = 0;
      return true;
    } catch (error) {
      failures += 1;
      const lost = failures >= MAX_ATTEMPTS;
      logger.warn(
        { error: error instanceof Error ? error.message.slice(0, 200) : String(error), attempts: failures, views: unstoredViews.length, vitals: batchVitals.length, dropped: lost },
        lost ? "page views dropped after repeated write failures" : "page views not stored yet; retrying",
      );
      if (lost) {
        failures = 0;
        release([...unstoredViews, ...batchVitals]);
      } else {
        views.unshift(...unstoredViews);
        vitals.unshift(...batchVitals);
      }
      return false;
    }
  }

  function flush(): Promise<void> {
    running = running.then(async () => {
      clearTimeout(timer);
      timer = undefined;
      while (queued() > 0) {
        if (!(await writeBatch())) {
          schedule(retryDelay(failures || 1));
          return;
        }
      }
    });
    return running;
  }

  return {
    addView: (entry, network = "") => add(() => views.push({ entry, network }), network),
    addVitals: (entry, network = "") => add(() => vitals.push({ entry, network }), network),
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await flush();
      await store.close?.();
    },
  };
}
