import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { durableQueue } from "../queue/durable-queue.server.ts";
import type { RenderedNotice } from "./privacy-notice.ts";
import { EXTRA_HEADER_NAMES, type ExtraHeaders, HEADER_VALUE_PATTERN, type MailAttachment } from "./transport.server.ts";

const AttachmentsSchema = z.array(
  z.object({ filename: z.string().min(1).max(200), contentType: z.string().min(1).max(200), content: z.string() }),
);

/** The `attachments` column as stored. */
export function serializeAttachments(attachments: readonly MailAttachment[]): string | null {
  return attachments.length > 0 ? JSON.stringify(AttachmentsSchema.parse(attachments)) : null;
}

/** The stored attachments; null when the column holds something unreadable (the message is then failed, not sent without them). */
export function readAttachments(stored: string | null): MailAttachment[] | null {
  if (stored === null) return [];
  try {
    const parsed = AttachmentsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const HeadersSchema = z.strictObject(
  Object.fromEntries(EXTRA_HEADER_NAMES.map((name) => [name, z.string().regex(HEADER_VALUE_PATTERN).optional()])) as Record<
    (typeof EXTRA_HEADER_NAMES)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** The `headers` column as stored: only allowed names, each one printable line; null when there are none. */
export function serializeHeaders(headers: ExtraHeaders): string | null {
  const parsed = HeadersSchema.parse(headers);
  const present = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  return Object.keys(present).length > 0 ? JSON.stringify(present) : null;
}

/** The stored extra headers; null when the column holds something unreadable or a name that is not allowed (the message is then failed, not sent without them). */
export function readHeaders(stored: string | null): ExtraHeaders | null {
  if (stored === null) return {};
  try {
    const parsed = HeadersSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The addresses in comma-separated recipient lists, each once, in the order first seen. */
export function mergeRecipients(lists: readonly string[]): string {
  return [...new Set(lists.flatMap((list) => list.split(",")).map((address) => address.trim()).filter(Boolean))].join(", ");
}

/**
 * Queues a privacy notice to the sales inbox (an erasure, an unsubscribe):
 * sent by the outbox worker like a lead's notification, its body cleared once
 * sent. `leadId` is null for an erasure (its leads are gone); an unsubscribe
 * notice, which names the address, is queued under the address's newest lead
 * so that an erasure deletes it too.
 */
export async function queuePrivacyNotice(
  db: Kysely<Database>,
  { leadId, recipients, notice, at }: { leadId: string | null; recipients: string; notice: RenderedNotice; at: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("outbox")
    .values({
      id,
      lead_id: leadId,
      audience: "privacy",
      status: "pending",
      recipients,
      subject: notice.subject,
      text_body: notice.text,
      html_body: notice.html,
      reply_to: null,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  return id;
}

/** The outbox as a durable queue: a sent message drops its bodies, files and extra headers (the inbox has them), the row stays as a record. */
export const outboxQueue = durableQueue("outbox", { clearedWhenSent: { text_body: null, html_body: null, attachments: null, headers: null } });

export const { claimDue, retryFailed, counts: outboxCounts } = outboxQueue;

