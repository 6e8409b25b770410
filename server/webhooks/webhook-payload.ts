import { createHash } from "node:crypto";
import type { WebhookEventType } from "../db/schema.ts";

/**
 * The events sent; receivers should ignore types they do not know.
 *
 * - `lead.created`: a lead, in full (its body is made in server/leads/lead-webhook.ts).
 * - `lead.erased`: the person asked for their data to be erased; delete
 *   these leads (by id) and what was made from them. Names only ids and
 *   types: the receiver got the rest with `lead.created`, and the erased
 *   details are not sent again.
 * - `contact.unsubscribed`: the address withdrew its marketing consent; stop
 *   marketing to it. Names the address (a CRM finds a contact by it) and the
 *   ids of the address's leads the receiver got.
 * - `lead.spam`: the sales team marked a lead it was sent as spam; treat
 *   it as such (e.g. drop or flag it). Names the lead by id and type.
 */
export const LEAD_CREATED = "lead.created";
export const LEAD_ERASED = "lead.erased";
export const CONTACT_UNSUBSCRIBED = "contact.unsubscribed";
export const LEAD_SPAM = "lead.spam";

/** A lead as an erasure or an unsubscribe names it: its id (`data.id` of its lead.created) and type. */
export type LeadReference = { id: string; type: string };

export type LeadErasedEvent = {
  type: typeof LEAD_ERASED;
  /** When the leads were erased here. */
  timestamp: string;
  /** Every erased lead this endpoint was sent. */
  data: { leads: LeadReference[] };
};

export type ContactUnsubscribedEvent = {
  type: typeof CONTACT_UNSUBSCRIBED;
  /** When the consent was withdrawn. */
  timestamp: string;
  /** The address (lower-cased, as stored) and the leads of it this endpoint was sent. */
  data: { email: string; leads: LeadReference[] };
};

export type LeadSpamEvent = {
  type: typeof LEAD_SPAM;
  /** When the lead was marked as spam. */
  timestamp: string;
  data: { lead: LeadReference };
};

export function leadSpamBody(lead: LeadReference, at: string): string {
  const event: LeadSpamEvent = { type: LEAD_SPAM, timestamp: at, data: { lead: { id: lead.id, type: lead.type } } };
  return JSON.stringify(event);
}

export function leadErasedBody(leads: readonly LeadReference[], at: string): string {
  const event: LeadErasedEvent = { type: LEAD_ERASED, timestamp: at, data: { leads: leads.map(({ id, type }) => ({ id, type })) } };
  return JSON.stringify(event);
}

export function contactUnsubscribedBody(email: string, leads: readonly LeadReference[], at: string): string {
  const event: ContactUnsubscribedEvent = {
    type: CONTACT_UNSUBSCRIBED,
    timestamp: at,
    data: { email, leads: leads.map(({ id, type }) => ({ id, type })) },
  };
  return JSON.stringify(event);
}

/**
 * The `webhook-id` of one lead at one endpoint: the same on every attempt, so
 * a receiver can drop a repeat, and different per endpoint. Derived (not
 * random) so it can be recomputed from the row's lead id and URL.
 */
export function webhookIdFor(leadId: string, url: string): string {
  const digest = createHash("sha256").update(`${leadId}\n${url}`).digest("base64url");
  return `msg_${digest.slice(0, 32)}`;
}

/**
 * The `webhook-id` of a privacy event at one endpoint, derived from the id of
 * the request's row in the audit trail (`privacy_requests`): a request's
 * deliveries can be found from its audit row.
 */
export function eventWebhookIdFor(event: Exclude<WebhookEventType, "lead.created">, requestId: string, url: string): string {
  return webhookIdFor(`${event}:${requestId}`, url);
}
