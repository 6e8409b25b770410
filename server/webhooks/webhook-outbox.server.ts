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

export function webhookDeliveries(lead: Pick<LeadRow, "id" | "received_at">, urls: readonly string[], payload: string): NewWebhookDelivery[] {
  return urls.map((url) => ({
    id: randomUUID(),
    webhook_id: webhookIdFor(lead.id, url),
    url,
    payload,
    created_at: lead.received_at,
  }));
}

/** While a delivery of the same leads is in flight, after its request timeout, so the event cannot overtake the lead. */
function firstAttemptAt(rows: readonly Pick<DeletedDelivery, "status">[], at: string): string {
  return rows.some((row) => row.status === "sending") ? new Date(Date.parse(at) + WEBHOOK_TIMEOUT_MS).toISOString() : at;
}

function byEndpoint<T extends { url: string }>(rows: readonly T[]): Map<string, T[]> {
  const endpoints = new Map<string, T[]>();
  for (const row of rows) endpoints.set(row.url, [...(endpoints.get(row.url) ?? []), row]);
  return endpoints;
}

/** An endpoint may hold a lead once its delivery there was attempted (an answer may never have come back); only those
 * endpoints get a lead.erased, naming only those leads. */
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

/** Only endpoints whose lead.created was attempted, waiting on one in flight so the event cannot overtake the lead. */
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

/** Undelivered bodies are re-rendered as not consenting first; the event goes under the newest lead it names, so it is
 * deleted with it if the address is erased. */
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

/** A delivered row drops its payload (the receiver has it); a failed one keeps it for `leads retry-failed`. */
export const webhookQueue = durableQueue("webhook_deliveries", { clearedWhenSent: { payload: null } });

export const { retryFailed: retryFailedWebhooks, counts: webhookCounts } = webhookQueue;
