import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEACON_PATH } from "#app/forms/page-view-beacon.ts";
import { printTraffic } from "../../server/analytics/traffic-cli.server.ts";
import { trafficBy, trafficTotals } from "../../server/analytics/traffic.server.ts";
import { vitalsByRoute } from "../../server/analytics/field-vitals.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, startTestApi, type TestApi, until } from "./support/harness.ts";

/**
 * The traffic figures on each database, from three visitors: views,
 * visitors, leads and conversion rate in total and per page, source,
 * campaign and device, the same in the CLI's JSON.
 */
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe.each(testDatabaseKinds)("traffic figures (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  const started = new Date(Date.now() - 1000).toISOString();
  const period = () => ({ since: started, until: new Date(Date.now() + 1000).toISOString() });

  const stored = async () => (await api.store.db.selectFrom("page_views").select("id").execute()).length;
  /** One view, stored before the next is sent (a person's views come seconds apart). */
  async function view(userAgent: string, url: string, referrer = "") {
    const before = await stored();
    const response = await fetch(`${api.url}${BEACON_PATH}`, { method: "POST", headers: { "user-agent": userAgent }, body: JSON.stringify({ url, referrer }) });
    expect(response.status).toBe(204);
    await until(async () => (await stored()) > before, 5_000, "the view");
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi(database.env);
    await view(`${DESKTOP} A`, "/safeopt?utm_source=google&utm_campaign=bfcm", "https://www.google.com/");
    await view(`${DESKTOP} A`, "/help", "https://www.lumora.example/safeopt");
    await view(`${DESKTOP} B`, "/");
    await view(`${DESKTOP} B`, "/safeopt", "https://www.lumora.example/");
    await view(`${PHONE} C`, "/minty?utm_source=newsletter", "");
    const body = validBody("contact", { email: `traffic-${Date.now()}@example.com` });
    expect((await postJson(endpoint(api.url, "contact"), body, { "user-agent": `${DESKTOP} A` })).status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  it("counts visitors, views, leads and the conversion rate", async () => {
    expect(await trafficTotals(api.store.db, period())).toEqual({ visitors: 3, views: 5, leads: 1, converted: 1, leadsWithoutVisit: 0, conversionRate: 0.3333 });
  });

  it("gives each page, source, campaign and device its figures and leads", async () => {
    const db = api.store.db;
    expect(await trafficBy(db, "page", period())).toEqual([
      { value: "/safeopt", visitors: 2, views: 2, leads: 1, converted: 1, conversionRate: 0.5 },
      { value: "/", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
      { value: "/help", visitors: 1, views: 1, leads: 1, converted: 1, conversionRate: 1 },
      { value: "/minty", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
    ]);
    expect(await trafficBy(db, "source", period())).toEqual([
      { value: "(direct)", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
      { value: "google", visitors: 1, views: 1, leads: 1, converted: 1, conversionRate: 1 },
      { value: "newsletter", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
    ]);
    expect(await trafficBy(db, "campaign", period())).toEqual([{ value: "bfcm", visitors: 1, views: 1, leads: 1, converted: 1, conversionRate: 1 }]);
    expect(await trafficBy(db, "device", period())).toEqual([
      { value: "desktop", visitors: 2, views: 2, leads: 1, converted: 1, conversionRate: 0.5 },
      { value: "mobile", visitors: 1, views: 1, leads: 0, converted: 0, conversionRate: 0 },
    ]);
  });

  it("prints the same figures from the CLI, and refuses a period it cannot read", async () => {
    let out = "";
    await printTraffic(api.store, ["--since", started.slice(0, 10), "--json"], { usageError: (message) => new Error(message), write: (text) => (out += text) });
    const printed = JSON.parse(out) as { totals: unknown; bySource: unknown[] };
    expect(printed.totals).toMatchObject({ visitors: 3, views: 5, leads: 1 });
    expect(printed.bySource).toHaveLength(3);
    const refuse = (args: string[]) => printTraffic(api.store, args, { usageError: (message) => new Error(message), write: () => {} });
    await expect(refuse(["--since", "last week"])).rejects.toThrow("--since must be a number of days like 7d");
    await expect(refuse(["--since", "7d", "--until", "2000-01-01"])).rejects.toThrow("--until must be after --since");
  });

  it("keeps each load's field measures apart from the views, and gives each route its 75th percentile against the budgets", async () => {
    const send = (body: unknown, userAgent = `${DESKTOP} vitals`) =>
      fetch(`${api.url}${BEACON_PATH}`, { method: "POST", headers: { "user-agent": userAgent }, body: JSON.stringify(body) });
    const lcps = [900, 1100, 1300, 3400];
    for (const [index, lcp] of lcps.entries()) {
      expect((await send({ url: "/safeopt?utm_source=x", referrer: "", vitals: { lcp, inp: 40 + index * 100, cls: 0.01 } })).status).toBe(204);
    }
    expect((await send({ url: "/help", referrer: "", vitals: { lcp: 800 } })).status).toBe(204);
    // Programs' measures are not kept; a bad measure is refused.
    expect((await send({ url: "/help", referrer: "", vitals: { lcp: 99_999 } }, "curl/8.0")).status).toBe(204);
    expect((await send({ url: "/help", referrer: "", vitals: { lcp: -1 } })).status).toBe(400);
    expect((await send({ url: "/help", referrer: "", vitals: { fid: 3 } })).status).toBe(400);
    const routes = await until(async () => {
      const found = await vitalsByRoute(api.store.db, period());
      return found.reduce((sum, route) => sum + route.loads, 0) === 5 ? found : undefined;
    }, 5_000, "five loads");
    expect(routes).toEqual([
      { path: "/safeopt", loads: 4, lcp: 1300, inp: 240, cls: 0.01, over: ["inp"] },
      { path: "/help", loads: 1, lcp: 800, inp: null, cls: null, over: [] },
    ]);
    // The views are unchanged: a load's measures are not another view.
    expect(await trafficTotals(api.store.db, period())).toMatchObject({ views: 5 });
  });

  it("rates visitors who sent a lead, never leads: more leads than visitors stay at most 100 %", async () => {
    const send = (name: string, agent: string) =>
      postJson(endpoint(api.url, "contact"), validBody("contact", { email: `${name}-${Date.now()}@example.com` }), { "user-agent": agent });
    for (const name of ["again", "once-more"]) expect((await send(name, `${DESKTOP} A`)).status).toBe(200);
    // A sender whose views were never counted (no JavaScript, a blocked beacon).
    expect((await send("no-beacon", `${DESKTOP} D`)).status).toBe(200);
    expect(await trafficTotals(api.store.db, period())).toMatchObject({ visitors: 3, leads: 4, converted: 1, leadsWithoutVisit: 1, conversionRate: 0.3333 });
    expect((await trafficBy(api.store.db, "campaign", period()))[0]).toMatchObject({ value: "bfcm", visitors: 1, leads: 3, converted: 1, conversionRate: 1 });
  });
});
