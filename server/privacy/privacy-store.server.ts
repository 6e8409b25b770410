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

export type OptOutSource = "one-click" | "link" | "manage";

/** Read with `npm run leads -- requests`. */
export const requestKinds = ["link-requested", "link-used", "viewed", "downloaded", "deleted", "unsubscribed"] as const;
export type RequestKind = (typeof requestKinds)[number];

export type PrivacyRequestRow = Selectable<PrivacyRequestsTable>;

/** Spam included: it is data held all the same. */
export async function leadsForAddress(db: Kysely<Database>, email: string): Promise<LeadRow[]> {
  return db
    .selectFrom("leads")
    .selectAll()
    .where("email", "=", normalizeAddress(email))
    .orderBy("received_at", "desc")
    .orderBy("id")
    .execute();
}

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

/** Under one of their leads, so it is delivered by the same worker and deleted with their data. */
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

/** `id` is given when other rows derive from it (an erasure's or an unsubscribe's events). */
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

export async function optOutOf(db: Kysely<Database>, emailHash: string): Promise<{ createdAt: string; source: string } | undefined> {
  const row = await db.selectFrom("privacy_opt_outs").select(["created_at", "source"]).where("email_hash", "=", emailHash).executeTakeFirst();
  return row ? { createdAt: row.created_at, source: row.source } : undefined;
}

/** The first withdrawal stands and marks the address's leads not consenting; in the same transaction it tells webhook
 * endpoints (contact.unsubscribed) and the sales inbox. */
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

/** Sessions past their expiry are dropped on the way. */
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

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("privacy_sessions").where("id", "=", id).execute();
}

export async function endSessionsOf(db: Kysely<Database>, emailHash: string): Promise<number> {
  const result = await db.deleteFrom("privacy_sessions").where("email_hash", "=", emailHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}
