import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#app/lib/console-leads.ts";
import type { Database } from "../db/schema.ts";

export type AuditEntry = {
  /** Null for the command line or a refused stranger. */
  actor: { id: string; email: string } | null;
  action: AuditAction;
  subject?: string | null;
  /** Never a lead's personal data. */
  detail?: string | null;
};

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db
    .insertInto("console_audit")
    .values({
      id: randomUUID(),
      at: new Date(now).toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? "cli",
      action: entry.action,
      subject: entry.subject ?? null,
      detail: entry.detail ?? null,
    })
    .execute();
}

export async function sweepAudit(db: Kysely<Database>, retentionDays: number, now = Date.now()): Promise<number> {
  const before = new Date(now - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("console_audit").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
