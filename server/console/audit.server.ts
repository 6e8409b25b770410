import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#app/lib/console-leads.ts";
import type { Database } from "../db/schema.ts";

export type AuditEntry = {
  /** Who did it: a console user, or null for the command line or a refused stranger. */
  actor: { id: string; email: string } | null;
  action: AuditAction;
  /** What it was done to: a lead id, a user's address, an export's filter. */
  subject?: string | null;
  /** A short outcome ("status new → contacted", "412 leads"); never a lead's personal data. */
  detail?: string | null;
};

/** The audit log keeps entries for 365 days unless CONSOLE_AUDIT_RETENTION_DAYS says otherwise. */
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

/** Drops entries older than the retention; how many went. */
export async function sweepAudit(db: Kysely<Database>, retentionDays: number, now = Date.now()): Promise<number> {
  const before = new Date(now - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("console_audit").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
