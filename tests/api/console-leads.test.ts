import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as exportCsv from "#app/routes/console/export[.]csv.ts";
import * as leads from "#app/routes/console/leads.tsx";
import type { LeadListPage } from "#app/lib/console-lead-views.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { consoleTestEnv, receivedAt, routeCaller, sendContact } from "./support/console-leads.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * The leads list and its export, on each database: newest first, paged by
 * key without repeats or gaps (equal times too) and each page placed in the
 * whole ("51–100 of 120"), every filter and the search, a bad URL value answered 400 with what is wrong, and the export
 * streaming the filter's leads through the formula-safe CSV writer.
 */
type Loaded = {
  values: Record<string, string | undefined>;
  problems: { field: string; message: string }[];
  page: LeadListPage | null;
  /** The view's size, and the page's first lead's place in it. */
  total: number;
  first: number;
  query: string;
  views: { id: string; href: string; count: number | null; current: boolean }[];
};


describe.each(testDatabaseKinds)("console leads list (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let member: SignedIn;
  let call: ReturnType<typeof routeCaller>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, ...consoleTestEnv });
    cons = testConsole(api);
    call = routeCaller(cons);
    member = await cons.signedIn("member");
    ids.ada = await sendContact(api, { firstName: "Ada", lastName: "Lovelace", email: "ada@engines.example", companyName: "Analytical Engines", firstTouch: { utm_source: "Google", utm_medium: "cpc", utm_campaign: "spring" } });
    ids.grace = await sendContact(api, { firstName: "Grace", lastName: "Hopper", email: "grace@navy.example", companyName: "Cobol 100%_Inc", referrer: "https://news.example.com/story" });
    ids.spam = await sendContact(api, { firstName: "Buy", lastName: "Now", email: "bot@spam.example", spam: true });
    ids.formula = await sendContact(api, { firstName: "=HYPERLINK(\"x\")", lastName: "Evil", email: "evil@example.com", companyName: "+cmd" });
    await receivedAt(api.store, ids.ada, "2026-01-10T09:00:00.000Z");
    await receivedAt(api.store, ids.grace, "2026-02-10T09:00:00.000Z");
    await receivedAt(api.store, ids.spam, "2026-02-11T09:00:00.000Z");
    await receivedAt(api.store, ids.formula, "2026-02-12T09:00:00.000Z");
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const list = async (query: string, as = member) => {
    const answer = await call.load(leads, `/console${query}`, as);
    return { status: answer.status, data: answer.value as Loaded };
  };
  const names = (page: LeadListPage | null) => page?.leads.map((lead) => lead.name) ?? [];

  it("lists newest first, spam hidden unless asked for, and each filter narrows it", async () => {
    expect(names((await list("")).data.page)).toEqual(["=HYPERLINK(\"x\") Evil", "Grace Hopper", "Ada Lovelace"]);
    expect(names((await list("?spam=only")).data.page)).toEqual(["Buy Now"]);
    expect((await list("?spam=all")).data.page?.leads).toHaveLength(4);
    expect(names((await list("?source=google")).data.page)).toEqual(["Ada Lovelace"]);
    expect(names((await list("?medium=cpc&campaign=spring")).data.page)).toEqual(["Ada Lovelace"]);
    expect(names((await list("?referrer=news.example.com")).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list("?referrer=example.com")).data.page)).toEqual([]);
    expect(names((await list("?from=2026-02-01&to=2026-02-10")).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list("?type=demo")).data.page)).toEqual([]);
    expect(names((await list("?status=new&type=contact")).data.page)).toHaveLength(3);
    const first = (await list("")).data.page?.leads[2];
    expect(first).toMatchObject({ type: "contact", company: "Analytical Engines", email: "ada@engines.example", source: "Google / cpc", status: "new", assignee: null });
  });

  it("searches name, email and company, case-insensitively, with LIKE wildcards taken literally", async () => {
    expect(names((await list("?q=LOVELACE")).data.page)).toEqual(["Ada Lovelace"]);
    expect(names((await list("?q=navy.example")).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list("?q=analytical")).data.page)).toEqual(["Ada Lovelace"]);
    expect(names((await list("?q=100%25_")).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list("?q=%25")).data.page)).toEqual(["Grace Hopper"]);
  });

  it("filters by assignee: me, unassigned, a user", async () => {
    await api.store.db.updateTable("leads").set({ assignee_id: member.user.id }).where("id", "=", ids.grace!).execute();
    expect(names((await list("?assignee=me")).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list(`?assignee=${member.user.id}`)).data.page)).toEqual(["Grace Hopper"]);
    expect(names((await list("?assignee=unassigned")).data.page)).not.toContain("Grace Hopper");
    expect((await list("?assignee=me")).data.page?.leads[0]?.assignee).toBe(member.user.email);
    // The saved views count what their links list (spam aside); the one the URL shows is current.
    const views = (await list("?assignee=me")).data.views;
    expect(views.map(({ id, count, current }) => [id, count, current])).toEqual([
      ["all", 3, false],
      ["week", 0, false],
      ["mine", 1, true],
      ["unassigned", 2, false],
    ]);
    await api.store.db.updateTable("leads").set({ assignee_id: null }).where("id", "=", ids.grace!).execute();
  });

  it("answers a bad URL value 400 with a message per field, never a 500", async () => {
    const bad = await list("?type=robot&status=done&from=2026-13-01&to=yesterday&spam=maybe&assignee=bob&after=nowhere");
    expect(bad.status).toBe(400);
    expect(bad.data.page).toBeNull();
    const fields = bad.data.problems.map((problem) => problem.field).sort();
    expect(fields).toEqual(["after", "assignee", "from", "spam", "status", "to", "type"]);
    expect(bad.data.problems.find((problem) => problem.field === "type")?.message).toMatch(/^Type must be one of contact, demo/);
    expect((await list(`?q=${"x".repeat(101)}`)).data.problems[0]?.message).toBe("Search must be at most 100 characters");
    expect((await list("?from=2026-03-01&to=2026-02-01")).status).toBe(400);
  });

  it("pages by key with no repeats or gaps, equal times included, both ways", async () => {
    const same = "2025-06-01T12:00:00.000Z";
    const made: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const id = await sendContact(api, { firstName: `Page${i}`, lastName: "Lead", email: `page${i}@paging.example`, companyName: "Paging Co" });
      // Forty leads share one time: the id orders them.
      await receivedAt(api.store, id, i < 40 ? same : new Date(Date.parse(same) - (i + 1) * 60_000).toISOString());
      made.push(id);
    }
    const seen: string[] = [];
    const pages: LeadListPage[] = [];
    const places: [number, number][] = [];
    let query = "?q=paging.example";
    for (;;) {
      const { page, first, total } = (await list(query)).data;
      pages.push(page!);
      places.push([first, total]);
      seen.push(...page!.leads.map((lead) => lead.id));
      if (!page!.older) break;
      query = `?q=paging.example&after=${encodeURIComponent(page!.older)}`;
    }
    expect(pages.map((page) => page.leads.length)).toEqual([50, 50, 20]);
    expect(places).toEqual([[1, 120], [51, 120], [101, 120]]);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual([...made].sort());
    expect(pages[0]!.newer).toBeNull();
    // Newer from the last page gives back the middle page exactly.
    const backAnswer = (await list(`?q=paging.example&before=${encodeURIComponent(pages[2]!.newer!)}`)).data;
    const back = backAnswer.page!;
    expect(back.leads.map((lead) => lead.id)).toEqual(pages[1]!.leads.map((lead) => lead.id));
    expect(backAnswer.first).toBe(51);
    const firstAnswer = (await list(`?q=paging.example&before=${encodeURIComponent(back.newer!)}`)).data;
    expect(firstAnswer.first).toBe(1);
    const first = firstAnswer.page!;
    expect(first.leads.map((lead) => lead.id)).toEqual(pages[0]!.leads.map((lead) => lead.id));
    expect(first.newer).toBeNull();
  }, 60_000);

  it("exports the filter as formula-safe CSV, streamed, as an attachment, and records it", async () => {
    const response = (await call.load(exportCsv, "/console/export.csv?q=evil", member, {}, "data")).response!;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body).toBeInstanceOf(ReadableStream);
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,type,receivedAt,email,firstName/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(",'+cmd,");
    const all = await (await call.load(exportCsv, "/console/export.csv?q=paging.example", member, {}, "data")).response!.text();
    expect(all.trim().split("\r\n")).toHaveLength(121);
    const audit = await api.store.db.selectFrom("console_audit").selectAll().where("action", "=", "leads-exported").orderBy("at").execute();
    expect(audit.map((entry) => [entry.actor_email, entry.subject, entry.detail])).toEqual([
      [member.user.email, "q=evil", "1 lead(s)"],
      [member.user.email, "q=paging.example", "120 lead(s)"],
    ]);
    expect((await call.load(exportCsv, "/console/export.csv?spam=everything", member, {}, "data")).status).toBe(400);
  }, 60_000);

  it("turns away the signed-out: the list page goes to sign-in, data and the export answer 401", async () => {
    const page = await call.load(leads, "/console?q=ada");
    expect(page.status).toBe(302);
    expect(page.response?.headers.get("location")).toBe("/console/sign-in?next=%2Fconsole%3Fq%3Dada");
    expect((await call.load(leads, "/console", undefined, {}, "data")).status).toBe(401);
    expect((await call.load(exportCsv, "/console/export.csv", undefined, {}, "data")).status).toBe(401);
  });
});
