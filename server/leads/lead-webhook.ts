import type { LeadRow, NewWebhookDelivery } from "../db/rows.ts";
import { webhookDeliveries } from "../webhooks/webhook-outbox.server.ts";
import { LEAD_CREATED } from "../webhooks/webhook-payload.ts";
import { type ExportedLeadData, toExportedLead } from "./lead-export.ts";

export type LeadCreatedEvent = {
  type: typeof LEAD_CREATED;
  /** The attempt's time is the signed `webhook-timestamp`. */
  timestamp: string;
  data: ExportedLeadData;
};

export function leadCreatedEvent(lead: LeadRow): LeadCreatedEvent {
  return { type: LEAD_CREATED, timestamp: lead.received_at, data: toExportedLead(lead) };
}

/** Stored, so every attempt sends the same bytes (until a consent withdrawal re-renders undelivered ones). */
export function leadCreatedBody(lead: LeadRow): string {
  return JSON.stringify(leadCreatedEvent(lead));
}

export function webhookDeliveriesFor(lead: LeadRow, urls: readonly string[]): NewWebhookDelivery[] {
  if (urls.length === 0) return [];
  const body = leadCreatedBody(lead);
  return webhookDeliveries(lead, urls, body);
}
