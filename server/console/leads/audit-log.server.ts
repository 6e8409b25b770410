import { z } from "zod";
import { AUDIT_PAGE_SIZE, auditActions } from "#app/lib/console-leads.ts";
import type { AuditPage } from "#app/lib/console-lead-views.ts";
import type { Store } from "../../db/database.server.ts";
import { type FilterProblem, problemsOf } from "./lead-filter.ts";


const position = z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[A-Za-z0-9-]{1,64}$/, "is not a position in the log (follow the Older link)");
const AuditFilterSchema = z.object({
  user: z.string().trim().max(254, "must be at most 254 characters").optional(),
  action: z.enum(auditActions, { error: "is not an action the log records" }).optional(),
  after: position.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;


export function parseAuditFilter(params: URLSearchParams): { ok: true; filter: AuditFilter } | { ok: false; problems: FilterProblem[] } {
  const raw: Record<string, string> = {};
  for (const name of ["user", "action", "after"]) {
    const value = params.get(name);
    if (value !== null && value.trim() !== "") raw[name] = value;
  }
  const parsed = AuditFilterSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filter: parsed.data };
  const labels: Record<string, string> = { user: "User", action: "Action", after: "Position" };
  return { ok: false, problems: problemsOf(parsed.error.issues, labels) };
}

/** Keyset-paged by (at, id). */
export async function auditLog(store: Store, filter: AuditFilter): Promise<AuditPage> {
  let query = store.db.selectFrom("console_audit").selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(AUDIT_PAGE_SIZE + 1);
  if (filter.user) query = query.where("actor_email", "=", filter.user.toLowerCase());
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.after) {
    const split = filter.after.lastIndexOf("Z_") + 1;
    const at = filter.after.slice(0, split);
    const id = filter.after.slice(split + 1);
    query = query.where((eb) => eb(eb.refTuple("at", "id"), "<", eb.tuple(at, id)));
  }
  const [rows, actors] = await Promise.all([
    query.execute(),
    store.db.selectFrom("console_users").select("email").orderBy("email").execute(),
  ]);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ id: row.id, at: row.at, actor: row.actor_email, action: row.action, subject: row.subject, detail: row.detail })),
    older: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}_${last.id}` : null,
    actors: actors.map((row) => row.email),
  };
}
