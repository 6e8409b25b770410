import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadRow, LeadWithMail, NewLeadRow, NewOutboxRow, NewWebhookDelivery } from "../db/rows.ts";
import type { Database } from "../db/schema.ts";
import { mergeRecipients, queuePrivacyNotice } from "../mail/outbox.server.ts";
import { renderErasureNotice } from "../mail/privacy-notice.ts";
import { endpointHost } from "../webhooks/webhook-config.ts";
import { erasureEvents } from "../webhooks/webhook-outbox.server.ts";
import { leadSearchText } from "./lead-search.ts";

export type InsertResult = { leadId: string; duplicate: boolean };

export type LeadWrite = {
  lead: NewLeadRow;
  /** Null for spam. */
  notification: Omit<NewOutboxRow, "lead_id"> | null;
  visitorMail?: Omit<NewOutboxRow, "lead_id"> | null;
  /** None for spam. */
  webhooks?: readonly NewWebhookDelivery[];
};

/** The outbox pattern: leads and their messages commit together or not at all. A stored idempotency key (a double click,
 * a retry, twice in one batch) resolves to the first lead and queues nothing. */
export async function insertLeads(db: Kysely<Database>, writes: LeadWrite[]): Promise<InsertResult[]> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values(writes.map(({ lead }) => ({ ...lead, search_text: leadSearchText(lead.email, lead.data) })))
      .onConflict((oc) => oc.columns(["type", "idempotency_key"]).doNothing())
      .returning("id")
      .execute();
    const insertedIds = new Set(inserted.map((row) => row.id));
    const queued = (message: Omit<NewOutboxRow, "lead_id">, leadId: string, audience: "sales" | "visitor") => ({
      ...message,
      lead_id: leadId,
      audience,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: message.created_at,
    });
    const notifications = writes
      .filter((write) => insertedIds.has(write.lead.id))
      .flatMap(({ lead, notification, visitorMail }) => [
        ...(notification ? [queued(notification, lead.id, "sales")] : []),
        ...(visitorMail ? [queued(visitorMail, lead.id, "visitor")] : []),
      ]);
    if (notifications.length > 0) await trx.insertInto("outbox").values(notifications).execute();
    const deliveries = writes
      .filter((write) => insertedIds.has(write.lead.id))
      .flatMap(({ lead, webhooks = [] }) =>
        webhooks.map((delivery) => ({
          ...delivery,
          lead_id: lead.id,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: delivery.created_at,
        })),
      );
    if (deliveries.length > 0) await trx.insertInto("webhook_deliveries").values(deliveries).execute();
    const results: InsertResult[] = [];
    for (const { lead } of writes) {
      if (insertedIds.has(lead.id)) {
        results.push({ leadId: lead.id, duplicate: false });
        continue;
      }
      const existing = await trx
        .selectFrom("leads")
        .select("id")
        .where("type", "=", lead.type)
        .where("idempotency_key", "=", lead.idempotency_key)
        .executeTakeFirstOrThrow();
      results.push({ leadId: existing.id, duplicate: true });
    }
    return results;
  });
}

