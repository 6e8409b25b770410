import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** `until` exclusive; `source` keeps only visitors who arrived from it (UTM source, referring host, or "(direct)"). */
export type TrafficPeriod = { since: string; until: string; source?: string };

export type TrafficFigures = {
  /** A visitor id lasts one day. */
  visitors: number;
  views: number;
  leads: number;
  converted: number;
  /** No JavaScript, a blocked beacon, a bot filter: in leads, never in a rate. */
  leadsWithoutVisit: number;
  conversionRate: number;
};

export type TrafficRow = Omit<TrafficFigures, "leadsWithoutVisit"> & { value: string };

export const trafficDimensions = ["page", "entry", "source", "campaign", "device"] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

export const TOTAL = "total";
export const UNATTRIBUTED = "unattributed";

export const ALL_VALUES = 100_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Raw views are kept 30 days; whole days before this many are read from the roll-ups. */
const RAW_DAYS = 29;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const ROLLED_UP_MARK = "funnel";

/** Whole days from the roll-ups (with a source, only past the raw retention, as roll-ups are not cut by source), the
 * rest raw; a period starting within a rolled-up day counts that whole day. */
export async function split(
  db: Kysely<Database>,
  period: TrafficPeriod,
  now: number,
): Promise<{ old?: { sinceDay: string; untilDay: string }; recent?: TrafficPeriod }> {
  let firstRaw = `${dayOf(now - RAW_DAYS * DAY_MS)}T00:00:00.000Z`;
  if (period.source === undefined) {
    const last = await db.selectFrom("analytics_daily").select((eb) => eb.fn.max("day").as("day")).where("dimension", "=", ROLLED_UP_MARK).executeTakeFirst();
    if (last?.day) firstRaw = `${dayOf(Date.parse(`${String(last.day)}T00:00:00.000Z`) + DAY_MS)}T00:00:00.000Z`;
  }
  if (period.since >= firstRaw) return { recent: period };
  const old = { sinceDay: period.since.slice(0, 10), untilDay: (period.until < firstRaw ? period.until : firstRaw).slice(0, 10) };
  return { old, recent: period.until > firstRaw ? { ...period, since: firstRaw } : undefined };
}

export async function rolledUp(db: Kysely<Database>, dimension: string, { sinceDay, untilDay }: { sinceDay: string; untilDay: string }, value?: string) {
  let query = db
    .selectFrom("analytics_daily")
    .select(["value", sql<number>`sum(visitors)`.as("visitors"), sql<number>`sum(views)`.as("views"), sql<number>`sum(leads)`.as("leads"), sql<number>`sum(converted)`.as("converted")])
    .where("dimension", "=", dimension)
    .where("day", ">=", sinceDay)
    .where("day", "<", untilDay);
  if (value !== undefined) query = query.where("value", "=", value);
  const rows = await query.groupBy("value").execute();
  return rows.map((row) => ({ value: row.value, visitors: Number(row.visitors), views: Number(row.views), leads: Number(row.leads), converted: Number(row.converted) }));
}

/** Capped at 1 should the two counts ever come from different days. */
export const rate = (converted: number, visitors: number) => (visitors > 0 ? Math.round(Math.min(1, converted / visitors) * 10_000) / 10_000 : 0);

const SOURCE = sql<string>`coalesce(utm_source, referrer_host, '(direct)')`;

export function visitorsFrom(db: Kysely<Database>, { since, until, source }: TrafficPeriod) {
  return source === undefined
    ? undefined
    : db
        .selectFrom("page_views")
        .select("visitor")
        .where("entry", "=", 1)
        .where("at", ">=", since)
        .where("at", "<", until)
        .where(SOURCE, "=", source);
}

function dimensionOf(dimension: TrafficDimension): RawBuilder<string | null> {
  switch (dimension) {
    case "page":
      return sql<string>`path`;
    case "entry":
      return sql<string>`entry_path`;
    case "source":
      return SOURCE;
    case "campaign":
      return sql<string | null>`utm_campaign`;
    case "device":
      return sql<string>`device`;
  }
}

