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

export function serializeAttachments(attachments: readonly MailAttachment[]): string | null {
  return attachments.length > 0 ? JSON.stringify(AttachmentsSchema.parse(attachments)) : null;
}

/** Null when unreadable: the message is then failed, not sent without them. */
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

/** Only allowed names, each one printable line. */
export function serializeHeaders(headers: ExtraHeaders): string | null {
  const parsed = HeadersSchema.parse(headers);
  const present = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  return Object.keys(present).length > 0 ? JSON.stringify(present) : null;
}

/** Null when unreadable or a name is not allowed: the message is then failed, not sent without them. */
export function readHeaders(stored: string | null): ExtraHeaders | null {
  if (stored === null) return {};
  try {
    const parsed = HeadersSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function mergeRecipients(lists: readonly string[]): string {
  return [...new Set(lists.flatMap((list) => list.split(",")).map((address) => address.trim()).filter(Boolean))].join(", ");
}

/** An unsubscribe notice names the address, so it is queued under the address's newest lead and an erasure deletes it. */
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

/** A sent message drops its bodies, files and extra headers (the inbox has them); the row stays as a record. */
export const outboxQueue = durableQueue("outbox", { clearedWhenSent: { text_body: null, html_body: null, attachments: null, headers: null } });

export const { claimDue, retryFailed, counts: outboxCounts } = outboxQueue;

