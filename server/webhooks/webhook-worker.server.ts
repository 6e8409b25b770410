import { type QueueWorker, type QueueWorkerOptions, startQueueWorker } from "../queue/queue-worker.server.ts";
import { endpointHost } from "./webhook-config.ts";
import { postWebhook, retryAfterDelayMs, WEBHOOK_TIMEOUT_MS } from "./webhook-http.server.ts";
import { webhookQueue } from "./webhook-outbox.server.ts";
import { createWebhookSigner } from "./webhook-signing.server.ts";

export type WebhookWorkerOptions = QueueWorkerOptions & {
  /** Deliveries for other endpoints are left alone. */
  urls: readonly string[];
  secret: string;
  concurrency?: number;
  timeoutMs?: number;
};

export type WebhookWorker = QueueWorker;

/** Only the configured endpoints are claimed: a delivery to a removed one is not sent (`leads deliveries` shows it). */
export function startWebhookWorker({ urls, secret, concurrency = 4, timeoutMs = WEBHOOK_TIMEOUT_MS, ...options }: WebhookWorkerOptions): WebhookWorker {
  const signer = createWebhookSigner(secret);
  return startQueueWorker(
    { ...options, concurrency },
    {
      queue: webhookQueue,
      only: { column: "url", values: urls },
      lines: {
        component: "webhooks",
        rowKey: "deliveryId",
        failedForGood: (attempts) => `webhook failed for good after ${attempts} attempts; \`npm run leads -- retry-failed\` requeues it`,
        willRetry: "webhook not delivered; will retry",
        notRecorded: "could not record the outcome of a webhook",
        released: "released undelivered webhooks on shutdown",
        notReleased: "could not release webhook claims on shutdown; their lease expires",
        unavailable: "webhook queue unavailable; retrying",
      },
      context: (row) => ({
        deliveryId: row.id,
        event: row.event,
        leadId: row.lead_id,
        webhookId: row.webhook_id,
        endpoint: endpointHost(row.url),
        attempt: row.attempts,
      }),
      async deliver(row, job) {
        const { log, context } = job;
        if (row.payload === null || job.pastLastAttempt) {
          // The payload is gone, or claimed again after too many crashes mid-request: stop here, visibly.
          const error = row.payload === null ? "payload missing" : "too many attempts";
          await job.failed(error, { last_status: null });
          log.error({ ...context, error }, "webhook marked failed");
          return;
        }
        const outcome = await postWebhook(row.url, signer.headers(row.webhook_id, row.payload), row.payload, { timeoutMs });
        if (outcome.kind === "delivered") {
          const recorded = await job.sent({ last_status: outcome.status });
          if (!recorded) log.warn(context, "webhook delivered, but its row had meanwhile been reclaimed or deleted");
          else log.info({ ...context, status: outcome.status }, "webhook delivered");
          return;
        }
        const { error, status } = outcome;
        if (outcome.kind === "failed") {
          await job.failed(error, { last_status: status });
          log.error({ ...context, status, error }, "webhook refused by the receiver; not retried (`npm run leads -- retry-failed` requeues it)");
          return;
        }
        const delay = (backoffMs: number, maxMs: number) => retryAfterDelayMs(backoffMs, outcome.retryAfterMs, maxMs);
        await job.retry({ error, set: { last_status: status }, fields: { status }, delay });
      },
    },
  );
}
