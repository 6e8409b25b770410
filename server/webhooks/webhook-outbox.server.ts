import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DeletedDelivery, LeadRow, NewWebhookDelivery, NewWebhookEvent } from "../db/rows.ts";
import type { Database } from "../db/schema.ts";
import { durableQueue } from "../queue/durable-queue.server.ts";
import { WEBHOOK_TIMEOUT_MS } from "./webhook-http.server.ts";
import {
  CONTACT_UNSUBSCRIBED,
  contactUnsubscribedBody,
  eventWebhookIdFor,
  LEAD_CREATED,
  LEAD_ERASED,
  LEAD_SPAM,
  leadErasedBody,
  leadSpamBody,
  type LeadReference,
  webhookIdFor,
} from "./webhook-payload.ts";

/** One delivery per endpoint of a lead's lead.created body (made by the leads room). */
export function webhookDeliveries(lead: Pick<LeadRow, "id" | "received_at">, urls: readonly string[], payload: string): NewWebhookDelivery[] {
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
 * The lead.spam events for a lead marked as spam: one per endpoint whose
 * lead.created delivery was attempted (`deliveries` are the lead's
 * lead.created rows left once the unattempted ones were cancelled), waiting
 * while one is in flight so the event cannot overtake the lead.
 */
export function leadSpamEvents(
  lead: LeadReference,
  deliveries: readonly Pick<DeletedDelivery, "url" | "status" | "attempts">[],
  at: string,
): NewWebhookEvent[] {
  const events: NewWebhookEvent[] = [];
  for (const [url, rows] of byEndpoint(deliveries)) {
    if (!rows.some((row) => Number(row.attempts) > 0 || row.status === "sent")) continue;
    events.push({
      id: randomUUID(),
      lead_id: lead.id,
      event: LEAD_SPAM,
      webhook_id: eventWebhookIdFor(LEAD_SPAM, randomUUID(), url),
      url,
      status: "pending",
      payload: leadSpamBody(lead, at),
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
 * `bodyOf` renders a lead's lead.created body.
 */
export async function queueUnsubscribeEvents(
  db: Kysely<Database>,
  { email, leads, requestId, at, bodyOf }: { email: string; leads: readonly LeadRow[]; requestId: string; at: string; bodyOf: (lead: LeadRow) => string },
): Promise<string[]> {
  if (leads.length === 0) return [];
  for (const lead of leads) {
    await db
      .updateTable("webhook_deliveries")
      .set({ payload: bodyOf(lead) })
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
 * The webhook deliveries as a durable queue: a delivered row drops its
 * payload (the receiver has it) and stays as a record; a failed one keeps it
 * for `leads retry-failed`.
 */
export const webhookQueue = durableQueue("webhook_deliveries", { clearedWhenSent: { payload: null } });

export const { retryFailed: retryFailedWebhooks, counts: webhookCounts } = webhookQueue;
