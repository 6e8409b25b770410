import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * A period of counting: views and leads from `since` (inclusive) to `until`
 * (exclusive), ISO times; with `source`, only the visitors who arrived from
 * that source (a UTM source, a referring host, or "(direct)").
 */
export type TrafficPeriod = { since: string; until: string; source?: string };

export type TrafficFigures = {
  /** People counted: one per visitor id, and a visitor id lasts one day. */
  visitors: number;
  views: number;
  /** Leads (not spam) received in the period. */
  leads: number;
  /** Leads per visitor, 0–1 (0 when there were no visitors). */
  conversionRate: number;
};

export type TrafficRow = TrafficFigures & { value: string };

/** What views are grouped by: the page viewed, or the entry page, source, campaign or device of the visit. */
export const trafficDimensions = ["page", "entry", "source", "campaign", "device"] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

const rate = (leads: number, visitors: number) => (visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0);

const SOURCE = sql<string>`coalesce(utm_source, referrer_host, '(direct)')`;

/** The visitors who arrived from the source in the period (a sub-query), when a source is asked for. */
function visitorsFrom(db: Kysely<Database>, { since, until, source }: TrafficPeriod) {
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

/** The column a dimension reads; visits' dimensions read their entry view. */
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

/** Visitors, views, leads and conversion rate over the period. */
export async function trafficTotals(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficFigures> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  let viewQuery = db
    .selectFrom("page_views")
    .select((eb) => [eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until);
  if (from) viewQuery = viewQuery.where("visitor", "in", from);
  const views = await viewQuery.executeTakeFirstOrThrow();
  let leadQuery = db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("leads"))
    .where("received_at", ">=", since)
    .where("received_at", "<", until)
    .where("spam", "=", 0);
  if (from) leadQuery = leadQuery.where("visitor", "in", from);
  const leads = await leadQuery.executeTakeFirstOrThrow();
  const visitors = Number(views.visitors);
  return { visitors, views: Number(views.views), leads: Number(leads.leads), conversionRate: rate(Number(leads.leads), visitors) };
}

/**
 * The period's figures per page, entry page, source, campaign or device,
 * most visitors first. A row's leads are the leads whose sender viewed that
 * page, or arrived that way, earlier the same day.
 */
export async function trafficBy(db: Kysely<Database>, dimension: TrafficDimension, period: TrafficPeriod, limit = 20): Promise<TrafficRow[]> {
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
    .select((eb) => [value.as("value"), eb.fn.count<number>("leads.id").distinct().as("leads")])
    .where("leads.received_at", ">=", since)
    .where("leads.received_at", "<", until)
    .where("leads.spam", "=", 0)
    .where("page_views.at", "<=", sql<string>`leads.received_at`)
    .where(value, "in", rows.map((row) => String(row.value)));
  if (entriesOnly) leads = leads.where("page_views.entry", "=", 1);
  if (from) leads = leads.where("leads.visitor", "in", from);
  const leadCounts = new Map((await leads.groupBy(value).execute()).map((row) => [String(row.value), Number(row.leads)]));

  return rows.map((row) => {
    const visitors = Number(row.visitors);
    const count = leadCounts.get(String(row.value)) ?? 0;
    return { value: String(row.value), visitors, views: Number(row.views), leads: count, conversionRate: rate(count, visitors) };
  });
}

export type TrafficDay = { day: string; visitors: number; views: number; leads: number };

/** Visitors, views and leads per UTC day of the period, every day present (zeros included). */
export async function trafficByDay(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficDay[]> {
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

/**
 * The path from arrival to lead, in visitors: all of them, those who saw a
 * product page, those who saw a page with a form, those who sent a lead.
 */
export type TrafficFunnel = { visitors: number; productPage: number; formPage: number; leads: number };

export async function trafficFunnel(
  db: Kysely<Database>,
  period: TrafficPeriod,
  { productPaths, formPaths }: { productPaths: readonly string[]; formPaths: readonly string[] },
): Promise<TrafficFunnel> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  const visitorsWhere = async (paths?: readonly string[]) => {
    let query = db
      .selectFrom("page_views")
      .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
      .where("at", ">=", since)
      .where("at", "<", until);
    if (paths) {
      const exact = paths.filter((path) => !path.endsWith("/"));
      const prefixes = paths.filter((path) => path.endsWith("/"));
      query = query.where((eb) => eb.or([...(exact.length ? [eb("path", "in", exact)] : []), ...prefixes.map((prefix) => eb("path", "like", `${prefix}%`))]));
    }
    if (from) query = query.where("visitor", "in", from);
    return Number((await query.executeTakeFirstOrThrow()).visitors);
  };
  let leadQuery = db
    .selectFrom("leads")
    .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
    .where("received_at", ">=", since)
    .where("received_at", "<", until)
    .where("spam", "=", 0)
    .where("visitor", "is not", null);
  if (from) leadQuery = leadQuery.where("visitor", "in", from);
  const [visitors, productPage, formPage, leads] = await Promise.all([
    visitorsWhere(),
    visitorsWhere(productPaths),
    visitorsWhere(formPaths),
    leadQuery.executeTakeFirstOrThrow().then((row) => Number(row.visitors)),
  ]);
  return { visitors, productPage, formPage, leads };
}

export type FormFigures = { type: string; visitors: number; submissions: number; conversionRate: number };

/**
 * Each form's visitors (of the pages it is on; every page for a form in a
 * dialog any page opens, `paths: null`), submissions (its leads, not spam)
 * and conversion rate.
 */
export async function formFigures(
  db: Kysely<Database>,
  period: TrafficPeriod,
  forms: readonly { type: string; paths: readonly string[] | null }[],
): Promise<FormFigures[]> {
  const { since, until } = period;
  const from = visitorsFrom(db, period);
  return Promise.all(
    forms.map(async ({ type, paths }) => {
      let views = db
        .selectFrom("page_views")
        .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
        .where("at", ">=", since)
        .where("at", "<", until);
      if (paths) views = views.where((eb) => eb.or(paths.map((path) => (path.endsWith("/") ? eb("path", "like", `${path}%`) : eb("path", "=", path)))));
      if (from) views = views.where("visitor", "in", from);
      let leads = db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("leads"))
        .where("type", "=", type)
        .where("received_at", ">=", since)
        .where("received_at", "<", until)
        .where("spam", "=", 0);
      if (from) leads = leads.where("visitor", "in", from);
      const [visitors, submissions] = await Promise.all([
        views.executeTakeFirstOrThrow().then((row) => Number(row.visitors)),
        leads.executeTakeFirstOrThrow().then((row) => Number(row.leads)),
      ]);
      return { type, visitors, submissions, conversionRate: rate(submissions, visitors) };
    }),
  );
}
