import type { ConsoleDeps } from "../console-deps.ts";
import { listUsers } from "../team.server.ts";
import type { AuditPage, LeadListPage, LeadPage } from "#app/lib/console-lead-views.ts";
import { type AuditFilter, auditLog, parseAuditFilter } from "./audit-log.server.ts";
import { type Actor, addNote, assign, type ChangeResult, setStatus } from "./lead-changes.server.ts";
import { exportCsv } from "./lead-csv.server.ts";
import { resend, setSpam } from "./lead-deliveries.server.ts";
import { type FilterProblem, type LeadFilter, parseLeadFilter } from "./lead-filter.ts";
import { forgetPerson } from "./lead-forget.server.ts";
import { leadPage } from "./lead-page.server.ts";
import { countLeads, listLeads } from "./lead-query.server.ts";

export type { Actor, AuditFilter, ChangeResult, FilterProblem, LeadFilter };

export type Parsed<T> = { ok: true; filter: T } | { ok: false; problems: FilterProblem[] };

/** Working leads: the list, a lead's page, its status, assignee and notes, export. */
export type LeadWork = {
  /** The list's filter from the URL's parameters, or what is wrong with them. */
  parseFilter(params: URLSearchParams): Parsed<LeadFilter>;
  /** One page (50 leads, newest first) of the filter, at its position; `me` is the viewer. */
  list(filter: LeadFilter, viewer: Actor): Promise<LeadListPage>;
  /** How many leads the filter matches (a saved view's count). */
  count(filter: LeadFilter, viewer: Actor): Promise<number>;
  /** A lead's page (recorded as lead-viewed); undefined when there is no such lead. */
  view(id: string, viewer: Actor): Promise<LeadPage | undefined>;
  setStatus(actor: Actor, leadId: string, status: unknown): Promise<ChangeResult>;
  /** `spam` or `not-spam`. */
  setSpam(actor: Actor, leadId: string, value: unknown): Promise<ChangeResult>;
  /** A console user's id, or "" for no one. */
  assign(actor: Actor, leadId: string, assigneeId: unknown): Promise<ChangeResult>;
  addNote(actor: Actor, leadId: string, body: unknown): Promise<ChangeResult>;
  /** Sends one of the lead's deliveries (outbox row or webhook delivery, by id) again. */
  resend(actor: Actor, leadId: string, deliveryId: unknown): Promise<ChangeResult>;
  /** Erases the lead's person (every lead of the address); `confirmed` must be the address. */
  forget(actor: Actor, leadId: string, confirmed: unknown): Promise<ChangeResult>;
  /** The filter's leads as a streamed CSV (recorded as leads-exported with the row count). */
  exportCsv(filter: LeadFilter, actor: Actor): ReadableStream<Uint8Array>;
  parseAuditFilter(params: URLSearchParams): Parsed<AuditFilter>;
  auditLog(filter: AuditFilter): Promise<AuditPage>;
  /** Everyone a lead can be assigned to, by address. */
  team(): Promise<{ id: string; email: string }[]>;
};

/** A user's view of a lead is recorded once in this window (a page reloads its data after every change). */
const VIEW_RECORDED_EVERY_MS = 10 * 60 * 1000;

export function createLeadWork(deps: ConsoleDeps): LeadWork {
  return {
    parseFilter: parseLeadFilter,
    list: (filter, viewer) => listLeads(deps.store, filter, viewer.id),
    count: (filter, viewer) => countLeads(deps.store, filter, viewer.id),
    async view(id, viewer) {
      const page = await leadPage(deps.store, id);
      if (!page) return undefined;
      const since = new Date(deps.now() - VIEW_RECORDED_EVERY_MS).toISOString();
      const recent = await deps.store.db
        .selectFrom("console_audit")
        .select("id")
        .where("actor_id", "=", viewer.id)
        .where("action", "=", "lead-viewed")
        .where("subject", "=", id)
        .where("at", ">", since)
        .executeTakeFirst();
      if (!recent) await deps.audit({ actor: viewer, action: "lead-viewed", subject: id });
      return page;
    },
    setStatus: (actor, id, status) => setStatus(deps, actor, id, status),
    setSpam: (actor, id, value) => setSpam(deps, actor, id, value),
    assign: (actor, id, assigneeId) => assign(deps, actor, id, assigneeId),
    addNote: (actor, id, body) => addNote(deps, actor, id, body),
    resend: (actor, id, deliveryId) => resend(deps, actor, id, deliveryId),
    forget: (actor, id, confirmed) => forgetPerson(deps, actor, id, confirmed),
    exportCsv: (filter, actor) => exportCsv(deps, actor, filter),
    parseAuditFilter,
    auditLog: (filter) => auditLog(deps.store, filter),
    team: async () => (await listUsers(deps.store.db)).map(({ id, email }) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email)),
  };
}
