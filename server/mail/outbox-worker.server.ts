import type { OutboxRow } from "../db/rows.ts";
import { errorText, type QueueWorker, type QueueWorkerOptions, startQueueWorker } from "../queue/queue-worker.server.ts";
import { outboxQueue, readAttachments, readHeaders } from "./outbox.server.ts";
import type { ExtraHeaders, MailAttachment, MailTransport } from "./transport.server.ts";

export type OutboxWorkerOptions = QueueWorkerOptions & {
  transport: MailTransport;
  from: string;
  /** The SMTP pool has 3 connections. */
  concurrency?: number;
};

export type OutboxWorker = QueueWorker;

function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

type StoredParts = { text: string; html: string; attachments: MailAttachment[]; headers: ExtraHeaders };

function storedParts(row: OutboxRow): StoredParts | string {
  const attachments = readAttachments(row.attachments);
  const headers = readHeaders(row.headers);
  if (row.text_body === null || row.html_body === null) return "message body missing";
  if (attachments === null) return "attachments unreadable";
  if (headers === null) return "headers unreadable";
  return { text: row.text_body, html: row.html_body, attachments, headers };
}

/** A message that cannot be sent as stored is failed, never sent in part. */
export function startOutboxWorker({ transport, from, concurrency = 3, ...options }: OutboxWorkerOptions): OutboxWorker {
  const domain = domainOf(from);
  return startQueueWorker(
    { ...options, concurrency },
    {
      queue: outboxQueue,
      lines: {
        component: "outbox",
        rowKey: "outboxId",
        failedForGood: (attempts) => `notification failed for good after ${attempts} attempts; \`npm run leads -- retry-failed\` requeues it`,
        willRetry: "notification not sent; will retry",
        notRecorded: "could not record the outcome of a notification",
        released: "released unsent notifications on shutdown",
        notReleased: "could not release claims on shutdown; their lease expires",
        unavailable: "outbox unavailable; retrying",
      },
      context: (row) => ({ outboxId: row.id, leadId: row.lead_id, attempt: row.attempts }),
      async deliver(row, job) {
        const { log, context } = job;
        const parts = storedParts(row);
        if (typeof parts === "string" || job.pastLastAttempt) {
          // A message must not go out without its files or its unsubscribe header.
          await job.failed(typeof parts === "string" ? parts : "too many attempts");
          log.error(context, "notification marked failed");
          return;
        }
        const { text, html, attachments, headers } = parts;
        try {
          const result = await transport.send({
            id: row.id,
            from,
            to: row.recipients,
            subject: row.subject,
            text,
            html,
            replyTo: row.reply_to,
            ...(attachments.length > 0 ? { attachments } : {}),
            ...(Object.keys(headers).length > 0 ? { headers } : {}),
            messageId: `<${row.id}@${domain}>`,
            date: new Date(row.created_at),
          });
          const recorded = await job.sent();
          if (!recorded) log.warn(context, "notification sent but its claim had expired");
          if (result.file) log.info({ ...context, file: result.file }, "notification written to file (no SMTP_URL)");
          else log.info(context, "notification sent");
        } catch (error) {
          await job.retry({ error: errorText(error) });
        }
      },
    },
  );
}
