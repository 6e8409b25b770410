import { createHash } from "node:crypto";
import type { WebhookEventType } from "../db/schema.ts";

/**
 * Receivers should ignore types they do not know. lead.erased names only ids and types (erased details are not sent
 * again); contact.unsubscribed names the address, so a CRM finds the contact.
 */
export const LEAD_CREATED = "lead.created";
export const LEAD_ERASED = "lead.erased";
export const CONTACT_UNSUBSCRIBED = "contact.unsubscribed";
export const LEAD_SPAM = "lead.spam";

export type LeadReference = { id: string; type: string };

export type LeadErasedEvent = {
  type: typeof LEAD_ERASED;
  timestamp: string;
  /** Every erased lead this endpoint was sent. */
  data: { leads: LeadReference[] };
};

export type ContactUnsubscribedEvent = {
  type: typeof CONTACT_UNSUBSCRIBED;
  timestamp: string;
  /** The address as stored, and the leads of it this endpoint was sent. */
  data: { email: string; leads: LeadReference[] };
};

export type LeadSpamEvent = {
  type: typeof LEAD_SPAM;
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

/** Same on every attempt (so a receiver drops repeats), different per endpoint, and derived so it can be recomputed. */
export function webhookIdFor(leadId: string, url: string): string {
  const digest = createHash("sha256").update(`${leadId}\n${url}`).digest("base64url");
  return `msg_${digest.slice(0, 32)}`;
}

/** Derived from the request's audit row, so a request's deliveries can be found from it. */
export function eventWebhookIdFor(event: Exclude<WebhookEventType, "lead.created">, requestId: string, url: string): string {
  return webhookIdFor(`${event}:${requestId}`, url);
}
