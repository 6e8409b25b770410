import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/database.server.ts";
import type { DeletedDelivery, LeadRow, NewWebhookDelivery, NewWebhookEvent, WebhookDeliveryRow } from "../db/rows.ts";
import type { Database } from "../db/schema.ts";
import { WEBHOOK_TIMEOUT_MS } from "./webhook-http.server.ts";
import {
  CONTACT_UNSUBSCRIBED,
  contactUnsubscribedBody,
  eventWebhookIdFor,
  LEAD_CREATED,
  LEAD_ERASED,
  leadCreatedBody,
  leadErasedBody,
  type LeadReference,
  webhookIdFor,
} from "./webhook-payload.ts";

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
 * When a privacy event for an endpoint may first be tried: now, or, while a
 * delivery of the same leads is in flight there, once that request has
 * surely ended (it is cut off at the request timeout), so the event cannot
 * overtake the lead.
 */
function firstAttemptAt(rows: readonly Pick<DeletedDelivery, "status">[], at: string): string {
  return rows.some((row) => row.status === "sending") ? new Date(Date.parse(at) + WEBHOOK_TIMEOUT_MS).toISOString() : at;
}

/** The endpoints of the rows, in the order first seen, each with its rows. */
function byEndpoint<T extends { url: string }>(rows: readonly T[]): Map<string, T[]> {
  const endpoints = new Map<string, T[]>();
  for (const row of rows) endpoints.set(row.url, [...(endpoints.get(row.url) ?? []), row]);
  return endpoints;
}

/**
 * The lead.erased events of an erasure: one per endpoint that may hold one of
 * the erased leads, naming those it may hold. An endpoint may hold a lead
 * once its delivery there was attempted (sent, in flight, retrying, or failed
 * after a try: a receiver can store a lead whose answer never came back). A
 * delivery never attempted was deleted with its lead, so that lead was never
 * seen there: it is not named, and an endpoint with nothing else gets no
 * event.
 */
export function erasureEvents(
  deleted: readonly DeletedDelivery[],
  leads: readonly LeadReference[],
  { requestId, at }: { requestId: string; at: string },
): NewWebhookEvent[] {
  const events: NewWebhookEvent[] = [];
  for (const [url, rows] of byEndpoint(deleted)) {
    const sent = new Set(rows.filter((row) => row.event === LEAD_CREATED && Number(row.attempts) > 0).map((row) => row.lead_id));
    const named = leads.filter((lead) => sent.has(lead.id));
    if (named.length === 0) continue;
    events.push({
      id: randomUUID(),
      lead_id: null,
      event: LEAD_ERASED,
      webhook_id: eventWebhookIdFor(LEAD_ERASED, requestId, url),
      url,
      status: "pending",
      payload: leadErasedBody(named, at),
      attempts: 0,
      next_attempt_at: firstAttemptAt(rows, at),
      created_at: at,
    });
  }
  return events;
}

/**
 * Tells every endpoint that got, or is due, one of the address's leads that
 * the address withdrew its marketing consent (`leads` are its leads, newest
 * first, already marked not consenting). First the bodies of its leads not
 * yet delivered are rendered again, so they arrive as not consenting; then
 * one contact.unsubscribed per endpoint is queued under the newest lead it
 * names (deleted with it if the address is erased). Returns the endpoints.
 */
export async function queueUnsubscribeEvents(
  db: Kysely<Database>,
  { email, leads, requestId, at }: { email: string; leads: readonly LeadRow[]; requestId: string; at: string },
): Promise<string[]> {
  if (leads.length === 0) return [];
  for (const lead of leads) {
    await db
      .updateTable("webhook_deliveries")
      .set({ payload: leadCreatedBody(lead) })
      .where("lead_id", "=", lead.id)
      .where("event", "=", LEAD_CREATED)
      .where("payload", "is not", null)
      .execute();
  }
  const deliveries = await db
    .selectFrom("webhook_deliveries")
    .select(["url", "lead_id", "status"])
    .where("lead_id", "in", leads.map((lead) => lead.id))
    .where("event", "=", LEAD_CREATED)
    .orderBy("created_at")
    .execute();
  const events: NewWebhookEvent[] = [];
  for (const [url, rows] of byEndpoint(deliveries)) {
    const sent = new Set(rows.map((row) => row.lead_id));
    const named = leads.filter((lead) => sent.has(lead.id));
    const newest = named[0];
    if (!newest) continue;
    events.push({
      id: randomUUID(),
      lead_id: newest.id,
      event: CONTACT_UNSUBSCRIBED,
      webhook_id: eventWebhookIdFor(CONTACT_UNSUBSCRIBED, requestId, url),
      url,
      status: "pending",
      payload: contactUnsubscribedBody(email, named, at),
      attempts: 0,
      next_attempt_at: firstAttemptAt(rows, at),
      created_at: at,
    });
  }
  if (events.length > 0) await db.insertInto("webhook_deliveries").values(events).execute();
  return events.map((event) => event.url);
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
