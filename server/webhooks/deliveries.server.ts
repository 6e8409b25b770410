import type { Kysely } from "kysely";
import type { Database, OutboxAudience } from "../db/schema.ts";
import { describeEndpoint } from "./webhook-config.ts";

/** One delivery on one channel, as `leads deliveries` shows it. */
export type DeliveryListing = {
  channel: "mail" | "webhook";
  id: string;
  /** The lead it is about; null for an erasure's notice and events (their leads are gone). */
  leadId: string | null;
  /**
   * Mail: the recipients, marked when the message is to the visitor or a
   * privacy notice. Webhook: the endpoint's origin and path (never its query
   * string or credentials), marked with the event when it is not a lead.
   */
  target: string;
  status: string;
  attempts: number;
  /** When a pending delivery is tried next; null once sent or failed, or while in flight. */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
};

/** How a message that is not a lead's notification is named in the listing. */
const audienceLabels: Record<OutboxAudience, string> = { sales: "sales", visitor: "visitor", privacy: "privacy notice", team: "console sign-in link" };

/**
 * Mail and webhook deliveries (privacy notices and events included), newest
 * first (optionally only the failed ones), up to `limit` in all. Never the
 * bodies.
 */
export async function listDeliveries(
  db: Kysely<Database>,
  { failedOnly = false, limit = 100 }: { failedOnly?: boolean; limit?: number } = {},
): Promise<DeliveryListing[]> {
  let mail = db
    .selectFrom("outbox")
    .select(["id", "lead_id", "audience", "recipients", "status", "attempts", "next_attempt_at", "last_error", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit);
  let hooks = db
    .selectFrom("webhook_deliveries")
    .select(["id", "lead_id", "event", "url", "status", "attempts", "next_attempt_at", "last_error", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit);
  if (failedOnly) {
    mail = mail.where("status", "=", "failed");
    hooks = hooks.where("status", "=", "failed");
  }
  const pendingOnly = (status: string, at: string) => (status === "pending" ? at : null);
  const rows: DeliveryListing[] = [
    ...(await mail.execute()).map((row) => ({
      channel: "mail" as const,
      id: row.id,
      leadId: row.lead_id,
      target: row.audience === "sales" ? row.recipients : `${row.recipients} (${audienceLabels[row.audience]})`,
      status: row.status,
      attempts: Number(row.attempts),
      nextAttemptAt: pendingOnly(row.status, row.next_attempt_at),
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
    ...(await hooks.execute()).map((row) => ({
      channel: "webhook" as const,
      id: row.id,
      leadId: row.lead_id,
      target: row.event === "lead.created" ? describeEndpoint(row.url) : `${describeEndpoint(row.url)} (${row.event})`,
      status: row.status,
      attempts: Number(row.attempts),
      nextAttemptAt: pendingOnly(row.status, row.next_attempt_at),
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
  ];
  return rows
    .sort((a, b) => (a.createdAt === b.createdAt ? a.channel.localeCompare(b.channel) : a.createdAt < b.createdAt ? 1 : -1))
    .slice(0, limit);
}
