import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isLeadType } from "#app/forms/lead-contract.ts";
import type { WorkedLeadRow } from "../../db/rows.ts";
import type { Database } from "../../db/schema.ts";
import { toExportedLead } from "../../leads/lead-export.ts";
import { renderNotification } from "../../leads/lead-notification.ts";
import { leadCreatedBody, webhookDeliveriesFor } from "../../leads/lead-webhook.ts";
import { leadSpamEvents } from "../../webhooks/webhook-outbox.server.ts";
import { webhookIdFor } from "../../webhooks/webhook-payload.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import { type Actor, type ChangeResult, noSuchLead, refused } from "./lead-changes.server.ts";
import { readLead } from "./lead-page.server.ts";

/** A sent message keeps no body, so it is rendered again from the stored lead. */
function notificationFor(lead: WorkedLeadRow, recipients: string, at: string) {
  const exported = toExportedLead(lead);
  const type = isLeadType(lead.type) ? lead.type : "contact";
  const rendered = renderNotification({ ...exported, type });
  return {
    id: randomUUID(),
    lead_id: lead.id,
    audience: "sales" as const,
    status: "pending" as const,
    recipients,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    reply_to: rendered.replyTo,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  };
}

async function queueAsNotSpam(trx: Kysely<Database>, deps: ConsoleDeps, lead: WorkedLeadRow, at: string): Promise<number> {
  const mailed = await trx.selectFrom("outbox").select("id").where("lead_id", "=", lead.id).where("audience", "=", "sales").executeTakeFirst();
  const type = isLeadType(lead.type) ? lead.type : "contact";
  const recipients = deps.recipientsFor(type).join(", ");
  let queued = 0;
  if (!mailed && recipients) {
    await trx.insertInto("outbox").values(notificationFor(lead, recipients, at)).execute();
    queued += 1;
  }
  const sentTo = new Set(
    (await trx.selectFrom("webhook_deliveries").select("url").where("lead_id", "=", lead.id).where("event", "=", "lead.created").execute()).map((row) => row.url),
  );
  const deliveries = webhookDeliveriesFor(lead, deps.webhookUrls.filter((url) => !sentTo.has(url))).map((delivery) => ({
    ...delivery,
    lead_id: lead.id,
    status: "pending" as const,
    attempts: 0,
    created_at: at,
    next_attempt_at: at,
  }));
  if (deliveries.length > 0) await trx.insertInto("webhook_deliveries").values(deliveries).execute();
  return queued + deliveries.length;
}

/** Unattempted messages and lead.created deliveries are cancelled; each endpoint that may hold the lead gets lead.spam. */
async function markSpam(trx: Kysely<Database>, lead: WorkedLeadRow, at: string): Promise<number> {
  await trx
    .deleteFrom("outbox")
    .where("lead_id", "=", lead.id)
    .where("audience", "in", ["sales", "visitor"])
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .execute();
  await trx
    .deleteFrom("webhook_deliveries")
    .where("lead_id", "=", lead.id)
    .where("event", "=", "lead.created")
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .execute();
  const left = await trx.selectFrom("webhook_deliveries").select(["url", "status", "attempts"]).where("lead_id", "=", lead.id).where("event", "=", "lead.created").execute();
  const events = leadSpamEvents({ id: lead.id, type: lead.type }, left, at);
  if (events.length > 0) await trx.insertInto("webhook_deliveries").values(events).execute();
  return events.length;
}

export async function setSpam(deps: ConsoleDeps, actor: Actor, leadId: string, value: unknown): Promise<ChangeResult> {
  if (value !== "spam" && value !== "not-spam") return refused(400, "Mark the lead as spam or as not spam.");
  const spam = value === "spam";
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  if ((Number(lead.spam) === 1) === spam) return { ok: true, message: spam ? "The lead is already marked as spam." : "The lead is already marked as not spam." };
  const at = new Date(deps.now()).toISOString();
  const queued = await deps.store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("leads")
      .set({ spam: spam ? 1 : 0, spam_reason: spam ? "marked in the console" : null, updated_at: at })
      .where("id", "=", leadId)
      .execute();
    return spam ? markSpam(trx, lead, at) : queueAsNotSpam(trx, deps, { ...lead, spam: 0 }, at);
  });
  if (queued > 0) deps.onQueued();
  await deps.audit({ actor, action: "lead-changed", subject: leadId, detail: `${spam ? "marked spam" : "marked not spam"}; ${queued} delivery(ies) queued` });
  if (spam) return { ok: true, message: queued > 0 ? `Marked as spam; ${queued} webhook endpoint(s) will be told.` : "Marked as spam." };
  return { ok: true, message: queued > 0 ? `Marked as not spam; ${queued} delivery(ies) queued.` : "Marked as not spam." };
}

/** A delivered message keeps no body, so it is rebuilt from the lead; a lead.created gets a new webhook-id so the
 * receiver does not drop it as a repeat. */
export async function resend(deps: ConsoleDeps, actor: Actor, leadId: string, deliveryId: unknown): Promise<ChangeResult> {
  if (typeof deliveryId !== "string" || deliveryId === "") return refused(400, "Choose the delivery to send again.");
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  if (Number(lead.spam) === 1) return refused(409, "A lead marked as spam is not sent; mark it as not spam first.");
  const db = deps.store.db;
  const at = new Date(deps.now()).toISOString();
  const requeue = { status: "pending" as const, attempts: 0, next_attempt_at: at, lease_until: null, claimed_by: null };
  const mail = await db.selectFrom("outbox").selectAll().where("id", "=", deliveryId).where("lead_id", "=", leadId).executeTakeFirst();
  const hook = mail ? undefined : await db.selectFrom("webhook_deliveries").selectAll().where("id", "=", deliveryId).where("lead_id", "=", leadId).executeTakeFirst();
  let what: string;
  if (mail?.status === "failed") {
    await db.updateTable("outbox").set(requeue).where("id", "=", mail.id).execute();
    what = "message requeued";
  } else if (mail?.status === "sent" && mail.audience === "sales") {
    await db.insertInto("outbox").values(notificationFor(lead, mail.recipients, at)).execute();
    what = "notification rendered again and queued";
  } else if (hook?.status === "failed") {
    await db.updateTable("webhook_deliveries").set(requeue).where("id", "=", hook.id).execute();
    what = `${hook.event} requeued`;
  } else if (hook?.status === "sent" && hook.event === "lead.created") {
    await db
      .insertInto("webhook_deliveries")
      .values({ id: randomUUID(), lead_id: leadId, event: "lead.created", webhook_id: webhookIdFor(`${leadId}:again:${randomUUID()}`, hook.url), url: hook.url, payload: leadCreatedBody(lead), ...requeue, created_at: at })
      .execute();
    what = "lead.created rebuilt and queued";
  } else if (mail || hook) {
    return refused(409, "Only a failed delivery, a delivered notification or a delivered lead.created can be sent again.");
  } else {
    return refused(404, "There is no such delivery of this lead.");
  }
  deps.onQueued();
  await deps.audit({ actor, action: "delivery-resent", subject: leadId, detail: what });
  return { ok: true, message: `Sent again: ${what}.` };
}
