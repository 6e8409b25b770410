import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.server.ts";
import { recordVitals, sweepVitals, type VitalsEntry } from "./field-vitals.server.ts";
import { recordViews, sweepViews, VIEW_RETENTION_DAYS, type ViewEntry } from "./page-views.server.ts";

export type AnalyticsWriter = {
  /**
   * Queues a view or a page load's field measures, from a network (an IPv4
   * address or IPv6 /64); they are written within `flushEveryMs`.
   */
  addView(entry: ViewEntry, network?: string): void;
  addVitals(entry: VitalsEntry, network?: string): void;
  /** Writes everything queued so far; resolves once it is stored (or given up). */
  flush(): Promise<void>;
  /** Stops the timers and writes what is queued. */
  stop(): Promise<void>;
};

/**
 * Stores a batch: views first, then field measures; `sweep` rolls up the
 * finished days and deletes what is past its retention; `close` releases
 * what it holds once the writer has stopped.
 */
export type BatchStore = {
  views(entries: readonly ViewEntry[]): Promise<void>;
  vitals(entries: readonly VitalsEntry[]): Promise<void>;
  sweep(now: number): Promise<void>;
  close?(): Promise<void>;
};

/** Views and measures are written 25 to a transaction: see recordViews. */
export const databaseBatchStore = (db: Kysely<Database>): BatchStore => ({
  views: (entries) => recordViews(db, entries, { perTransaction: 25 }),
  vitals: (entries) => recordVitals(db, entries, { perStatement: 25 }),
  sweep: (now) => sweepAnalytics(db, now),
});

/** Rolls up the finished days, then deletes visits, views and field measures past their time. */
export async function sweepAnalytics(db: Kysely<Database>, now: number): Promise<void> {
  await sweepViews(db, now);
  await sweepVitals(db, new Date(now - VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString());
}

export type AnalyticsWriterOptions = {
  store: BatchStore;
  logger: Logger;
  /** A queued view is written at most this long after it arrives. */
  flushEveryMs?: number;
  /** This many queued entries are written at once, without waiting for the timer. */
  batchSize?: number;
  /** Beyond this many queued entries (a database down for long), new ones are dropped and counted. */
  maxQueued?: number;
  /** One network holds at most this many queued entries (a twentieth of the queue unless given): a flood from it is dropped before anyone else's views. */
  maxQueuedPerNetwork?: number;
};

/** After a failed write the queue waits 1 s, then twice as long each time, up to 30 s. */
const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** (failures - 1));
/** A batch that has failed this many times in a row (about two minutes of waits) is dropped and logged. */
const MAX_ATTEMPTS = 8;

/**
 * Views and field measures are written in batches, off the beacon's
 * answer: the beacon only queues its entry, and every second (or every
 * 500 entries) the queue is written, 25 views to a transaction, so a busy
 * minute does not become thousands of commits competing with the leads'
 * writes, and no write holds the process long enough to delay a page.
 *
 * What this trades: a process killed outright loses at most the last
 * second's views (a clean shutdown writes them). A database that is down
 * keeps its views queued and retried for about two minutes, up to
 * `maxQueued`; past that, views are dropped and the drop is logged. Leads
 * never go through this queue.
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
  /** Queued entries per network, until they are stored or dropped. */
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

  /** Writes one batch; on failure puts what was not stored back at the head of the queue. False when it failed. */
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
