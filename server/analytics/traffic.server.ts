import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** A period of counting: views and leads from `since` (inclusive) to `until` (exclusive), ISO times. */
export type TrafficPeriod = { since: string; until: string };

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

/** The column a dimension reads; visits' dimensions read their entry view. */
function dimensionOf(dimension: TrafficDimension): RawBuilder<string | null> {
  switch (dimension) {
    case "page":
      return sql<string>`path`;
    case "entry":
      return sql<string>`entry_path`;
    case "source":
      return sql<string>`coalesce(utm_source, referrer_host, '(direct)')`;
    case "campaign":
      return sql<string | null>`utm_campaign`;
    case "device":
      return sql<string>`device`;
  }
}

/** Visitors, views, leads and conversion rate over the period. */
export async function trafficTotals(db: Kysely<Database>, { since, until }: TrafficPeriod): Promise<TrafficFigures> {
  const views = await db
    .selectFrom("page_views")
    .select((eb) => [eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until)
    .executeTakeFirstOrThrow();
  const leads = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("leads"))
    .where("received_at", ">=", since)
    .where("received_at", "<", until)
    .where("spam", "=", 0)
    .executeTakeFirstOrThrow();
  const visitors = Number(views.visitors);
  return { visitors, views: Number(views.views), leads: Number(leads.leads), conversionRate: rate(Number(leads.leads), visitors) };
}

/**
 * The period's figures per page, entry page, source, campaign or device,
 * most visitors first. A row's leads are the leads whose sender viewed that
 * page, or arrived that way, earlier the same day.
 */
export async function trafficBy(db: Kysely<Database>, dimension: TrafficDimension, { since, until }: TrafficPeriod, limit = 20): Promise<TrafficRow[]> {
  const value = dimensionOf(dimension);
  const entriesOnly = dimension !== "page";
  let views = db
    .selectFrom("page_views")
    .select((eb) => [value.as("value"), eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("at", ">=", since)
    .where("at", "<", until)
    .where(value, "is not", null);
  if (entriesOnly) views = views.where("entry", "=", 1);
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
  const leadCounts = new Map((await leads.groupBy(value).execute()).map((row) => [String(row.value), Number(row.leads)]));

  return rows.map((row) => {
    const visitors = Number(row.visitors);
    const count = leadCounts.get(String(row.value)) ?? 0;
    return { value: String(row.value), visitors, views: Number(row.views), leads: count, conversionRate: rate(count, visitors) };
  });
}
