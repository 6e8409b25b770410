import { randomUUID } from "node:crypto";
import os from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import type { Store } from "../db/database.server.ts";
import type { OutboxRow } from "../db/rows.ts";
import type { Logger } from "../logger.server.ts";
import {
  readAttachments,
  readHeaders,
  claimDue,
  markFailed,
  markForRetry,
  MAIL_RETRY_DEFAULTS,
  markSent,
  releaseClaims,
  retryDelayMs,
} from "./outbox.server.ts";
import type { MailTransport } from "./transport.server.ts";

export type OutboxWorkerOptions = {
  store: Store;
  transport: MailTransport;
  logger: Logger;
  /** The From header of every notification. */
  from: string;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Messages sent at the same time (the SMTP pool has 3 connections). */
  concurrency?: number;
  /** How long a claim lasts; well over the SMTP timeouts. */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
};

export type OutboxWorker = {
  id: string;
  /** Look for work now (a lead was just queued). */
  nudge(): void;
  /**
   * Finishes the messages in hand, hands back the rest of its claim, then
   * stops. What is still in hand after `handBackAfterMs` is handed back too.
   */
  stop(handBackAfterMs?: number): Promise<void>;
};

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/** The domain part of the From address, for Message-IDs. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/**
 * Delivers the outbox. Every server process runs one; on PostgreSQL they
 * share the queue (each message is claimed by one of them), on SQLite there
 * is normally one process. A message that keeps failing backs off
 * exponentially and, after `maxAttempts`, is marked failed: nothing is
 * dropped.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    transport,
    logger,
    from,
    pollIntervalMs = 2_000,
    batchSize = 20,
    concurrency = 3,
    leaseMs = 120_000,
    maxAttempts = MAIL_RETRY_DEFAULTS.maxAttempts,
    retryBaseMs = MAIL_RETRY_DEFAULTS.retryBaseSeconds * 1000,
    retryMaxMs = MAIL_RETRY_DEFAULTS.retryMaxSeconds * 1000,
  } = options;
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const domain = domainOf(from);
  const log = logger.child({ component: "outbox", worker: id });
  let stopped = false;
  let wake: (() => void) | undefined;
  let nudged = false;
  let lastClaimFailure = 0;
  let stopping: Promise<void> | undefined;
  /** Messages claimed and not yet settled (sent, failed, rescheduled or handed back). */
  const held = new Set<string>();

  /**
   * Records an outcome, retrying while the database is away (a restart takes
   * a second or two): a message that was sent must not wait for its lease to
   * run out and then go out a second time. Gives up after half the lease, when
   * the claim is about to lapse anyway.
   */
  async function record<T>(write: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + leaseMs / 2;
    for (let delay = 100; ; delay = Math.min(delay * 2, 5_000)) {
      try {
        return await write();
      } catch (error) {
        if (Date.now() + delay > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const context = { outboxId: row.id, leadId: row.lead_id, attempt: row.attempts };
    const attachments = readAttachments(row.attachments);
    const headers = readHeaders(row.headers);
    if (row.attempts > maxAttempts || row.text_body === null || row.html_body === null || attachments === null || headers === null) {
      // Claimed again after too many crashes mid-send, bodies gone, or a stored
      // part unreadable (a message must not go out without its files or its
      // unsubscribe header): stop here, visibly.
      const reason =
        row.text_body === null || row.html_body === null
          ? "message body missing"
          : attachments === null
            ? "attachments unreadable"
            : headers === null
              ? "headers unreadable"
              : "too many attempts";
      await record(() => markFailed(store.db, row.id, id, reason));
      log.error(context, "notification marked failed");
      return;
    }
    try {
      const result = await transport.send({
        id: row.id,
        from,
        to: row.recipients,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        replyTo: row.reply_to,
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        messageId: `<${row.id}@${domain}>`,
        date: new Date(row.created_at),
      });
      const recorded = await record(() => markSent(store.db, row.id, id));
      if (!recorded) log.warn(context, "notification sent but its claim had expired");
      if (result.file) log.info({ ...context, file: result.file }, "notification written to file (no SMTP_URL)");
      else log.info(context, "notification sent");
    } catch (error) {
      const message = errorText(error);
      if (row.attempts >= maxAttempts) {
        await record(() => markFailed(store.db, row.id, id, message));
        log.error(
          { ...context, error: message, queuedSince: row.created_at },
          `notification failed for good after ${row.attempts} attempts; \`npm run leads -- retry-failed\` requeues it`,
        );
      } else {
        const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
        await record(() => markForRetry(store.db, row.id, id, { error: message, nextAttemptAt: Date.now() + delay }));
        log.warn({ ...context, error: message, retryInMs: delay }, "notification not sent; will retry");
      }
    }
  }

  /**
   * Stopping: gives claimed messages back to the queue, so another worker
   * sends them now rather than when the lease runs out.
   */
  async function handBack(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const outboxId of ids) held.delete(outboxId);
    try {
      const released = await releaseClaims(store.db, ids, id);
      log.info({ released }, "released unsent notifications on shutdown");
    } catch (error) {
      log.warn({ error: errorText(error), claimed: ids.length }, "could not release claims on shutdown; their lease expires");
    }
  }

  async function runBatch(): Promise<number> {
    const rows = await claimDue(store.db, store.dialect, { workerId: id, limit: batchSize, leaseMs });
    for (const row of rows) held.add(row.id);
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      // On stop, a lane finishes the message in hand and takes no other.
      while (next < rows.length && !stopped) {
        const row = rows[next++];
        if (!row) break;
        try {
          await deliver(row);
        } catch (error) {
          // The database failed while recording the outcome: the lease expires
          // and the message is picked up again.
          log.warn({ outboxId: row.id, error: errorText(error) }, "could not record the outcome of a notification");
        } finally {
          held.delete(row.id);
        }
      }
    });
    await Promise.all(lanes);
    // Stopping: what was claimed but never tried goes back.
    await handBack(rows.slice(next).map((row) => row.id));
    return rows.length;
  }

  function sleep(ms: number): Promise<void> {
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
  }

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runBatch();
        failures = 0;
      } catch (error) {
        // Storage unreachable: back off (the poll interval, doubling up to
        // 30 s), keep the log quiet (one line a minute) and keep trying.
        failures += 1;
        if (Date.now() - lastClaimFailure > 60_000) {
          log.warn({ error: errorText(error) }, "outbox unavailable; retrying");
          lastClaimFailure = Date.now();
        }
      }
      if (stopped) break;
      if (failures > 0) await sleep(Math.min(30_000, pollIntervalMs * 2 ** (failures - 1)));
      else if (claimed < batchSize) await sleep(pollIntervalMs);
    }
  })();

  return {
    id,
    nudge() {
      if (wake) wake();
      else nudged = true;
    },
    stop(handBackAfterMs) {
      stopped = true;
      wake?.();
      stopping ??= (async () => {
        const waits: Promise<boolean>[] = [loop.then(() => false)];
        if (handBackAfterMs !== undefined) waits.push(delay(handBackAfterMs, true, { ref: false }));
        // A message still being sent then (a slow mail server) is handed back
        // too: the process is about to exit, and its claim would otherwise
        // hold it for the rest of the lease.
        if (await Promise.race(waits)) await handBack([...held]);
      })();
      return stopping;
    },
  };
}
