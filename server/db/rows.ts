import type { Selectable } from "kysely";
import type { LeadsTable, OutboxTable, WebhookDeliveriesTable } from "./schema.ts";

/**
 * The rows as the code reads and writes them, beside the tables they come
 * from: every layer above the database names its rows from here, so no
 * module has to import another's store only for a row's shape.
 */

/** The columns the console keeps about working a lead (its status, assignee, search text), apart from what was submitted. */
type LeadWorkColumns = "status" | "assignee_id" | "updated_at" | "search_text";

/** A lead as it was submitted and stored. */
export type LeadRow = Omit<Selectable<LeadsTable>, LeadWorkColumns>;
/** A lead with the console's columns too. */
export type WorkedLeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Omit<LeadsTable, LeadWorkColumns>;

/** A lead with the state of its deliveries, as `findLeads` reads it. */
export type LeadWithMail = LeadRow & {
  mail_status: string | null;
  mail_attempts: number | null;
  /** The lead's webhook deliveries (one per endpoint), and how many of them were delivered or failed. */
  webhook_total: number | string | bigint | null;
  webhook_sent: number | string | bigint | null;
  webhook_failed: number | string | bigint | null;
};

export type OutboxRow = Selectable<OutboxTable>;

/** A message as it is queued with its lead; the store adds the audience, status and schedule. */
export type NewOutboxRow = Pick<
  OutboxTable,
  "id" | "lead_id" | "recipients" | "subject" | "text_body" | "html_body" | "reply_to" | "created_at"
> & { attachments?: string | null; headers?: string | null };

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** What the lead service queues per endpoint; the store adds the lead id, status and schedule. */
export type NewWebhookDelivery = Pick<WebhookDeliveriesTable, "id" | "webhook_id" | "url" | "payload" | "created_at">;

/** A privacy event ready to insert (lead.erased, contact.unsubscribed). */
export type NewWebhookEvent = Pick<
  WebhookDeliveryRow,
  "id" | "lead_id" | "event" | "webhook_id" | "url" | "status" | "payload" | "attempts" | "next_attempt_at" | "created_at"
>;

/** A delivery as an erasure deleted it: its state at that moment. */
export type DeletedDelivery = Pick<WebhookDeliveryRow, "url" | "lead_id" | "event" | "status" | "attempts">;
