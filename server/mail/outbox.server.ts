import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Dialect } from "../db/database.server.ts";
import type { OutboxRow } from "../db/rows.ts";
import type { Database } from "../db/schema.ts";
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

const iso = (ms: number) => new Date(ms).toISOString();

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

/**
 * Claims up to `limit` messages that are due: pending ones whose time has
 * come, and `sending` ones whose lease ran out (their worker died). The claim
 * takes a lease and counts an attempt.
 *
 * PostgreSQL: `FOR UPDATE SKIP LOCKED`, so workers in several instances take
 * disjoint rows without waiting on each other. SQLite: one statement is one
 * write transaction, and writers are serialized, so the claim is exclusive too.
 */
export async function claimDue(
  db: Kysely<Database>,
  dialect: Dialect,
  { workerId, limit, leaseMs, now = Date.now() }: { workerId: string; limit: number; leaseMs: number; now?: number },
): Promise<OutboxRow[]> {
  const nowIso = iso(now);
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<", nowIso)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      claimed_by: workerId,
      lease_until: iso(now + leaseMs),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** Sent: the bodies, files and extra headers are dropped (the inbox has them), the row stays as a record. */
export async function markSent(db: Kysely<Database>, id: string, workerId: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({
      status: "sent",
      sent_at: iso(now),
      text_body: null,
      html_body: null,
      attachments: null,
      headers: null,
      lease_until: null,
      last_error: null,
    })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markForRetry(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: number },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: iso(nextAttemptAt), last_error: error, lease_until: null, claimed_by: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/**
 * Gives claimed messages back to the queue (the worker is stopping): due
 * now, and the claim's attempt is not counted (the stop, not the message,
 * ended it). Returns how many.
 */
export async function releaseClaims(db: Kysely<Database>, ids: string[], workerId: string, now = Date.now()): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      status: "pending",
      claimed_by: null,
      lease_until: null,
      next_attempt_at: iso(now),
      attempts: eb("attempts", "-", 1),
    }))
    .where("id", "in", ids)
    .where("claimed_by", "=", workerId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Failed for good after the last attempt: stays visible, `leads retry-failed` requeues it. */
export async function markFailed(db: Kysely<Database>, id: string, workerId: string, error: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "failed", last_error: error, lease_until: null, claimed_by: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** Puts every failed message back in the queue with a fresh set of attempts. */
export async function retryFailed(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: iso(now) })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function outboxCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * The default retry schedule: 30 s, doubling to a ceiling of an hour, for 40
 * attempts. That rides out a mail outage of at least 24 h even when every
 * jitter falls short (about 33 h on average) before a message is marked
 * failed and an operator has to requeue it.
 */
export const MAIL_RETRY_DEFAULTS = { maxAttempts: 40, retryBaseSeconds: 30, retryMaxSeconds: 3_600 } as const;

/** The shortest time from the first attempt to the last one (every jitter at its minimum). */
export function shortestRetryWindowMs(maxAttempts: number, baseMs: number, maxMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt += 1) total += retryDelayMs(attempt, baseMs, maxMs, () => 0);
  return total;
}

/** Exponential backoff with ±20% jitter: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
