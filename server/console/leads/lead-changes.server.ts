import { randomUUID } from "node:crypto";
import { isLeadStatus, leadStatusLabels, NOTE_MAX_LENGTH } from "#app/lib/console-leads.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import { userById } from "../team.server.ts";
import { readLead } from "./lead-page.server.ts";

export type Actor = { id: string; email: string };

export type ChangeResult = { ok: true; message: string } | { ok: false; status: number; error: string };

export const refused = (status: number, error: string): ChangeResult => ({ ok: false, status, error });
export const noSuchLead = refused(404, "There is no such lead (it may have been erased).");

const iso = (deps: ConsoleDeps) => new Date(deps.now()).toISOString();

export async function setStatus(deps: ConsoleDeps, actor: Actor, leadId: string, status: unknown): Promise<ChangeResult> {
  if (!isLeadStatus(status)) return refused(400, "Choose a status: new, contacted, qualified, won or lost.");
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  if (lead.status === status) return { ok: true, message: `The status is already ${leadStatusLabels[status]}.` };
  await deps.store.db.updateTable("leads").set({ status, updated_at: iso(deps) }).where("id", "=", leadId).execute();
  await deps.audit({ actor, action: "lead-changed", subject: leadId, detail: `status ${lead.status} → ${status}` });
  return { ok: true, message: `Status changed to ${leadStatusLabels[status]}.` };
}

export async function assign(deps: ConsoleDeps, actor: Actor, leadId: string, assigneeId: unknown): Promise<ChangeResult> {
  if (typeof assigneeId !== "string") return refused(400, "Choose someone to assign the lead to, or no one.");
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  const assignee = assigneeId === "" ? null : await userById(deps.store.db, assigneeId);
  if (assignee === undefined) return refused(400, "That person is not on the team (any more).");
  if ((assignee?.id ?? null) === lead.assignee_id) return { ok: true, message: "Nothing changed." };
  await deps.store.db.updateTable("leads").set({ assignee_id: assignee?.id ?? null, updated_at: iso(deps) }).where("id", "=", leadId).execute();
  await deps.audit({ actor, action: "lead-changed", subject: leadId, detail: `assignee → ${assignee?.email ?? "no one"}` });
  return { ok: true, message: assignee ? `Assigned to ${assignee.email}.` : "No one is assigned now." };
}

/** Never edited afterwards. */
export async function addNote(deps: ConsoleDeps, actor: Actor, leadId: string, body: unknown): Promise<ChangeResult> {
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  if (text === "") return refused(400, "Write the note first.");
  if (text.length > NOTE_MAX_LENGTH) return refused(400, `A note holds at most ${NOTE_MAX_LENGTH} characters (this one has ${text.length}).`);
  const lead = await readLead(deps.store, leadId);
  if (!lead) return noSuchLead;
  await deps.store.db
    .insertInto("lead_notes")
    .values({ id: randomUUID(), lead_id: leadId, author_id: actor.id, author_email: actor.email, body: text, created_at: iso(deps) })
    .execute();
  await deps.audit({ actor, action: "note-added", subject: leadId, detail: `${text.length} characters` });
  return { ok: true, message: "Note added." };
}
