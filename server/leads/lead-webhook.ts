import type { LeadRow, NewWebhookDelivery } from "../db/rows.ts";
import { webhookDeliveries } from "../webhooks/webhook-outbox.server.ts";
import { LEAD_CREATED } from "../webhooks/webhook-payload.ts";
import { type ExportedLeadData, toExportedLead } from "./lead-export.ts";

/** The body of a lead webhook, in the Standard Webhooks payload shape. */
export type LeadCreatedEvent = {
  type: typeof LEAD_CREATED;
  /** When the lead was received (ISO 8601); the attempt's time is the signed `webhook-timestamp`. */
  timestamp: string;
  /** The lead as `leads export --format json` prints it, without the delivery states. */
  data: ExportedLeadData;
};

export function leadCreatedEvent(lead: LeadRow): LeadCreatedEvent {
  return { type: LEAD_CREATED, timestamp: lead.received_at, data: toExportedLead(lead) };
}

/**
 * The exact bytes that are signed and sent: stored with the delivery so every
 * attempt sends the same body (until a withdrawal of marketing consent
 * re-renders the bodies not yet delivered).
 */
export function leadCreatedBody(lead: LeadRow): string {
  return JSON.stringify(leadCreatedEvent(lead));
}

/** One delivery per endpoint for a lead that is about to be stored. */
export function webhookDeliveriesFor(lead: LeadRow, urls: readonly string[]): NewWebhookDelivery[] {
  if (urls.length === 0) return [];
  const body = leadCreatedBody(lead);
  return webhookDeliveries(lead, urls, body);
}
