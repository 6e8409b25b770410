import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { ALL_VALUES, rawBy, rawTotals, TOTAL, trafficDimensions, UNATTRIBUTED } from "./traffic.server.ts";
import { conversionRollUps, FUNNEL } from "./conversions.server.ts";
import { vitalsRollUp } from "./field-vitals.server.ts";

/** Counts only, no visitor id, kept for good; a day is rolled up once, before its raw views are swept. */
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => dayOf(Date.parse(startOf(day)) + DAY_MS);

/** Replaces any rows the day had. */
export async function rollUpDay(db: Kysely<Database>, day: string): Promise<void> {
  const period = { since: startOf(day), until: startOf(nextDay(day)) };
  await db.transaction().execute(async (trx) => {
    const totals = await rawTotals(trx, period);
    const entries = await trx
      .selectFrom("page_views")
      .select((eb) => eb.fn.countAll<number>().as("entries"))
      .where("at", ">=", period.since)
      .where("at", "<", period.until)
      .where("entry", "=", 1)
      .executeTakeFirstOrThrow();
    const rows = [
      { day, dimension: TOTAL, value: "", visitors: totals.visitors, views: totals.views, entries: Number(entries.entries), leads: totals.leads, converted: totals.converted },
      { day, dimension: TOTAL, value: UNATTRIBUTED, visitors: 0, views: 0, entries: 0, leads: totals.leadsWithoutVisit, converted: 0 },
    ];
    for (const dimension of trafficDimensions) {
      const figures = await rawBy(trx, dimension, period, ALL_VALUES);
      // A visit's dimensions count its entry view: their views are its entries.
      const entryCounts = dimension === "page" ? await pageEntries(trx, period) : undefined;
      for (const row of figures) {
        rows.push({
          day,
          dimension,
          value: row.value,
          visitors: row.visitors,
          views: row.views,
          entries: entryCounts ? (entryCounts.get(row.value) ?? 0) : row.views,
          leads: row.leads,
          converted: row.converted,
        });
      }
    }
    rows.push(...(await conversionRollUps(trx, day, period)));
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    for (let at = 0; at < rows.length; at += 500) await trx.insertInto("analytics_daily").values(rows.slice(at, at + 500)).execute();
    const vitals = await vitalsRollUp(trx, day);
    await trx.deleteFrom("analytics_vitals_daily").where("day", "=", day).execute();
    for (let at = 0; at < vitals.length; at += 500) await trx.insertInto("analytics_vitals_daily").values(vitals.slice(at, at + 500)).execute();
  });
}

async function pageEntries(db: Kysely<Database>, period: { since: string; until: string }): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("page_views")
    .select((eb) => ["path", eb.fn.countAll<number>().as("entries")])
    .where("at", ">=", period.since)
    .where("at", "<", period.until)
    .where("entry", "=", 1)
    .groupBy("path")
    .execute();
  return new Map(rows.map((row) => [row.path, Number(row.entries)]));
}

/** From the oldest raw view without a complete roll-up (one with its funnel rows). */
export async function rollUpFinishedDays(db: Kysely<Database>, now: number): Promise<string[]> {
  const today = dayOf(now);
  const oldest = await db
    .selectFrom("page_views")
    .select("at")
    .where("at", "<", startOf(today))
    .orderBy("at")
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return [];
  const done = new Set(
    (
      await db
        .selectFrom("analytics_daily")
        .select("day")
        .where("dimension", "=", FUNNEL)
        .where("day", ">=", oldest.at.slice(0, 10))
        .execute()
    ).map((row) => row.day),
  );
  const rolled: string[] = [];
  for (let day = oldest.at.slice(0, 10); day < today; day = nextDay(day)) {
    if (done.has(day)) continue;
    await rollUpDay(db, day);
    rolled.push(day);
  }
  return rolled;
}
