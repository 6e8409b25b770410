import { describe, expect, it } from "vitest";
import type { PageView } from "../../server/analytics/page-view.ts";
import { recordView, sweepViews } from "../../server/analytics/page-views.server.ts";
import { rollUpFinishedDays } from "../../server/analytics/rollups.server.ts";
import { deleteOlderInBatches } from "../../server/analytics/retention.server.ts";
import { recordVitals, vitalsByRoute } from "../../server/analytics/field-vitals.server.ts";
import { formFigures, rawForms, rawFunnel, trafficFunnel } from "../../server/analytics/conversions.server.ts";
import { rawBy, rawTotals, trafficBy, trafficByDay, trafficDimensions, trafficTotals } from "../../server/analytics/traffic.server.ts";
import type { Store } from "../../server/db/database.server.ts";
import { suiteStore, testDatabaseKinds } from "../support/database.ts";
import { contactLeadRow } from "../support/lead-row.ts";

/**
 * Daily roll-ups on each database: a day 40 days back is rolled up by the
 * sweep before its raw views go, and its figures (totals, per dimension,
 * per day) then read the same from the roll-ups as they did from the views.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const oldDay = dayOf(now - 40 * DAY_MS);
const yesterday = dayOf(now - DAY_MS);
const at = (day: string, time: string) => Date.parse(`${day}T${time}Z`);
const periodOf = (day: string) => ({ since: `${day}T00:00:00.000Z`, until: new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString() });
const visitorOf = (name: string) => name.repeat(32).slice(0, 32);

function pageView(path: string, extra: Partial<PageView> = {}): PageView {
  return {
    path,
    referrerHost: null,
    utm: { source: null, medium: null, campaign: null, content: null, term: null },
    adClick: false,
    device: "desktop",
    ...extra,
  };
}

async function addLead(store: Store, visitor: string | null, receivedAt: number) {
  await store.db.insertInto("leads").values(contactLeadRow("rollup@example.com", receivedAt, { visitor })).execute();
}

describe.each(testDatabaseKinds)("traffic roll-ups (%s)", (kind) => {
  const storeOf = suiteStore(kind);

  it("rolls a finished day up before its views are swept, and reads its figures from the roll-ups", async () => {
    const db = storeOf().db;
    const [a, b, c, d] = ["a", "b", "c", "d"].map(visitorOf) as [string, string, string, string];
    const google = { referrerHost: "www.google.com" };
    await recordView(db, { visitor: a, view: pageView("/", google), at: at(oldDay, "09:00:00") });
    await recordView(db, { visitor: a, view: pageView("/safeopt"), at: at(oldDay, "09:05:00") });
    await recordView(db, {
      visitor: b,
      view: pageView("/safeopt", { utm: { source: "newsletter", medium: "email", campaign: "november", content: null, term: null }, device: "mobile" }),
      at: at(oldDay, "12:00:00"),
    });
    await recordView(db, { visitor: c, view: pageView("/help"), at: at(oldDay, "18:00:00") });
    await addLead(storeOf(), a, at(oldDay, "09:10:00"));
    // A second lead from the same visitor, and two whose visit was not counted: in leads, never in a rate.
    await addLead(storeOf(), a, at(oldDay, "09:20:00"));
    await addLead(storeOf(), null, at(oldDay, "10:00:00"));
    await addLead(storeOf(), visitorOf("z"), at(oldDay, "11:00:00"));
    await recordView(db, { visitor: d, view: pageView("/help"), at: at(yesterday, "08:00:00") });

    const old = periodOf(oldDay);
    const rawFigures = await rawTotals(db, old);
    expect(rawFigures).toEqual({ visitors: 3, views: 4, leads: 4, converted: 1, leadsWithoutVisit: 2, conversionRate: 0.3333 });
    const rawFunnelFigures = await rawFunnel(db, old);
    expect(rawFunnelFigures).toEqual({ visitors: 3, productPage: 2, formPage: 1, leads: 1 });
    const rawFormFigures = await rawForms(db, old);
    expect(rawFormFigures.find((form) => form.type === "contact")).toEqual({ type: "contact", visitors: 1, submissions: 4, converted: 0, conversionRate: 0 });
    expect(rawFormFigures.find((form) => form.type === "demo")).toEqual({ type: "demo", visitors: 3, submissions: 0, converted: 0, conversionRate: 0 });
    const rawRows = Object.fromEntries(await Promise.all(trafficDimensions.map(async (dimension) => [dimension, await rawBy(db, dimension, old, 20)] as const)));

    await sweepViews(db, now);

    const left = await db.selectFrom("page_views").select("at").execute();
    expect(left.map((row) => row.at.slice(0, 10))).toEqual([yesterday]);
    const total = await db.selectFrom("analytics_daily").selectAll().where("day", "=", oldDay).where("dimension", "=", "total").executeTakeFirstOrThrow();
    expect(total).toMatchObject({ value: "", visitors: 3, views: 4, entries: 3, leads: 4, converted: 1 });

    expect(await trafficTotals(db, old, now)).toEqual(rawFigures);
    for (const dimension of trafficDimensions) expect(await trafficBy(db, dimension, old, 20, now)).toEqual(rawRows[dimension]);
    expect(await trafficBy(db, "source", old, 20, now)).toEqual([
      { value: "(direct)", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
      { value: "newsletter", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
      { value: "www.google.com", visitors: 1, views: 1, leads: 2, converted: 1, conversionRate: 1 },
    ]);
    expect(await trafficTotals(db, { ...old, source: "www.google.com" }, now)).toEqual({ visitors: 1, views: 1, leads: 2, converted: 1, leadsWithoutVisit: 0, conversionRate: 1 });
    expect(await trafficByDay(db, old, now)).toEqual([{ day: oldDay, visitors: 3, views: 4, leads: 4 }]);
    expect(await trafficFunnel(db, old, now)).toEqual(rawFunnelFigures);
    expect(await formFigures(db, old, now)).toEqual(rawFormFigures);

    // A period across both: the old day from its roll-up, yesterday from its views.
    const across = { since: old.since, until: new Date(now).toISOString() };
    expect(await trafficTotals(db, across, now)).toEqual({ visitors: 4, views: 5, leads: 4, converted: 1, leadsWithoutVisit: 2, conversionRate: 0.25 });
    expect((await trafficBy(db, "page", across, 20, now)).map((row) => [row.value, row.visitors, row.views])).toEqual([
      ["/help", 2, 2],
      ["/safeopt", 2, 2],
      ["/", 1, 1],
    ]);
    expect(await trafficFunnel(db, across, now)).toEqual({ visitors: 4, productPage: 2, formPage: 2, leads: 1 });
    expect((await formFigures(db, across, now)).find((form) => form.type === "contact")).toEqual({ type: "contact", visitors: 2, submissions: 4, converted: 0, conversionRate: 0 });
    const days = await trafficByDay(db, across, now);
    expect(days).toHaveLength(41);
    expect(days.filter((day) => day.views > 0)).toEqual([
      { day: oldDay, visitors: 3, views: 4, leads: 4 },
      { day: yesterday, visitors: 1, views: 1, leads: 0 },
    ]);
  });

  it("rolls each finished day up once, and never today", async () => {
    expect(await rollUpFinishedDays(storeOf().db, now)).toEqual([]);
    await recordView(storeOf().db, { visitor: visitorOf("e"), view: pageView("/"), at: now });
    expect(await rollUpFinishedDays(storeOf().db, now)).toEqual([]);
    const days = await storeOf().db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total").orderBy("day").execute();
    expect(days.map((row) => row.day)).toContain(yesterday);
    expect(days.map((row) => row.day)).not.toContain(dayOf(now));
  });

  it("reads a rolled-up day within the raw retention from its roll-up, and a source's figures from its raw views", async () => {
    const db = storeOf().db;
    const day = dayOf(now - 3 * DAY_MS);
    // The earlier tests' sweeps rolled this day up empty: from here it is a day not rolled up yet.
    await db.deleteFrom("analytics_daily").where("day", ">=", day).execute();
    await recordView(db, { visitor: visitorOf("p"), view: pageView("/minty", { referrerHost: "partner.example" }), at: at(day, "09:00:00") });
    await recordView(db, { visitor: visitorOf("p"), view: pageView("/help"), at: at(day, "09:05:00") });
    const period = periodOf(day);
    const raw = await trafficTotals(db, period, now);
    expect(raw).toMatchObject({ visitors: 1, views: 2 });
    await rollUpFinishedDays(db, now);
    // Once rolled up, the day's figures no longer read its raw views: changing them changes nothing.
    await db.updateTable("page_views").set({ path: "/changed" }).where("at", ">=", period.since).where("at", "<", period.until).execute();
    expect(await trafficTotals(db, period, now)).toEqual(raw);
    expect((await trafficBy(db, "page", period, 20, now)).map((row) => row.value).sort()).toEqual(["/help", "/minty"]);
    // A source's figures are not rolled up by source: they read the raw views.
    expect((await trafficBy(db, "page", { ...period, source: "partner.example" }, 20, now)).map((row) => row.value)).toEqual(["/changed"]);
  });

  it("rolls a day's field measures up as counts per value, and reads a period's 75th percentiles from them and today's loads", async () => {
    const db = storeOf().db;
    const day = dayOf(now - 2 * DAY_MS);
    // The earlier tests' sweeps rolled this day up empty: from here it is a day not rolled up yet.
    await db.deleteFrom("analytics_daily").where("day", ">=", day).execute();
    await db.deleteFrom("analytics_vitals_daily").where("day", ">=", day).execute();
    const loads = [900, 1100, 1300, 3400].map((lcp, index) => ({ path: "/safeopt", device: "desktop", vitals: { lcp, inp: 40 + index * 100, cls: 0.01 }, at: at(day, `10:0${index}:00`) }));
    await recordVitals(db, [...loads, { path: "/help", device: "mobile", vitals: { lcp: 800 }, at: at(day, "11:00:00") }]);
    const period = { since: `${day}T00:00:00.000Z`, until: new Date(now + 1000).toISOString() };
    const raw = await vitalsByRoute(db, period);
    expect(raw).toEqual([
      { path: "/safeopt", loads: 4, lcp: 1300, inp: 240, cls: 0.01, over: ["inp"] },
      { path: "/help", loads: 1, lcp: 800, inp: null, cls: null, over: [] },
    ]);
    await rollUpFinishedDays(db, now);
    // Once rolled up, the day's figures come from the roll-ups: its raw loads are no longer read.
    await db.deleteFrom("web_vitals").where("at", "<", new Date(now - DAY_MS).toISOString()).execute();
    expect(await vitalsByRoute(db, period)).toEqual(raw);
    // Today's loads join the rolled-up day's.
    await recordVitals(db, [{ path: "/help", device: "mobile", vitals: { lcp: 4000 }, at: now }]);
    expect((await vitalsByRoute(db, period)).find((route) => route.path === "/help")).toEqual({ path: "/help", loads: 2, lcp: 4000, inp: null, cls: null, over: ["lcp"] });
  });

  it("deletes views past the retention a batch at a time", async () => {
    const db = storeOf().db;
    const old = new Date(now - 45 * DAY_MS).toISOString();
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      id: `old-${index}`,
      at: old,
      visitor: visitorOf("o"),
      visit_id: "old-visit",
      path: "/",
      entry_path: "/",
      entry: 0,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      ad_click: 0,
      device: "desktop",
    }));
    for (let index = 0; index < rows.length; index += 500) await db.insertInto("page_views").values(rows.slice(index, index + 500)).execute();
    const result = await deleteOlderInBatches(db, "page_views", new Date(now - 30 * DAY_MS).toISOString(), 1000);
    expect(result).toMatchObject({ deleted: 2_500, batches: 3 });
    expect(await db.selectFrom("page_views").select("id").where("at", "<", new Date(now - 30 * DAY_MS).toISOString()).execute()).toEqual([]);
  });
});
