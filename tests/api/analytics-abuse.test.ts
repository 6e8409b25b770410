import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEACON_PATH } from "#app/forms/page-view-beacon.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { startTestApi, type TestApi, until } from "./support/harness.ts";

/**
 * The view beacon counts people, not requests, on each database: another
 * site's beacon is refused; one network is counted up to its rate and its
 * day's visitor ids, an office behind one address in full; a flood from one
 * network leaves the other networks' views stored. Networks are told apart
 * by X-Forwarded-For behind one trusted proxy, with the default limits.
 */
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const SITE = "https://www.lumora.example";

describe.each(testDatabaseKinds)("view beacon limits (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false", RATE_LIMIT: "true", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  async function beacon(path: string, { from, agent = DESKTOP, origin = SITE }: { from: string; agent?: string; origin?: string | null }) {
    const response = await fetch(`${api.url}${BEACON_PATH}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": agent, "x-forwarded-for": from, ...(origin === null ? {} : { origin }) },
      body: JSON.stringify({ url: path, referrer: "" }),
    });
    await response.arrayBuffer();
    return response;
  }
  /** Sends the beacons `concurrency` at a time; returns their statuses. */
  async function send(beacons: (() => Promise<Response>)[], concurrency = 16): Promise<number[]> {
    const statuses: number[] = [];
    for (let at = 0; at < beacons.length; at += concurrency) statuses.push(...(await Promise.all(beacons.slice(at, at + concurrency).map((go) => go()))).map((r) => r.status));
    return statuses;
  }
  const viewsOf = async (prefix: string) => {
    const rows = await api.store.db.selectFrom("page_views").select(["visitor"]).where("path", "like", `${prefix}%`).execute();
    return { views: rows.length, visitors: new Set(rows.map((row) => row.visitor)).size };
  };
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it("refuses a beacon from another site with a 403 and counts it not; the site's own pages are counted", async () => {
    const cross = await fetch(`${api.url}${BEACON_PATH}`, {
      method: "POST",
      headers: { "user-agent": DESKTOP, origin: "https://evil.example", "x-forwarded-for": "192.0.2.10" },
      body: JSON.stringify({ url: "/cross-site", referrer: "" }),
    });
    expect(cross.status).toBe(403);
    expect(await cross.text()).toMatch(/this site's own pages/);
    expect((await beacon("/cross-site-null", { from: "192.0.2.10", origin: "null" })).status).toBe(403);
    expect((await beacon("/same-site", { from: "192.0.2.10" })).status).toBe(204);
    await until(async () => (await viewsOf("/same-site")).views === 1, 5_000, "the same-site view");
    expect((await viewsOf("/cross-site")).views).toBe(0);
  });

  it("counts an office of 100 colleagues behind one address in full", async () => {
    const colleagues = Array.from({ length: 100 }, (_, index) => `${DESKTOP} colleague/${index}`);
    const beacons = colleagues.flatMap((agent) => [1, 2, 3, 4, 5].map((page) => () => beacon(`/office/${page}`, { from: "198.51.100.20", agent })));
    expect(tally(await send(beacons))).toEqual({ 204: 500 });
    await until(async () => (await viewsOf("/office/")).views === 500, 15_000, "the office's 500 views");
    expect(await viewsOf("/office/")).toEqual({ views: 500, visitors: 100 });
  });

  it("does not mint a visitor for each user agent of one network that changes on every request", async () => {
    const beacons = Array.from({ length: 600 }, (_, index) => () => beacon("/rotating", { from: "2001:db8:77:1:abcd::1", agent: `${DESKTOP} rotating/${index}` }));
    expect(tally(await send(beacons))).toEqual({ 204: 600 });
    await until(async () => (await viewsOf("/rotating")).views === 600, 15_000, "the rotating views");
    // The network's day's own ids (RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX, 300), then one shared id.
    expect((await viewsOf("/rotating")).visitors).toBe(301);
  });

  it("counts a flooding network up to its rate and refuses the rest, while other networks' visitors are all stored", async () => {
    const flood = Array.from({ length: 1_500 }, (_, index) => () => beacon(`/flood/${index % 7}`, { from: "203.0.113.66", agent: `${DESKTOP} flood/${index}` }));
    const visitors = Array.from({ length: 30 }, (_, index) => [1, 2, 3].map((page) => () => beacon(`/real/${page}`, { from: `2001:db8:${index + 1}::5`, agent: `${DESKTOP} real/${index}` }))).flat();
    // The visitors' views arrive amid the flood.
    const mixed = flood.flatMap((go, index) => (index % 16 === 0 && visitors.length > 0 ? [go, visitors.shift()!] : [go]));
    const statuses = await send([...mixed, ...visitors]);
    const counts = tally(statuses);
    expect(counts[204]).toBe(1_000 + 90);
    expect(counts[429]).toBe(500);
    await until(async () => (await viewsOf("/real/")).views === 90, 15_000, "the visitors' 90 views");
    expect(await viewsOf("/real/")).toEqual({ views: 90, visitors: 30 });
    await until(async () => (await viewsOf("/flood/")).views === 1_000, 15_000, "the flood's counted views");
    const refused = await fetch(`${api.url}${BEACON_PATH}`, { method: "POST", headers: { "user-agent": DESKTOP, "x-forwarded-for": "203.0.113.66" }, body: "{}" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many views from this network/);
  });
});
