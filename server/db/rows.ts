import type { Selectable } from "kysely";
import type { LeadsTable, OutboxTable, WebhookDeliveriesTable } from "./schema.ts";

/** Rows as the code reads them, so no module imports another's store only for a row's shape. */

type LeadWorkColumns = "status" | "assignee_id" | "updated_at" | "search_text";

export type LeadRow = Omit<Selectable<LeadsTable>, LeadWorkColumns>;
export type WorkedLeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Omit<LeadsTable, LeadWorkColumns>;

export type LeadWithMail = LeadRow & {
  mail_status: string | null;
  mail_attempts: number | null;
  webhook_total: number | string | bigint | null;
  webhook_sent: number | string | bigint | null;
  webhook_failed: number | string | bigint | null;
};

export type OutboxRow = Selectable<OutboxTable>;

/** The store adds the audience, status and schedule. */
export type NewOutboxRow = Pick<
  OutboxTable,
  "id" | "lead_id" | "recipients" | "subject" | "text_body" | "html_body" | "reply_to" | "created_at"
> & { attachments?: string | null; headers?: string | null };

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** The store adds the lead id, status and schedule. */
export type NewWebhookDelivery = Pick<WebhookDeliveriesTable, "id" | "webhook_id" | "url" | "payload" | "created_at">;

export type NewWebhookEvent = Pick<
  WebhookDeliveryRow,
  "id" | "lead_id" | "event" | "webhook_id" | "url" | "status" | "payload" | "attempts" | "next_attempt_at" | "created_at"
>;

/** A delivery's state at the moment an erasure deleted it. */
export type DeletedDelivery = Pick<WebhookDeliveryRow, "url" | "lead_id" | "event" | "status" | "attempts">;
