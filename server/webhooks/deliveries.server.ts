import type { Kysely } from "kysely";
import type { Database, OutboxAudience } from "../db/schema.ts";
import { describeEndpoint } from "./webhook-config.ts";

export type DeliveryListing = {
  channel: "mail" | "webhook";
  id: string;
  leadId: string | null;
  /** A webhook's origin and path only, never its query string or credentials. */
  target: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
};

const audienceLabels: Record<OutboxAudience, string> = { sales: "sales", visitor: "visitor", privacy: "privacy notice", team: "console sign-in link" };

/** Never the bodies. */
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
