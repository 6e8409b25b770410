import { randomUUID } from "node:crypto";
import os from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import type { Store } from "../db/database.server.ts";
import type { WebhookDeliveryRow } from "../db/rows.ts";
import type { Logger } from "../logger.server.ts";
import { MAIL_RETRY_DEFAULTS, retryDelayMs } from "../mail/outbox.server.ts";
import { endpointHost } from "./webhook-config.ts";
import { type AttemptOutcome, postWebhook, retryAfterDelayMs, WEBHOOK_TIMEOUT_MS } from "./webhook-http.server.ts";
import {
  claimDueWebhooks,
  markWebhookFailed,
  markWebhookForRetry,
  markWebhookSent,
  releaseWebhookClaims,
} from "./webhook-outbox.server.ts";
import { createWebhookSigner } from "./webhook-signing.server.ts";

export type WebhookWorkerOptions = {
  store: Store;
  logger: Logger;
  /** The configured endpoints (LEADS_WEBHOOK_URL, normalized); deliveries for others are left alone. */
  urls: readonly string[];
  /** LEADS_WEBHOOK_SECRET (`whsec_…`); it stays inside the signer. */
  secret: string;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** How long a claim lasts; well over the request timeout. */
  leaseMs?: number;
  /** How long one request may take before it counts as a failed attempt (retried). */
  timeoutMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
};

export type WebhookWorker = {
  id: string;
  /** Look for work now (a lead was just queued). */
  nudge(): void;
  /**
   * Finishes the requests in hand, hands the rest of its claim back, then
   * stops. What is still in hand after `handBackAfterMs` is handed back too.
   */
  stop(handBackAfterMs?: number): Promise<void>;
};

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Delivers queued webhooks (leads, and the erasures and unsubscribes that
 * concern them), like the mail outbox worker delivers mail: every server
 * process runs one, they share the queue on PostgreSQL (each delivery is
 * claimed by one of them), a retryable failure backs off exponentially with
 * jitter and, after `maxAttempts`, is marked failed.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const {
    store,
    logger,
    urls,
    pollIntervalMs = 2_000,
    batchSize = 20,
    concurrency = 4,
    leaseMs = 120_000,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    maxAttempts = MAIL_RETRY_DEFAULTS.maxAttempts,
    retryBaseMs = MAIL_RETRY_DEFAULTS.retryBaseSeconds * 1000,
    retryMaxMs = MAIL_RETRY_DEFAULTS.retryMaxSeconds * 1000,
  } = options;
  const signer = createWebhookSigner(options.secret);
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = logger.child({ component: "webhooks", worker: id });
  let stopped = false;
  let wake: (() => void) | undefined;
  let nudged = false;
  let lastClaimFailure = 0;
  let stopping: Promise<void> | undefined;
  /** Deliveries claimed and not yet settled (delivered, failed, rescheduled or handed back). */
  const held = new Set<string>();

  /** Records an outcome, retrying while the database is away, for at most half a lease (see the mail worker). */
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

  async function deliver(row: WebhookDeliveryRow): Promise<void> {
    const context = {
      deliveryId: row.id,
      event: row.event,
      leadId: row.lead_id,
      webhookId: row.webhook_id,
      endpoint: endpointHost(row.url),
      attempt: row.attempts,
    };
    if (row.payload === null || row.attempts > maxAttempts) {
      // Claimed again after too many crashes mid-request, or the payload is gone: stop here, visibly.
      const error = row.payload === null ? "payload missing" : "too many attempts";
      await record(() => markWebhookFailed(store.db, row.id, id, { error, status: null }));
      log.error({ ...context, error }, "webhook marked failed");
      return;
    }
    const outcome: AttemptOutcome = await postWebhook(row.url, signer.headers(row.webhook_id, row.payload), row.payload, { timeoutMs });
    if (outcome.kind === "delivered") {
      const recorded = await record(() => markWebhookSent(store.db, row.id, id, { status: outcome.status }));
      if (!recorded) log.warn(context, "webhook delivered, but its row had meanwhile been reclaimed or deleted");
      else log.info({ ...context, status: outcome.status }, "webhook delivered");
      return;
    }
    const { error, status } = outcome;
    if (outcome.kind === "failed") {
      await record(() => markWebhookFailed(store.db, row.id, id, { error, status }));
      log.error({ ...context, status, error }, "webhook refused by the receiver; not retried (`npm run leads -- retry-failed` requeues it)");
      return;
    }
    if (row.attempts >= maxAttempts) {
      await record(() => markWebhookFailed(store.db, row.id, id, { error, status }));
      log.error(
        { ...context, status, error, queuedSince: row.created_at },
        `webhook failed for good after ${row.attempts} attempts; \`npm run leads -- retry-failed\` requeues it`,
      );
      return;
    }
    const delay = retryAfterDelayMs(retryDelayMs(row.attempts, retryBaseMs, retryMaxMs), outcome.retryAfterMs, retryMaxMs);
    await record(() => markWebhookForRetry(store.db, row.id, id, { error, status, nextAttemptAt: Date.now() + delay }));
    log.warn({ ...context, status, error, retryInMs: delay }, "webhook not delivered; will retry");
  }

  /** Stopping: gives claimed deliveries back to the queue, so another worker sends them now rather than after the lease. */
  async function handBack(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const deliveryId of ids) held.delete(deliveryId);
    try {
      const released = await releaseWebhookClaims(store.db, ids, id);
      log.info({ released }, "released undelivered webhooks on shutdown");
    } catch (error) {
      log.warn({ error: errorText(error), claimed: ids.length }, "could not release webhook claims on shutdown; their lease expires");
    }
  }

  async function runBatch(): Promise<number> {
    const rows = await claimDueWebhooks(store.db, store.dialect, { workerId: id, urls, limit: batchSize, leaseMs });
    for (const row of rows) held.add(row.id);
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
      // On stop, a lane finishes the request in hand and takes no other.
      while (next < rows.length && !stopped) {
        const row = rows[next++];
        if (!row) break;
        try {
          await deliver(row);
        } catch (error) {
          // The database failed while recording the outcome: the lease expires and the delivery is picked up again.
          log.warn({ deliveryId: row.id, error: errorText(error) }, "could not record the outcome of a webhook");
        } finally {
          held.delete(row.id);
        }
      }
    });
    await Promise.all(lanes);
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
        // Storage unreachable: back off (the poll interval doubling up to 30 s), one log line a minute.
        failures += 1;
        if (Date.now() - lastClaimFailure > 60_000) {
          log.warn({ error: errorText(error) }, "webhook queue unavailable; retrying");
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
        // A request still waiting for its receiver then is handed back too (the process is about to exit).
        if (await Promise.race(waits)) await handBack([...held]);
      })();
      return stopping;
    },
  };
}
