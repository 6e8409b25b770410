import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BEACON_PATH } from "#app/forms/page-view-beacon.ts";
import { createVisitorIds, dayOf } from "../../server/analytics/visitors.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, startTestApi, type TestApi, until } from "./support/harness.ts";

/**
 * The view beacon on each database: a person's view is counted under a
 * daily visitor id with its visit, source and device; programs, prefetches
 * and the console are not; no address or user agent is stored; the id
 * changes with the day and the day's salt is deleted after it.
 */
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("page view counting (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let offset = 0;
  // The server's clock runs from 02:00 UTC today, whatever time the suite runs,
  // so that the hour a test moves it forward never crosses into the next day.
  const dayStart = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
  const shift = dayStart + 2 * 60 * 60 * 1000 - Date.now();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi(database.env, { now: () => Date.now() + shift + offset });
  });
  afterEach(() => {
    offset = 0;
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const views = () => api.store.db.selectFrom("page_views").selectAll().orderBy("at").orderBy("id").execute();
  /** The stored views without their ids and visitor hashes: hex, where a short secret such as "ada" or "abc123" can occur by chance. */
  const storedText = (rows: Awaited<ReturnType<typeof views>>) => JSON.stringify(rows.map(({ id: _id, visitor: _visitor, visit_id: _visit, ...text }) => text));
  async function beacon(body: unknown, userAgent: string | null = DESKTOP, headers: Record<string, string> = {}) {
    const response = await fetch(`${api.url}${BEACON_PATH}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", ...(userAgent === null ? {} : { "user-agent": userAgent }), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }
  /** Sends a view and waits until it is stored (the answer comes before the write). */
  async function counted(body: unknown, userAgent = DESKTOP) {
    const before = new Set((await views()).map((view) => view.id));
    expect((await beacon(body, userAgent)).status).toBe(204);
    return until(async () => (await views()).find((view) => !before.has(view.id)), 5_000, "the view");
  }

  it("counts a view with its source, campaign, ad click and device, and keeps no address or user agent", async () => {
    const view = await counted(
      { url: "/safeopt?utm_source=Newsletter&utm_medium=email&utm_campaign=bfcm&gclid=abc123", referrer: "https://mail.example.com/inbox" },
      PHONE,
    );
    expect(view).toMatchObject({
      path: "/safeopt",
      entry_path: "/safeopt",
      entry: 1,
      referrer_host: "mail.example.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "bfcm",
      ad_click: 1,
      device: "mobile",
    });
    expect(view.visitor).toMatch(/^[0-9a-f]{32}$/);
    const stored = storedText(await views());
    for (const secret of ["127.0.0.1", "iPhone", "abc123"]) expect(stored).not.toContain(secret);
  });

  it("stores no address or phone number from a campaign tag, and only the host of a referrer", async () => {
    const view = await counted(
      {
        url: "/minty?utm_source=Ada.Lovelace%40example.com&utm_medium=email&utm_campaign=call+%2B44+20+7946+0958&utm_term=spring-2025",
        referrer: "https://mail.example.com/inbox/ada@example.com?to=ada%40example.com",
      },
      `${DESKTOP} tag-test`,
    );
    expect(view).toMatchObject({ utm_source: "(email)", utm_medium: "email", utm_campaign: "call (phone)", utm_term: "spring-2025", referrer_host: "mail.example.com" });
    const stored = storedText(await views());
    for (const secret of ["ada", "lovelace", "7946"]) expect(stored.toLowerCase()).not.toContain(secret);
  });

  it("keeps one visit while views come within 30 minutes, and starts a new one after", async () => {
    const agent = `${DESKTOP} visit-test`;
    const first = await counted({ url: "/minty", referrer: "https://www.google.com/" }, agent);
    offset = 20 * 60 * 1000;
    const second = await counted({ url: "/help", referrer: "https://www.lumora.example/minty" }, agent);
    expect(second).toMatchObject({ visitor: first.visitor, visit_id: first.visit_id, entry_path: "/minty", entry: 0, referrer_host: null });
    offset += 31 * 60 * 1000;
    const third = await counted({ url: "/help", referrer: "" }, agent);
    expect(third.visit_id).not.toBe(first.visit_id);
    expect(third).toMatchObject({ visitor: first.visitor, entry_path: "/help", entry: 1 });
    // Arriving again from a campaign link starts a visit of its own, however soon.
    offset += 60 * 1000;
    const fourth = await counted({ url: "/safeopt?utm_source=ads&utm_medium=cpc", referrer: "" }, agent);
    expect(fourth.visit_id).not.toBe(third.visit_id);
    expect(fourth).toMatchObject({ entry_path: "/safeopt", entry: 1, utm_source: "ads" });
    offset = 0;
  });

  it("does not count programs, headless browsers, prefetches or the console", async () => {
    const before = (await views()).length;
    for (const agent of [null, "curl/8.5.0", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", DESKTOP.replace("Chrome/", "HeadlessChrome/")]) {
      expect((await beacon({ url: "/", referrer: "" }, agent)).status).toBe(204);
    }
    expect((await beacon({ url: "/", referrer: "" }, DESKTOP, { "sec-purpose": "prefetch" })).status).toBe(204);
    expect((await beacon({ url: "/console/leads/1", referrer: "" })).status).toBe(204);
    expect((await beacon({ url: "/Console/Leads/1", referrer: "" })).status).toBe(204);
    // A counted view after them: once it is stored, none of the others was.
    await counted({ url: "/careers", referrer: "" }, `${DESKTOP} marker`);
    expect((await views()).length).toBe(before + 1);
  });

  it("answers a bad beacon with a clear 400, and one over 1 KiB with 413", async () => {
    expect(await beacon("not json")).toMatchObject({ status: 400, text: expect.stringContaining("must be JSON") });
    expect(await beacon({ referrer: "" })).toMatchObject({ status: 400, text: expect.stringContaining("Invalid beacon") });
    expect((await beacon({ url: `/${"a".repeat(2000)}`, referrer: "" })).status).toBe(413);
  });

  it("gives a visitor a new id each day, and deletes each day's salt once the day is over", async () => {
    const agent = `${DESKTOP} day-test`;
    const today = await counted({ url: "/", referrer: "" }, agent);
    offset = DAY;
    const tomorrow = await counted({ url: "/", referrer: "" }, agent);
    offset = 0;
    expect(tomorrow.visitor).not.toBe(today.visitor);

    const ids = createVisitorIds(api.store.db, "www.lumora.example");
    const later = Date.now() + 3 * DAY;
    await ids.visitorOf({ ip: "198.51.100.7", userAgent: agent, at: later });
    await ids.sweep(later);
    const salts = await api.store.db.selectFrom("analytics_salts").select("day").execute();
    expect(salts.map((row) => row.day)).toEqual([dayOf(later)]);
  });

  it("joins a lead to its visit through the sender's visitor id of the day", async () => {
    const agent = `${DESKTOP} lead-test`;
    const landing = await counted({ url: "/minty?utm_source=partner&utm_campaign=spring", referrer: "https://partner.example/" }, agent);
    await counted({ url: "/help", referrer: "https://www.lumora.example/minty" }, agent);
    const email = `visit-${Date.now()}@example.com`;
    const body = validBody("contact", { email });
    expect((await postJson(endpoint(api.url, "contact"), body, { "user-agent": agent })).status).toBe(200);
    const lead = await api.store.db
      .selectFrom("leads")
      .select(["id", "visitor", "first_touch", "last_touch"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(lead.visitor).toBe(landing.visitor);
    // Its first and last touch are the visit's, whatever the page sent.
    const touch = { landingPage: "https://www.lumora.example/minty", referrer: "https://partner.example/", utm_source: "partner", utm_campaign: "spring" };
    expect(JSON.parse(lead.first_touch!)).toMatchObject(touch);
    expect(JSON.parse(lead.last_touch!)).toMatchObject(touch);
    const visit = await api.store.db
      .selectFrom("page_views")
      .select(["entry_path", "utm_source", "utm_campaign", "referrer_host"])
      .where("visitor", "=", lead.visitor!)
      .where("entry", "=", 1)
      .executeTakeFirstOrThrow();
    expect(visit).toEqual({ entry_path: "/minty", utm_source: "partner", utm_campaign: "spring", referrer_host: "partner.example" });
  });
});
