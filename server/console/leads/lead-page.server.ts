import { isLeadStatus } from "#app/lib/console-leads.ts";
import type { DeliveryEntry, LeadPage } from "#app/lib/console-lead-views.ts";
import type { Store } from "../../db/database.server.ts";
import type { WorkedLeadRow } from "../../db/rows.ts";
import { toExportedLead } from "../../leads/lead-export.ts";
import { describeEndpoint } from "../../webhooks/webhook-config.ts";
import { listUsers } from "../team.server.ts";
import { sourceOf } from "./lead-query.server.ts";

export async function readLead(store: Store, id: string): Promise<WorkedLeadRow | undefined> {
  return store.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function leadPage(store: Store, id: string): Promise<LeadPage | undefined> {
  const row = await readLead(store, id);
  if (!row) return undefined;
  const [outbox, webhooks, notes, team] = await Promise.all([
    store.db
      .selectFrom("outbox")
      .select(["id", "audience", "status", "recipients", "attempts", "last_error", "created_at", "next_attempt_at", "sent_at"])
      .where("lead_id", "=", id)
      .execute(),
    store.db
      .selectFrom("webhook_deliveries")
      .select(["id", "event", "url", "status", "attempts", "last_status", "last_error", "created_at", "next_attempt_at", "sent_at"])
      .where("lead_id", "=", id)
      .execute(),
    store.db
      .selectFrom("lead_notes")
      .select(["id", "author_email", "body", "created_at"])
      .where("lead_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    listUsers(store.db),
  ]);
  // A lead marked as spam is not sent, so nothing of it is sent again.
  const sendable = Number(row.spam) === 0;
  const pendingAt = (status: string, at: string) => (status === "pending" || status === "sending" ? at : null);
  const deliveries: DeliveryEntry[] = [
    ...outbox.map((m) => ({
      id: m.id,
      channel: "mail" as const,
      kind: m.audience,
      target: m.recipients,
      status: m.status,
      attempts: Number(m.attempts),
      lastStatus: null,
      lastError: m.last_error,
      createdAt: m.created_at,
      nextAttemptAt: pendingAt(m.status, m.next_attempt_at),
      sentAt: m.sent_at,
      canResend: sendable && (m.status === "failed" || (m.status === "sent" && m.audience === "sales")),
    })),
    ...webhooks.map((w) => ({
      id: w.id,
      channel: "webhook" as const,
      kind: w.event,
      target: describeEndpoint(w.url),
      status: w.status,
      attempts: Number(w.attempts),
      lastStatus: w.last_status === null ? null : Number(w.last_status),
      lastError: w.last_error,
      createdAt: w.created_at,
      nextAttemptAt: pendingAt(w.status, w.next_attempt_at),
      sentAt: w.sent_at,
      canResend: sendable && (w.status === "failed" || (w.status === "sent" && w.event === "lead.created")),
    })),
  ].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1));
  const assignee = team.find((user) => user.id === row.assignee_id);
  return {
    lead: {
      ...toExportedLead(row),
      status: isLeadStatus(row.status) ? row.status : "new",
      spamReason: row.spam_reason,
      source: sourceOf(row.first_touch, row.referrer),
      updatedAt: row.updated_at,
    },
    assignee: assignee ? { id: assignee.id, email: assignee.email } : null,
    team: team.map((user) => ({ id: user.id, email: user.email })),
    deliveries,
    notes: notes.map((note) => ({ id: note.id, author: note.author_email, body: note.body, createdAt: note.created_at })),
  };
}