/** A repeat is answered as a duplicate success. */
export async function isIdempotencyKeyStored(db: Kysely<Database>, type: string, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("type", "=", type)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Undefined once the lead is gone. */
export async function findLeadForResult(
  db: Kysely<Database>,
  id: string,
  type: string,
): Promise<Pick<LeadRow, "type" | "data"> | undefined> {
  return db.selectFrom("leads").select(["type", "data"]).where("id", "=", id).where("type", "=", type).executeTakeFirst();
}

export async function insertLeadWithNotification(
  db: Kysely<Database>,
  lead: NewLeadRow,
  notification: LeadWrite["notification"],
  visitorMail?: LeadWrite["visitorMail"],
  webhooks?: LeadWrite["webhooks"],
): Promise<InsertResult> {
  const [result] = await insertLeads(db, [{ lead, notification, visitorMail, webhooks }]);
  if (!result) throw new Error("insertLeads returned no result");
  return result;
}

export type LeadWriter = { write(write: LeadWrite): Promise<InsertResult> };

/**
 * Group commit: leads arriving during a COMMIT's fsync share the next transaction, and each caller is answered only after
 * its own commit; a failed batch is retried lead by lead. `concurrency`: 1 for SQLite (one writer), a few on PostgreSQL.
 */
export function createLeadWriter(
  db: Kysely<Database>,
  { maxBatch = 100, concurrency = 1 }: { maxBatch?: number; concurrency?: number } = {},
): LeadWriter {
  type Pending = { write: LeadWrite; resolve: (result: InsertResult) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let active = 0;

  async function writeBatch(batch: Pending[]): Promise<void> {
    try {
      const results = await insertLeads(
        db,
        batch.map((item) => item.write),
      );
      batch.forEach((item, index) => {
        const result = results[index];
        if (result) item.resolve(result);
        else item.reject(new Error("no result for a lead in the batch"));
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          item.resolve(
            await insertLeadWithNotification(db, item.write.lead, item.write.notification, item.write.visitorMail, item.write.webhooks),
          );
        } catch (single) {
          item.reject(single);
        }
      }
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(batch.length);
        await writeBatch(batch);
      }
    } finally {
      active -= 1;
    }
  }

  return {
    write(write) {
      return new Promise<InsertResult>((resolve, reject) => {
        queue.push({ write, resolve, reject });
        if (active < concurrency) {
          active += 1;
          // Let the other requests already read in this turn of the event loop join the batch.
          setImmediate(() => void drain());
        }
      });
    },
  };
}

export type LeadFilter = {
  type?: string;
  /** ISO date or date-time, inclusive. */
  since?: string;
  limit?: number;
  includeSpam?: boolean;
};

export async function findLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<LeadWithMail[]> {
  let query = db
    .selectFrom("leads")
    // The sales notification's state (a lead may also have a message to the visitor).
    .leftJoin("outbox", (join) => join.onRef("outbox.lead_id", "=", "leads.id").on("outbox.audience", "=", "sales"))
    .selectAll("leads")
    .select(["outbox.status as mail_status", "outbox.attempts as mail_attempts"])
    .select((eb) => {
      const deliveries = () =>
        eb
          .selectFrom("webhook_deliveries")
          .whereRef("webhook_deliveries.lead_id", "=", "leads.id")
          .where("webhook_deliveries.event", "=", "lead.created");
      const count = (status?: "sent" | "failed") =>
        (status ? deliveries().where("webhook_deliveries.status", "=", status) : deliveries()).select((sub) => sub.fn.countAll().as("count"));
      return [count().as("webhook_total"), count("sent").as("webhook_sent"), count("failed").as("webhook_failed")];
    })
    .orderBy("leads.received_at", "desc")
    .orderBy("leads.id");
  if (filter.type) query = query.where("leads.type", "=", filter.type);
  if (filter.since) query = query.where("leads.received_at", ">=", filter.since);
  if (!filter.includeSpam) query = query.where("leads.spam", "=", 0);
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

export type Erasure = {
  leadIds: string[];
  outboxIds: string[];
  /** Queued ones are cancelled. */
  webhooks: { deleted: number };
  receivers: string[];
  /** Null when no lead of the address had a notification. */
  noticeId: string | null;
};

/**
 * The leads, their messages and webhook deliveries (queued ones cancelled, delivered ones named the lead) go, and in the
 * same transaction a lead.erased event and an inbox notice, naming leads by id and type only, ask for the outside copies.
 */
export async function forgetEmail(
  db: Kysely<Database>,
  email: string,
  {
    requestId = randomUUID(),
    requestedBy = "operator",
    now = Date.now(),
  }: { requestId?: string; requestedBy?: "visitor" | "operator"; now?: number } = {},
): Promise<Erasure> {
  const normalized = email.trim().toLowerCase();
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "type"])
      .where("email", "=", normalized)
      .orderBy("received_at", "desc")
      .orderBy("id")
      .execute();
    const leadIds = leads.map((row) => row.id);
    if (leadIds.length === 0) return { leadIds, outboxIds: [], webhooks: { deleted: 0 }, receivers: [], noticeId: null };
    // On PostgreSQL a delivery a worker is claiming right now is returned claimed.
    const outbox = await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).returning(["id", "audience", "recipients"]).execute();
    const deliveries = await trx
      .deleteFrom("webhook_deliveries")
      .where("lead_id", "in", leadIds)
      .returning(["url", "lead_id", "event", "status", "attempts"])
      .execute();
    await trx.deleteFrom("leads").where("id", "in", leadIds).execute();

    const events = erasureEvents(deliveries, leads, { requestId, at });
    if (events.length > 0) await trx.insertInto("webhook_deliveries").values(events).execute();
    const receivers = events.map((event) => event.url);
    const recipients = mergeRecipients(outbox.filter((row) => row.audience === "sales").map((row) => row.recipients));
    const notice = renderErasureNotice({ requestedBy, at, leads, messages: outbox.length, receivers: receivers.map(endpointHost) });
    const noticeId = recipients ? await queuePrivacyNotice(trx, { leadId: null, recipients, notice, at }) : null;
    return {
      leadIds,
      outboxIds: outbox.map((row) => row.id),
      webhooks: { deleted: deliveries.length },
      receivers,
      noticeId,
    };
  });
}

export async function countLeads(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
