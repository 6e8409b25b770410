import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, PrivacyRequestsTable } from "../db/schema.ts";
import type { LeadRow, NewOutboxRow } from "../db/rows.ts";
import { mergeRecipients, queuePrivacyNotice } from "../mail/outbox.server.ts";
import { renderUnsubscribeNotice } from "../mail/privacy-notice.ts";
import { endpointHost } from "../webhooks/webhook-config.ts";
import { queueUnsubscribeEvents } from "../webhooks/webhook-outbox.server.ts";
import { leadCreatedBody } from "../leads/lead-webhook.ts";
import { normalizeAddress } from "../tokens/tokens.server.ts";

/** How a withdrawal of marketing consent was made (stored with it). */
export type OptOutSource = "one-click" | "link" | "manage";

/** What the audit trail records; the sales team reads it with `npm run leads -- requests`. */
export const requestKinds = ["link-requested", "link-used", "viewed", "downloaded", "deleted", "unsubscribed"] as const;
export type RequestKind = (typeof requestKinds)[number];

export type PrivacyRequestRow = Selectable<PrivacyRequestsTable>;

/** Every lead stored for an address, spam included (it is data held all the same), newest first. */
export async function leadsForAddress(db: Kysely<Database>, email: string): Promise<LeadRow[]> {
  return db
    .selectFrom("leads")
    .selectAll()
    .where("email", "=", normalizeAddress(email))
    .orderBy("received_at", "desc")
    .orderBy("id")
    .execute();
}

/** The newest lead of an address, or undefined when none is stored. */
export async function newestLeadId(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("email", "=", normalizeAddress(email))
    .orderBy("received_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Queues a message to the visitor under one of their leads, so it is
 * delivered by the same worker and deleted with their data.
 */
export async function queueVisitorMessage(db: Kysely<Database>, leadId: string, message: Omit<NewOutboxRow, "lead_id">): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      ...message,
      lead_id: leadId,
      audience: "visitor",
      status: "pending",
      attempts: 0,
      next_attempt_at: message.created_at,
    })
    .execute();
}

/** Records one step; `id` is given when other rows derive from it (an erasure's or an unsubscribe's events). */
export async function recordRequest(
  db: Kysely<Database>,
  {
    id = randomUUID(),
    kind,
    emailHash,
    detail = null,
    now = Date.now(),
  }: { id?: string; kind: RequestKind; emailHash: string; detail?: string | null; now?: number },
): Promise<void> {
  await db
    .insertInto("privacy_requests")
    .values({ id, kind, email_hash: emailHash, detail: detail?.slice(0, 200) ?? null, created_at: new Date(now).toISOString() })
    .execute();
}

/** The audit trail, oldest first; `since` is an ISO date-time. */
export async function listRequests(
  db: Kysely<Database>,
  { since, emailHash, limit }: { since?: string; emailHash?: string; limit?: number } = {},
): Promise<PrivacyRequestRow[]> {
  let query = db.selectFrom("privacy_requests").selectAll().orderBy("created_at").orderBy("id");
  if (since) query = query.where("created_at", ">=", since);
  if (emailHash) query = query.where("email_hash", "=", emailHash);
  if (limit) query = query.limit(limit);
  return query.execute();
}

/** When the address's marketing consent was withdrawn, or undefined. */
export async function optOutOf(db: Kysely<Database>, emailHash: string): Promise<{ createdAt: string; source: string } | undefined> {
  const row = await db.selectFrom("privacy_opt_outs").select(["created_at", "source"]).where("email_hash", "=", emailHash).executeTakeFirst();
  return row ? { createdAt: row.created_at, source: row.source } : undefined;
}

/**
 * Records a withdrawal of marketing consent (the first one stands; a second
 * is a no-op) and marks the address's stored leads as not consenting, so an
 * export or a re-sent notification no longer shows consent.
 *
 * The first withdrawal also reaches the copies outside the database, in the
 * same transaction: a contact.unsubscribed event to each webhook endpoint
 * that got or is due one of the address's leads, and a notice to the inboxes
 * their notifications went to. `requestId` is the withdrawal's row in the
 * audit trail (the events' ids derive from it). Returns whether this call
 * recorded it, how many leads changed, and the endpoints told.
 */
export async function recordOptOut(
  db: Kysely<Database>,
  {
    emailHash,
    email,
    source,
    requestId = randomUUID(),
    now = Date.now(),
  }: { emailHash: string; email: string; source: OptOutSource; requestId?: string; now?: number },
): Promise<{ recorded: boolean; leadsUpdated: number; receivers: string[]; noticeId: string | null }> {
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("privacy_opt_outs")
      .values({ email_hash: emailHash, source, created_at: at })
      .onConflict((oc) => oc.column("email_hash").doNothing())
      .returning("email_hash")
      .execute();
    const updated = await trx
      .updateTable("leads")
      .set({ consent_given: 0 })
      .where("email", "=", normalizeAddress(email))
      .where("consent_given", "=", 1)
      .executeTakeFirst();
    const leadsUpdated = Number(updated.numUpdatedRows);
    if (inserted.length === 0) return { recorded: false, leadsUpdated, receivers: [], noticeId: null };

    const leads = await leadsForAddress(trx, email);
    const newest = leads[0];
    if (!newest) return { recorded: true, leadsUpdated, receivers: [], noticeId: null };
    const receivers = await queueUnsubscribeEvents(trx, { email: normalizeAddress(email), leads, requestId, at, bodyOf: leadCreatedBody });
    const notified = await trx
      .selectFrom("outbox")
      .select("recipients")
      .where("lead_id", "in", leads.map((lead) => lead.id))
      .where("audience", "=", "sales")
      .execute();
    const recipients = mergeRecipients(notified.map((row) => row.recipients));
    const notice = renderUnsubscribeNotice({ source, at, email: normalizeAddress(email), leads, receivers: receivers.map(endpointHost) });
    const noticeId = recipients ? await queuePrivacyNotice(trx, { leadId: newest.id, recipients, notice, at }) : null;
    return { recorded: true, leadsUpdated, receivers, noticeId };
  });
}

/** Records a new privacy session; sessions past their expiry are dropped on the way. */
export async function storeSession(
  db: Kysely<Database>,
  { id, emailHash, expiresAt, now = Date.now() }: { id: string; emailHash: string; expiresAt: number; now?: number },
): Promise<void> {
  await db.deleteFrom("privacy_sessions").where("expires_at", "<", new Date(now).toISOString()).execute();
  await db
    .insertInto("privacy_sessions")
    .values({ id, email_hash: emailHash, expires_at: new Date(expiresAt).toISOString() })
    .execute();
}

/** Whether the session is live: recorded for this address, not ended, not expired. */
export async function isSessionLive(db: Kysely<Database>, id: string, emailHash: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("privacy_sessions")
    .select("id")
    .where("id", "=", id)
    .where("email_hash", "=", emailHash)
    .where("expires_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends one session (its holder signed out). */
export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("privacy_sessions").where("id", "=", id).execute();
}

/** Ends every session of an address (its data was deleted); returns how many were live. */
export async function endSessionsOf(db: Kysely<Database>, emailHash: string): Promise<number> {
  const result = await db.deleteFrom("privacy_sessions").where("email_hash", "=", emailHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}
