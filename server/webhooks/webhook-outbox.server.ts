import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "../db/database.server.ts";
import type { Database, WebhookDeliveriesTable } from "../db/schema.ts";
import type { LeadRow } from "../leads/lead-store.server.ts";
import { leadCreatedBody, webhookIdFor } from "./webhook-payload.ts";

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** What the lead service queues per endpoint; the store adds the lead id, status and schedule. */
export type NewWebhookDelivery = Pick<WebhookDeliveriesTable, "id" | "webhook_id" | "url" | "payload" | "created_at">;

const iso = (ms: number) => new Date(ms).toISOString();

/** One delivery per endpoint for a lead that is about to be stored. */
export function webhookDeliveriesFor(lead: LeadRow, urls: readonly string[]): NewWebhookDelivery[] {
  if (urls.length === 0) return [];
  const payload = leadCreatedBody(lead);
  return urls.map((url) => ({
    id: randomUUID(),
    webhook_id: webhookIdFor(lead.id, url),
    url,
    payload,
    created_at: lead.received_at,
  }));
}

/**
 * Claims up to `limit` deliveries that are due, for the endpoints this
 * process is configured with: pending ones whose time has come and `sending`
 * ones whose lease ran out (their worker died). The claim takes a lease and
 * counts an attempt. Same locking as the mail outbox: `FOR UPDATE SKIP
 * LOCKED` on PostgreSQL, one serialized write statement on SQLite.
 *
 * A delivery for an endpoint that is no longer configured is left alone: it
 * is not sent somewhere the operator removed (`leads deliveries` shows it).
 */
export async function claimDueWebhooks(
  db: Kysely<Database>,
  dialect: Dialect,
  { workerId, urls, limit, leaseMs, now = Date.now() }: { workerId: string; urls: readonly string[]; limit: number; leaseMs: number; now?: number },
): Promise<WebhookDeliveryRow[]> {
  if (urls.length === 0) return [];
  const nowIso = iso(now);
  let due = db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("url", "in", urls)
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
    .updateTable("webhook_deliveries")
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

/** Delivered: the payload is dropped (the receiver has it), the row stays as a record. */
export async function markWebhookSent(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { status, now = Date.now() }: { status: number; now?: number },
): Promise<boolean> {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "sent", sent_at: iso(now), payload: null, lease_until: null, last_status: status, last_error: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markWebhookForRetry(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { error, status, nextAttemptAt }: { error: string; status: number | null; nextAttemptAt: number },
): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", next_attempt_at: iso(nextAttemptAt), last_error: error, last_status: status, lease_until: null, claimed_by: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** Failed for good (refused, redirected, or out of attempts): the payload stays for `leads retry-failed`. */
export async function markWebhookFailed(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { error, status }: { error: string; status: number | null },
): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: "failed", last_error: error, last_status: status, lease_until: null, claimed_by: null })
    .where("id", "=", id)
    .where("claimed_by", "=", workerId)
    .execute();
}

/** Gives claimed deliveries back (the worker is stopping): due now, the attempt not counted (the stop, not the delivery, ended it). */
export async function releaseWebhookClaims(db: Kysely<Database>, ids: string[], workerId: string, now = Date.now()): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("webhook_deliveries")
    .set((eb) => ({ status: "pending", claimed_by: null, lease_until: null, next_attempt_at: iso(now), attempts: eb("attempts", "-", 1) }))
    .where("id", "in", ids)
    .where("claimed_by", "=", workerId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Puts every failed delivery back in the queue with a fresh set of attempts. */
export async function retryFailedWebhooks(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: iso(now) })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function webhookCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .select(["status", (eb) => eb.fn.countAll().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