export async function trafficTotals(db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<TrafficFigures> {
  const { old, recent } = await split(db, period, now);
  if (!old) return rawTotals(db, period);
  const [rolled] = await rolledUp(db, period.source === undefined ? TOTAL : "source", old, period.source ?? "");
  const [unattributed] = period.source === undefined ? await rolledUp(db, TOTAL, old, UNATTRIBUTED) : [];
  const raw = recent ? await rawTotals(db, recent) : { visitors: 0, views: 0, leads: 0, converted: 0, leadsWithoutVisit: 0 };
  const visitors = raw.visitors + (rolled?.visitors ?? 0);
  const converted = raw.converted + (rolled?.converted ?? 0);
  const leadsWithoutVisit = raw.leadsWithoutVisit + (unattributed?.leads ?? 0);
  return { visitors, views: raw.views + (rolled?.views ?? 0), leads: raw.leads + (rolled?.leads ?? 0), converted, leadsWithoutVisit, conversionRate: rate(converted, visitors) };
}

export async function rawTotals(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficFigures> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  let viewQuery = db
    .selectFrom("page_views")
    .select((eb) => [eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until);
  if (from) viewQuery = viewQuery.where("visitor", "in", from);
  const views = await viewQuery.executeTakeFirstOrThrow();
  let counted = db.selectFrom("page_views").select("visitor").where("at", ">=", since).where("at", "<", until);
  if (from) counted = counted.where("visitor", "in", from);
  let leadQuery = db
    .selectFrom("leads")
    .select((eb) => [
      eb.fn.countAll<number>().as("leads"),
      eb.fn.count<number>(eb.case().when("visitor", "in", counted).then(eb.ref("visitor")).end()).distinct().as("converted"),
      eb.fn.count<number>(eb.case().when("visitor", "in", counted).then(1).end()).as("visited"),
    ])
    .where("received_at", ">=", since)
    .where("received_at", "<", until)
    .where("spam", "=", 0);
  if (from) leadQuery = leadQuery.where("visitor", "in", from);
  const leads = await leadQuery.executeTakeFirstOrThrow();
  const visitors = Number(views.visitors);
  const converted = Number(leads.converted);
  return { visitors, views: Number(views.views), leads: Number(leads.leads), converted, leadsWithoutVisit: Number(leads.leads) - Number(leads.visited), conversionRate: rate(converted, visitors) };
}

/** A row's leads are those whose sender viewed that page, or arrived that way, earlier the same day. */
export async function trafficBy(db: Kysely<Database>, dimension: TrafficDimension, period: TrafficPeriod, limit = 20, now = Date.now()): Promise<TrafficRow[]> {
  const { old, recent } = await split(db, period, now);
  if (!old) return rawBy(db, dimension, period, limit);
  const rolled = period.source === undefined || dimension === "source" ? await rolledUp(db, dimension, old, period.source) : [];
  const merged = new Map(rolled.map((row) => [row.value, row]));
  // Every value of the recent days, so that the sums rank the whole period.
  for (const row of recent ? await rawBy(db, dimension, recent, ALL_VALUES) : []) {
    const before = merged.get(row.value);
    merged.set(
      row.value,
      before ? { value: row.value, visitors: before.visitors + row.visitors, views: before.views + row.views, leads: before.leads + row.leads, converted: before.converted + row.converted } : row,
    );
  }
  return [...merged.values()]
    .sort((a, b) => b.visitors - a.visitors || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit)
    .map(({ value, visitors, views, leads, converted }) => ({ value, visitors, views, leads, converted, conversionRate: rate(converted, visitors) }));
}

export async function rawBy(db: Kysely<Database>, dimension: TrafficDimension, period: TrafficPeriod, limit: number): Promise<TrafficRow[]> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  const value = dimensionOf(dimension);
  const entriesOnly = dimension !== "page";
  let views = db
    .selectFrom("page_views")
    .select((eb) => [value.as("value"), eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until)
    .where(value, "is not", null);
  if (entriesOnly) views = views.where("entry", "=", 1);
  if (from) views = views.where("visitor", "in", from);
  const rows = await views.groupBy(value).orderBy("visitors", "desc").orderBy("value").limit(limit).execute();
  if (rows.length === 0) return [];

  let leads = db
    .selectFrom("leads")
    .innerJoin("page_views", "page_views.visitor", "leads.visitor")
    .select((eb) => [value.as("value"), eb.fn.count<number>("leads.id").distinct().as("leads"), eb.fn.count<number>("leads.visitor").distinct().as("converted")])
    .where("leads.received_at", ">=", since)
    .where("leads.received_at", "<", until)
    .where("leads.spam", "=", 0)
    .where("page_views.at", "<=", sql<string>`leads.received_at`)
    .where(value, "in", rows.map((row) => String(row.value)));
  if (entriesOnly) leads = leads.where("page_views.entry", "=", 1);
  if (from) leads = leads.where("leads.visitor", "in", from);
  const leadCounts = new Map((await leads.groupBy(value).execute()).map((row) => [String(row.value), { leads: Number(row.leads), converted: Number(row.converted) }]));

  return rows.map((row) => {
    const visitors = Number(row.visitors);
    const { leads: count, converted } = leadCounts.get(String(row.value)) ?? { leads: 0, converted: 0 };
    return { value: String(row.value), visitors, views: Number(row.views), leads: count, converted, conversionRate: rate(converted, visitors) };
  });
}

export type TrafficDay = { day: string; visitors: number; views: number; leads: number };

/** Every day present, zeros included. */
export async function trafficByDay(db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<TrafficDay[]> {
  const { old, recent } = await split(db, period, now);
  const days = recent ? await rawByDay(db, recent) : [];
  if (!old) return days;
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["day", "visitors", "views", "leads"])
    .where("dimension", "=", period.source === undefined ? TOTAL : "source")
    .where("value", "=", period.source ?? "")
    .where("day", ">=", old.sinceDay)
    .where("day", "<", old.untilDay)
    .execute();
  const rolled = new Map(rows.map((row) => [row.day, { day: row.day, visitors: Number(row.visitors), views: Number(row.views), leads: Number(row.leads) }]));
  const oldDays: TrafficDay[] = [];
  for (let at = Date.parse(old.sinceDay); at < Date.parse(old.untilDay); at += DAY_MS) {
    const day = dayOf(at);
    oldDays.push(rolled.get(day) ?? { day, visitors: 0, views: 0, leads: 0 });
  }
  return [...oldDays, ...days];
}

async function rawByDay(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficDay[]> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  const day = sql<string>`substr(at, 1, 10)`;
  let viewQuery = db
    .selectFrom("page_views")
    .select((eb) => [day.as("day"), eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until);
  if (from) viewQuery = viewQuery.where("visitor", "in", from);
  const leadDay = sql<string>`substr(received_at, 1, 10)`;
  let leadQuery = db
    .selectFrom("leads")
    .select((eb) => [leadDay.as("day"), eb.fn.countAll<number>().as("leads")])
    .where("received_at", ">=", since)
    .where("received_at", "<", until)
    .where("spam", "=", 0);
  if (from) leadQuery = leadQuery.where("visitor", "in", from);
  const [views, leads] = await Promise.all([viewQuery.groupBy(day).execute(), leadQuery.groupBy(leadDay).execute()]);
  const viewsOf = new Map(views.map((row) => [row.day, row]));
  const leadsOf = new Map(leads.map((row) => [row.day, Number(row.leads)]));
  const days: TrafficDay[] = [];
  for (let at = Date.parse(since.slice(0, 10)); at < Date.parse(until); at += 24 * 60 * 60 * 1000) {
    const key = new Date(at).toISOString().slice(0, 10);
    const row = viewsOf.get(key);
    days.push({ day: key, visitors: Number(row?.visitors ?? 0), views: Number(row?.views ?? 0), leads: leadsOf.get(key) ?? 0 });
  }
  return days;
}
