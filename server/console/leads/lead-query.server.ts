import { type ExpressionBuilder, type Expression, type SqlBool, sql } from "kysely";
import type { Touch } from "#app/forms/lead-meta.schema.ts";
import { LEADS_PAGE_SIZE, isLeadStatus } from "#app/lib/console-leads.ts";
import type { LeadListPage, ListedLead } from "#app/lib/console-lead-views.ts";
import type { Dialect, Store } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";
import { type Cursor, type LeadFilter, readCursor, writeCursor } from "./lead-filter.ts";

/* Keyset paging, never offset: a page costs the same at any depth, and a lead arriving meanwhile neither repeats nor
 * skips a row. */

type Eb = ExpressionBuilder<Database, "leads">;

/** Its wildcards match only themselves. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const like = (column: Expression<unknown>, pattern: string) => sql<SqlBool>`${column} like ${pattern} escape '\\'`;
const lowered = (column: string) => sql`lower(${sql.ref(column)})`;

function touchHas(key: "utm_source" | "utm_medium" | "utm_campaign", value: string) {
  const pattern = `%${likeText(`"${key}":${JSON.stringify(value.toLowerCase())}`)}%`;
  return (eb: Eb) => eb.or([like(lowered("leads.first_touch"), pattern), like(lowered("leads.last_touch"), pattern)]);
}

/** SQLite: instr (cheaper than LIKE over every row); PostgreSQL: LIKE, which the trigram index answers. */
function searchHas(text: string, dialect: Dialect) {
  const needle = text.toLowerCase();
  return dialect === "postgres" ? like(sql.ref("leads.search_text"), `%${likeText(needle)}%`) : sql<SqlBool>`instr(${sql.ref("leads.search_text")}, ${needle}) > 0`;
}

export function filterConditions(eb: Eb, filter: LeadFilter, viewerId: string, dialect: Dialect): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.spam === "no") conditions.push(eb("leads.spam", "=", 0));
  if (filter.spam === "only") conditions.push(eb("leads.spam", "=", 1));
  if (filter.type) conditions.push(eb("leads.type", "=", filter.type));
  if (filter.status) conditions.push(eb("leads.status", "=", filter.status));
  if (filter.assignee === "unassigned") conditions.push(eb("leads.assignee_id", "is", null));
  else if (filter.assignee) conditions.push(eb("leads.assignee_id", "=", filter.assignee === "me" ? viewerId : filter.assignee));
  if (filter.from) conditions.push(eb("leads.received_at", ">=", `${filter.from}T00:00:00.000Z`));
  if (filter.to) {
    const next = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();
    conditions.push(eb("leads.received_at", "<", next));
  }
  if (filter.q) conditions.push(searchHas(filter.q, dialect));
  if (filter.source) conditions.push(touchHas("utm_source", filter.source)(eb));
  if (filter.medium) conditions.push(touchHas("utm_medium", filter.medium)(eb));
  if (filter.campaign) conditions.push(touchHas("utm_campaign", filter.campaign)(eb));
  if (filter.referrer) {
    const host = likeText(filter.referrer.toLowerCase().replace(/^https?:\/\//, "").replace(/\/.*$/, ""));
    const referrer = lowered("leads.referrer");
    conditions.push(eb.or([like(referrer, `%://${host}`), like(referrer, `%://${host}/%`), like(referrer, `%://${host}:%`), like(referrer, `%://${host}?%`)]));
  }
  return conditions;
}

export function positionCondition(eb: Eb, cursor: Cursor, direction: "older" | "newer"): Expression<SqlBool> {
  return eb(eb.refTuple("leads.received_at", "leads.id"), direction === "older" ? "<" : ">", eb.tuple(cursor.receivedAt, cursor.id));
}

/**
 * How many leads the filter matches (its position aside): the saved views' counts and the list's total, read from the
 * list's indexes. With `newerThan` (a page's position), those listed before it: where the page starts.
 */
export async function countLeads(store: Store, filter: LeadFilter, viewerId: string, newerThan?: string): Promise<number> {
  const row = await store.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) => eb.and([...filterConditions(eb, filter, viewerId, store.dialect), ...(newerThan ? [positionCondition(eb, readCursor(newerThan), "newer")] : [])]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function sourceOf(firstTouch: string | null, referrer: string | null): string {
  const touch = parseObject(firstTouch) as Touch;
  if (touch.utm_source) return [touch.utm_source, touch.utm_medium].filter(Boolean).join(" / ");
  if (referrer) {
    try {
      return new URL(referrer).host;
    } catch {
      return "referrer";
    }
  }
  return "direct";
}

type ListRow = {
  id: string;
  type: string;
  email: string | null;
  data: string;
  received_at: string;
  first_touch: string | null;
  referrer: string | null;
  status: string;
  spam: number;
  assignee_email: string | null;
};

function toListed(row: ListRow): ListedLead {
  const fields = parseObject(row.data);
  return {
    id: row.id,
    type: row.type,
    name: [str(fields.firstName), str(fields.lastName)].filter(Boolean).join(" "),
    company: str(fields.companyName),
    email: row.email ?? str(fields.email),
    receivedAt: row.received_at,
    source: sourceOf(row.first_touch, row.referrer),
    status: isLeadStatus(row.status) ? row.status : "new",
    spam: Number(row.spam) === 1,
    assignee: row.assignee_email,
  };
}

/** Keys first from the list's index (no lead row read for a non-match), then the page's rows by key. */
export async function listLeads(store: Store, filter: LeadFilter, viewerId: string): Promise<LeadListPage> {
  const direction = filter.before ? "newer" : "older";
  const position = filter.before ?? filter.after;
  const order = direction === "newer" ? "asc" : "desc";
  const keys = await store.db
    .selectFrom("leads")
    .select(["leads.id"])
    .where((eb) => eb.and([...filterConditions(eb, filter, viewerId, store.dialect), ...(position ? [positionCondition(eb, readCursor(position), direction)] : [])]))
    .orderBy("leads.received_at", order)
    .orderBy("leads.id", order)
    .limit(LEADS_PAGE_SIZE + 1)
    .execute();
  const found =
    keys.length === 0
      ? []
      : await store.db
          .selectFrom("leads")
          .leftJoin("console_users", "console_users.id", "leads.assignee_id")
          .select([
            "leads.id",
            "leads.type",
            "leads.email",
            "leads.data",
            "leads.received_at",
            "leads.first_touch",
            "leads.referrer",
            "leads.status",
            "leads.spam",
            "console_users.email as assignee_email",
          ])
          .where("leads.id", "in", keys.map((key) => key.id))
          .execute();
  const newestFirst = (a: ListRow, b: ListRow) => (a.received_at === b.received_at ? (a.id < b.id ? 1 : -1) : a.received_at < b.received_at ? 1 : -1);
  const rows = found.sort(direction === "newer" ? (a, b) => newestFirst(b, a) : newestFirst);
  const more = rows.length > LEADS_PAGE_SIZE;
  const page = rows.slice(0, LEADS_PAGE_SIZE);
  if (direction === "newer") page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const at = (row: ListRow | undefined) => (row ? writeCursor({ receivedAt: row.received_at, id: row.id }) : null);
  return {
    leads: page.map(toListed),
    older: direction === "older" ? (more ? at(last) : null) : at(last),
    newer: direction === "newer" ? (more ? at(first) : null) : position ? at(first) : null,
  };
}
