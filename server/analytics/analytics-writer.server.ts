import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.server.ts";
import { recordVitals, type VitalsEntry } from "./field-vitals.server.ts";
import { recordViews, type ViewEntry } from "./page-views.server.ts";

export type AnalyticsWriter = {
  /** Queues a view or a page load's field measures; they are written within `flushEveryMs`. */
  addView(entry: ViewEntry): void;
  addVitals(entry: VitalsEntry): void;
  /** Writes everything queued so far; resolves once it is stored (or given up). */
  flush(): Promise<void>;
  /** Stops the timers and writes what is queued. */
  stop(): Promise<void>;
};

/** Stores a batch: views first, then field measures; `close` releases what it holds once the writer has stopped. */
export type BatchStore = {
  views(entries: readonly ViewEntry[]): Promise<void>;
  vitals(entries: readonly VitalsEntry[]): Promise<void>;
  close?(): Promise<void>;
};

/** Views and measures are written 25 to a transaction: see recordViews. */
export const databaseBatchStore = (db: Kysely<Database>): BatchStore => ({
  views: (entries) => recordViews(db, entries, { perTransaction: 25 }),
  vitals: (entries) => recordVitals(db, entries, { perStatement: 25 }),
});

export type AnalyticsWriterOptions = {
  store: BatchStore;
  logger: Logger;
  /** A queued view is written at most this long after it arrives. */
  flushEveryMs?: number;
  /** This many queued entries are written at once, without waiting for the timer. */
  batchSize?: number;
  /** Beyond this many queued entries (a database down for long), new ones are dropped and counted. */
  maxQueued?: number;
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
export function createAnalyticsWriter({ store, logger, flushEveryMs = 1000, batchSize = 500, maxQueued = 50_000 }: AnalyticsWriterOptions): AnalyticsWriter {
  const views: ViewEntry[] = [];
  const vitals: VitalsEntry[] = [];
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

  function add(push: () => void) {
    if (queued() >= maxQueued) {
      if (dropped++ % 1000 === 0) logger.warn({ dropped, queued: queued() }, "page views dropped: the write queue is full");
      return;
    }
    push();
    if (queued() >= batchSize && failures === 0) void flush();
    else schedule(failures === 0 ? flushEveryMs : retryDelay(failures));
  }

  /** Writes one batch; on failure puts what was not stored back at the head of the queue. False when it failed. */
  async function writeBatch(): Promise<boolean> {
    const batchVitals = vitals.splice(0, batchSize);
    let unstoredViews = views.splice(0, batchSize);
    try {
      await store.views(unstoredViews);
      unstoredViews = [];
      await store.vitals(batchVitals);
      failures = 0;
      return true;
    } catch (error) {
      failures += 1;
      const lost = failures >= MAX_ATTEMPTS;
      logger.warn(
        { error: error instanceof Error ? error.message.slice(0, 200) : String(error), attempts: failures, views: unstoredViews.length, vitals: batchVitals.length, dropped: lost },
        lost ? "page views dropped after repeated write failures" : "page views not stored yet; retrying",
      );
      if (lost) failures = 0;
      else {
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
    addView: (entry) => add(() => views.push(entry)),
    addVitals: (entry) => add(() => vitals.push(entry)),
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
