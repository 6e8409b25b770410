import type { Kysely, Selectable } from "kysely";
import type { Database, LeadsTable, OutboxTable } from "../db/schema.ts";

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = LeadsTable;
export type NewOutboxRow = Pick<
  OutboxTable,
  "id" | "lead_id" | "recipients" | "subject" | "text_body" | "html_body" | "reply_to" | "created_at"
>;

export type InsertResult = { leadId: string; duplicate: boolean };

/**
 * The lead and its notification in one transaction (the outbox pattern): when
 * this resolves, both are committed, or neither is. A second post with the
 * same idempotency key (a double click, a retry after a lost answer) finds
 * the first lead and queues nothing.
 */
export async function insertLeadWithNotification(
  db: Kysely<Database>,
  lead: NewLeadRow,
  notification: Omit<NewOutboxRow, "lead_id"> | null,
): Promise<InsertResult> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values(lead)
      .onConflict((oc) => oc.columns(["type", "idempotency_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("leads")
        .select("id")
        .where("type", "=", lead.type)
        .where("idempotency_key", "=", lead.idempotency_key)
        .executeTakeFirstOrThrow();
      return { leadId: existing.id, duplicate: true };
    }
    if (notification) {
      await trx
        .insertInto("outbox")
        .values({
          ...notification,
          lead_id: lead.id,
          status: "pending",
          attempts: 0,
          next_attempt_at: notification.created_at,
        })
        .execute();
    }
    return { leadId: lead.id, duplicate: false };
  });
}

export type LeadFilter = {
  type?: string;
  /** ISO date or date-time; leads received at or after it. */
  since?: string;
  limit?: number;
  /** Include leads flagged as spam (off by default for list/export). */
  includeSpam?: boolean;
};

export type LeadWithMail = LeadRow & { mail_status: string | null; mail_attempts: number | null };

/** Leads, newest first, with the state of their notification. */
export async function findLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<LeadWithMail[]> {
  let query = db
    .selectFrom("leads")
    .leftJoin("outbox", "outbox.lead_id", "leads.id")
    .selectAll("leads")
    .select(["outbox.status as mail_status", "outbox.attempts as mail_attempts"])
    .orderBy("leads.received_at", "desc")
    .orderBy("leads.id");
  if (filter.type) query = query.where("leads.type", "=", filter.type);
  if (filter.since) query = query.where("leads.received_at", ">=", filter.since);
  if (!filter.includeSpam) query = query.where("leads.spam", "=", 0);
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

/**
 * Deletes everything stored about one email address: the leads and their
 * queued or sent notifications (the privacy policy promises deletion).
 * Returns the ids of the deleted leads and notifications.
 */
export async function forgetEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ leadIds: string[]; outboxIds: string[] }> {
  const normalized = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const leads = await trx.selectFrom("leads").select("id").where("email", "=", normalized).execute();
    const leadIds = leads.map((row) => row.id);
    if (leadIds.length === 0) return { leadIds, outboxIds: [] };
    const outbox = await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).returning("id").execute();
    await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
    return { leadIds, outboxIds: outbox.map((row) => row.id) };
  });
}

export async function countLeads(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
