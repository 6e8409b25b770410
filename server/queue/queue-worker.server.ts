import { randomUUID } from "node:crypto";
import os from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import type { Store } from "../db/database.server.ts";
import type { Logger } from "../logger.server.ts";
import type { ClaimOptions, DurableQueue } from "./durable-queue.server.ts";
import { MAIL_RETRY_DEFAULTS, retryDelayMs } from "./retry-schedule.ts";

export type QueueWorkerOptions = {
  store: Store;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Well over the time one delivery may take. */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
};

export type QueueWorker = {
  id: string;
  nudge(): void;
  stop(handBackAfterMs?: number): Promise<void>;
};

/** Operators and tests read these lines. */
export type WorkerLines = {
  component: string;
  rowKey: string;
  failedForGood(attempts: number): string;
  willRetry: string;
  notRecorded: string;
  released: string;
  notReleased: string;
  unavailable: string;
};

export type QueueJob<Own> = {
  /** The claim's owner: a side that records the outcome inside its own transaction names it (`DurableQueue.markSent`). */
  workerId: string;
  log: Logger;
  context: Record<string, unknown>;
  /** Claimed more often than there are attempts (its workers crashed mid-delivery): failed, not tried again. */
  pastLastAttempt: boolean;
  /** False when the claim had meanwhile expired. */
  sent(set?: Own): Promise<boolean>;
  failed(error: string, set?: Own): Promise<void>;
  retry(failure: { error: string; set?: Own; fields?: Record<string, unknown>; delay?: (backoffMs: number, maxMs: number) => number }): Promise<void>;
};

export type QueueSide<Row, Own> = {
  queue: DurableQueue<Row, Own>;
  only?: ClaimOptions<Row>["only"];
  lines: WorkerLines;
  context(row: Row): Record<string, unknown>;
  deliver(row: Row, job: QueueJob<Own>): Promise<void>;
};

type QueuedRow = { id: string; attempts: number; created_at: string };

type Worker<Row, Own> = {
  id: string;
  store: Store;
  log: Logger;
  side: QueueSide<Row, Own>;
  settings: Required<Omit<QueueWorkerOptions, "store" | "logger">> & { concurrency: number };
  held: Set<string>;
  stopped: boolean;
};

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** One worker per queue per process; on PostgreSQL they share the queue. Failures back off with jitter and end as
 * failed after `maxAttempts`: nothing is dropped. */
export function startQueueWorker<Row extends QueuedRow, Own>(
  options: QueueWorkerOptions & { concurrency: number },
  side: QueueSide<Row, Own>,
): QueueWorker {
  const {
    store,
    logger,
    pollIntervalMs = 2_000,
    batchSize = 20,
    concurrency,
    leaseMs = 120_000,
    maxAttempts = MAIL_RETRY_DEFAULTS.maxAttempts,
    retryBaseMs = MAIL_RETRY_DEFAULTS.retryBaseSeconds * 1000,
    retryMaxMs = MAIL_RETRY_DEFAULTS.retryMaxSeconds * 1000,
  } = options;
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const worker: Worker<Row, Own> = {
    id,
    store,
    log: logger.child({ component: side.lines.component, worker: id }),
    side,
    settings: { pollIntervalMs, batchSize, concurrency, leaseMs, maxAttempts, retryBaseMs, retryMaxMs },
    held: new Set(),
    stopped: false,
  };
  const pause = createPause();
  const loop = poll(worker, pause);
  let stopping: Promise<void> | undefined;
  return {
    id,
    nudge: () => pause.nudge(),
    stop(handBackAfterMs) {
      worker.stopped = true;
      pause.end();
      stopping ??= (async () => {
        const waits: Promise<boolean>[] = [loop.then(() => false)];
        if (handBackAfterMs !== undefined) waits.push(delay(handBackAfterMs, true, { ref: false }));
        // The process is about to exit, and the claim would otherwise hold the row for the rest of the lease.
        if (await Promise.race(waits)) await handBack(worker, [...worker.held]);
      })();
      return stopping;
    },
  };
}

