import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as traffic from "#app/routes/console/traffic.tsx";
import { BEACON_PATH } from "#app/forms/page-view-beacon.ts";
import { labFigures } from "../../server/analytics/lab-figures.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, settle, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi, until } from "./support/harness.ts";

/** The console's traffic page on each database: its figures for a period and a source, its filters read from the URL, and no figures signed out. */
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe.each(testDatabaseKinds)("console traffic page (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi(database.env);
    cons = testConsole(api);
    for (const [agent, url] of [["a", "/safeopt?utm_source=google"], ["b", "/minty?utm_source=newsletter"], ["c", "/"]] as const) {
      await fetch(`${api.url}${BEACON_PATH}`, { method: "POST", headers: { "user-agent": `${DESKTOP} ${agent}` }, body: JSON.stringify({ url, referrer: "" }) });
    }
    // A load of /safeopt reports its own measures as the visitor leaves.
    await fetch(`${api.url}${BEACON_PATH}`, {
      method: "POST",
      headers: { "user-agent": `${DESKTOP} a` },
      body: JSON.stringify({ url: "/safeopt", referrer: "", vitals: { lcp: 1800, inp: 90, cls: 0.01 } }),
    });
    await until(async () => (await api.store.db.selectFrom("page_views").select("id").execute()).length === 3, 5_000, "three views");
    await until(async () => (await api.store.db.selectFrom("web_vitals").select("id").execute()).length === 1, 5_000, "one load's measures");
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const load = (request: Request) => settle(() => traffic.loader({ request, context: cons.context, params: {} } as never));

  it("shows the last seven days by default, and one source's visitors when asked", async () => {
    const member = await cons.signedIn("member");
    const all = await load(consoleRequest("/console/traffic", { as: member }));
    expect(all.value?.problem).toBeNull();
    expect(all.value?.dashboard.totals).toMatchObject({ visitors: 3, views: 3 });
    expect(all.value?.dashboard.days).toHaveLength(7);
    expect(all.value?.dashboard.by.source.map((row) => row.value).sort()).toEqual(["(direct)", "google", "newsletter"]);
    const google = await load(consoleRequest("/console/traffic?source=google", { as: member }));
    expect(google.value?.dashboard.totals).toMatchObject({ visitors: 1, views: 1 });
    expect(google.value?.dashboard.by.page.map((row) => row.value)).toEqual(["/safeopt"]);
  });

  it("shows each route's field figures beside Lighthouse's lab figures for the same page", async () => {
    const member = await cons.signedIn("member");
    const { value } = await load(consoleRequest("/console/traffic", { as: member }));
    const lab = labFigures.routes.find((route) => route.path === "/safeopt");
    expect(lab, "npm run bench -- --save-lab measured /safeopt").toBeDefined();
    expect(value?.dashboard.vitals).toEqual([{ path: "/safeopt", loads: 1, lcp: 1800, inp: 90, cls: 0.01, over: [], lab }]);
    expect(value?.dashboard.lab).toEqual({ measuredAt: labFigures.measuredAt, runs: labFigures.runs });
  });

  it("says what is wrong with a filter and shows a period it can", async () => {
    const member = await cons.signedIn("member");
    const bad = await load(consoleRequest("/console/traffic?from=last-week", { as: member }));
    expect(bad.value?.problem).toBe("Dates are written like 2026-11-01.");
    const long = await load(consoleRequest("/console/traffic?from=2026-01-01&to=2026-06-30", { as: member }));
    expect(long.value?.problem).toMatch(/at most 30 days/);
    expect(long.value?.filters).toMatchObject({ from: "2026-06-01", to: "2026-06-30" });
  });

  it("gives nothing to a signed-out request", async () => {
    expect((await load(consoleRequest("/console/traffic", { accept: "data" }))).status).toBe(401);
    expect((await load(consoleRequest("/console/traffic"))).status).toBe(302);
  });
});
