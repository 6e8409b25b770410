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

export type LeadWork = {
  parseFilter(params: URLSearchParams): Parsed<LeadFilter>;
  list(filter: LeadFilter, viewer: Actor): Promise<LeadListPage>;
  /** A saved view's count, or the list's total; with `newerThan` (a page's position), the leads listed before it. */
  count(filter: LeadFilter, viewer: Actor, newerThan?: string): Promise<number>;
  /** Recorded as lead-viewed. */
  view(id: string, viewer: Actor): Promise<LeadPage | undefined>;
  setStatus(actor: Actor, leadId: string, status: unknown): Promise<ChangeResult>;
  setSpam(actor: Actor, leadId: string, value: unknown): Promise<ChangeResult>;
  /** "" for no one. */
  assign(actor: Actor, leadId: string, assigneeId: unknown): Promise<ChangeResult>;
  addNote(actor: Actor, leadId: string, body: unknown): Promise<ChangeResult>;
  resend(actor: Actor, leadId: string, deliveryId: unknown): Promise<ChangeResult>;
  /** `confirmed` must be the address. */
  forget(actor: Actor, leadId: string, confirmed: unknown): Promise<ChangeResult>;
  exportCsv(filter: LeadFilter, actor: Actor): ReadableStream<Uint8Array>;
  parseAuditFilter(params: URLSearchParams): Parsed<AuditFilter>;
  auditLog(filter: AuditFilter): Promise<AuditPage>;
  team(): Promise<{ id: string; email: string }[]>;
};

/** A page reloads its data after every change, so a view is recorded once in this window. */
const VIEW_RECORDED_EVERY_MS = 10 * 60 * 1000;

export function createLeadWork(deps: ConsoleDeps): LeadWork {
  return {
    parseFilter: parseLeadFilter,
    list: (filter, viewer) => listLeads(deps.store, filter, viewer.id),
    count: (filter, viewer, newerThan) => countLeads(deps.store, filter, viewer.id, newerThan),
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
