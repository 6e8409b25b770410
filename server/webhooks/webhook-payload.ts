import { createHash } from "node:crypto";
import { type ExportedLeadData, toExportedLead } from "../leads/lead-export.ts";
import type { LeadRow } from "../leads/lead-store.server.ts";

/** The one event sent today; receivers should ignore types they do not know. */
export const LEAD_CREATED = "lead.created";

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

/** The exact bytes that are signed and sent: stored with the delivery so every attempt sends the same body. */
export function leadCreatedBody(lead: LeadRow): string {
  return JSON.stringify(leadCreatedEvent(lead));
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