/** While the storage is unreachable, backs off up to 30 s with one log line a minute. */
async function poll<Row extends QueuedRow, Own>(worker: Worker<Row, Own>, pause: Pause): Promise<void> {
  const { pollIntervalMs, batchSize } = worker.settings;
  let failures = 0;
  let lastClaimFailure = 0;
  while (!worker.stopped) {
    let claimed = 0;
    try {
      claimed = await runBatch(worker);
      failures = 0;
    } catch (error) {
      failures += 1;
      if (Date.now() - lastClaimFailure > 60_000) {
        worker.log.warn({ error: errorText(error) }, worker.side.lines.unavailable);
        lastClaimFailure = Date.now();
      }
    }
    if (worker.stopped) break;
    if (failures > 0) await pause.sleep(Math.min(30_000, pollIntervalMs * 2 ** (failures - 1)));
    else if (claimed < batchSize) await pause.sleep(pollIntervalMs);
  }
}

async function runBatch<Row extends QueuedRow, Own>(worker: Worker<Row, Own>): Promise<number> {
  const { id, store, log, side, settings, held } = worker;
  const rows = await side.queue.claimDue(store.db, store.dialect, {
    workerId: id,
    limit: settings.batchSize,
    leaseMs: settings.leaseMs,
    only: side.only,
  });
  for (const row of rows) held.add(row.id);
  let next = 0;
  const lanes = Array.from({ length: Math.min(settings.concurrency, rows.length) }, async () => {
    while (next < rows.length && !worker.stopped) {
      const row = rows[next++];
      if (!row) break;
      try {
        await side.deliver(row, jobFor(worker, row));
      } catch (error) {
        // The database failed while recording the outcome: the lease expires and the row is picked up again.
        log.warn({ [side.lines.rowKey]: row.id, error: errorText(error) }, side.lines.notRecorded);
      } finally {
        held.delete(row.id);
      }
    }
  });
  await Promise.all(lanes);
  await handBack(worker, rows.slice(next).map((row) => row.id));
  return rows.length;
}

function jobFor<Row extends QueuedRow, Own>(worker: Worker<Row, Own>, row: Row): QueueJob<Own> {
  const { id: workerId, store, log, side, settings } = worker;
  const { queue, lines } = side;
  const context = side.context(row);
  const write = <T>(statement: () => Promise<T>) => record(statement, settings.leaseMs / 2);
  return {
    workerId,
    log,
    context,
    pastLastAttempt: row.attempts > settings.maxAttempts,
    sent: (set) => write(() => queue.markSent(store.db, row.id, workerId, { set })),
    failed: (error, set) => write(() => queue.markFailed(store.db, row.id, workerId, { error, set })),
    async retry({ error, set, fields = {}, delay: lengthen = (backoffMs) => backoffMs }) {
      if (row.attempts >= settings.maxAttempts) {
        await write(() => queue.markFailed(store.db, row.id, workerId, { error, set }));
        log.error({ ...context, ...fields, error, queuedSince: row.created_at }, lines.failedForGood(row.attempts));
        return;
      }
      const retryInMs = lengthen(retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs), settings.retryMaxMs);
      await write(() => queue.markForRetry(store.db, row.id, workerId, { error, set, nextAttemptAt: Date.now() + retryInMs }));
      log.warn({ ...context, ...fields, error, retryInMs }, lines.willRetry);
    },
  };
}

/** Retries while the database is away, so a delivered row does not go out a second time when its lease runs out. */
async function record<T>(write: () => Promise<T>, giveUpAfterMs: number): Promise<T> {
  const giveUpAt = Date.now() + giveUpAfterMs;
  for (let wait = 100; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() + wait > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** So another worker delivers them now rather than when the lease runs out. */
async function handBack<Row, Own>(worker: Worker<Row, Own>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const rowId of ids) worker.held.delete(rowId);
  try {
    const released = await worker.side.queue.releaseClaims(worker.store.db, ids, worker.id);
    worker.log.info({ released }, worker.side.lines.released);
  } catch (error) {
    worker.log.warn({ error: errorText(error), claimed: ids.length }, worker.side.lines.notReleased);
  }
}

type Pause = { sleep(ms: number): Promise<void>; nudge(): void; end(): void };

/** A nudge ends the wait, and a nudge while none is running skips the next one. */
function createPause(): Pause {
  let wake: (() => void) | undefined;
  let nudged = false;
  return {
    sleep(ms) {
      if (nudged) {
        nudged = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    },
    nudge() {
      if (wake) wake();
      else nudged = true;
    },
    end() {
      wake?.();
    },
  };
}
