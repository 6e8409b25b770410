import type { Request, Response } from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocumentIds, legalDocuments } from "#app/content/legal/index.ts";
import { z } from "#app/forms/zod.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { pageLoadContext } from "#app/load-context.server.ts";
import * as contentHistory from "#app/routes/console/content-history.tsx";
import * as legalPage from "#app/routes/legal.tsx";
import { recordAudit } from "../../server/console/audit.server.ts";
import { type ContentEditing, createContentEditing } from "../../server/content/content-editing.server.ts";
import type { ContentModel, ContentType, PageRender, SiteContent } from "../../server/content/content-model.ts";
import { entryOf, type Seed, seedContent } from "../../server/content/content-store.server.ts";
import { versionsOf } from "../../server/content/content-versions.server.ts";
import { type LiveContent, startLiveContent } from "../../server/content/live-content.server.ts";
import { versionPages } from "../../server/content/version-pages.ts";
import type { StaticStore } from "../../server/http/static-files.ts";
import { createTokenSealer } from "../../server/tokens/tokens.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type ConsoleRequestInit, settle, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi, until } from "./support/harness.ts";
import { seedsOf as seedsOfTypes, testContentModel } from "../support/content-model.ts";

/**
 * Every publish is a version, on each database, with a small made-up site (notes and two documents whose page lists
 * their history): versions listed with author and time, any two compared field by field, an earlier one restored as a new
 * version that every page shows, earlier versions of a document readable at their own address, and the history page's gate.
 */

const NoteSchema = z.object({ id: z.string(), title: z.string().min(1, "Give the note a title."), body: z.string().min(1) });
type Note = z.infer<typeof NoteSchema>;
const DocSchema = z.object({ title: z.string().min(1), effectiveDate: z.iso.date().optional(), markdown: z.string().min(1) });
type Doc = z.infer<typeof DocSchema>;

type TestContent = Pick<SiteContent, "caseStudies" | "webinars" | "removed" | "versions" | "shownVersion"> & { notes: Note[]; docs: Record<string, Doc> };
const testContent = (content: SiteContent) => content as unknown as TestContent;

const alpha: Note = { id: "alpha", title: "Alpha", body: "The first note." };
const termsText = ["# Terms", "", "1. Be kind.", "2. Be brief.", "3. Be gone by ten.", "", "Questions: write to us."].join("\n");
const terms: Doc = { title: "Terms", effectiveDate: "2025-08-07", markdown: termsText };
const repository: TestContent = { notes: [alpha], docs: { terms }, caseStudies: [], webinars: [], removed: new Set() };

const noteType: ContentType<Note> = {
  type: "note",
  label: "Notes",
  group: "collections",
  itemLabel: "note",
  collection: true,
  schema: NoteSchema,
  keyOf: (data) => data.id,
  titleOf: (data) => data.title,
  ownPaths: (data) => [`/notes/${data.id}`],
  shownOn: (data) => [`/notes/${data.id}`, "/notes"],
  previewPath: (data) => `/notes/${data.id}`,
  entriesOf: (content) => testContent(content).notes.map((data) => ({ key: data.id, data })),
  apply(content, entries) {
    testContent(content).notes = entries.map((entry) => entry.data);
  },
};

const docType: ContentType<Doc> = {
  type: "doc",
  label: "Documents",
  group: "legal",
  itemLabel: "document",
  collection: false,
  schema: DocSchema,
  titleOf: (data) => data.title,
  ownPaths: () => [],
  shownOn: (_data, _content, key) => [`/${key}`],
  previewPath: (_data, key) => `/${key}`,
  publicHistory: { effectiveDateOf: (data) => data.effectiveDate },
  entriesOf: (content) => Object.entries(testContent(content).docs).map(([key, data]) => ({ key, data })),
  apply(content, entries) {
    testContent(content).docs = { ...testContent(content).docs, ...Object.fromEntries(entries.map((entry) => [entry.key, entry.data])) };
  },
};

const contentTypes = [noteType as ContentType, docType as ContentType];
const model: ContentModel = testContentModel(contentTypes, repository);
const seedsOf = (content: TestContent): Seed[] => seedsOfTypes(contentTypes, content);

function stubSite() {
  const stored: string[] = [];
  const store: StaticStore = { get: () => undefined, pages: () => [], size: () => 0, replace: (path, file) => void (file && stored.push(path)) };
  const render: PageRender = async (path) => ({ status: 200, html: true, body: Buffer.from(`<!doctype html><title>${path}</title>`) });
  return { stored, store, render };
}

type Module = { loader: (args: never) => unknown; action?: (args: never) => unknown };
type HistoryData = Awaited<ReturnType<typeof contentHistory.loader>>;

describe.each(testDatabaseKinds)("content history (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let live: LiveContent;
  let editing: ContentEditing;
  let site: ReturnType<typeof stubSite>;
  let editor: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  let context: ReturnType<typeof pageLoadContext>;
  const logger = pino({ level: "silent" });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    cons = testConsole(api);
    const db = api.store.db;
    await seedContent(db, seedsOf(repository));
    site = stubSite();
    live = await startLiveContent({ db, model, store: site.store, render: site.render, logger, pollMs: 50, warmUpPauseMs: -1 }).ready;
    editing = createContentEditing({
      db,
      model,
      live,
      sealer: createTokenSealer("a test secret for content history"),
      pageExists: () => true,
      render: site.render,
      audit: (actor, action, subject, detail) => recordAudit(db, { actor, action, subject, detail }),
    });
    context = pageLoadContext({ privacy: null, formResultLookup: null, console: { ...cons.service, content: editing } });
    [editor, admin, member] = await Promise.all([cons.signedIn("editor"), cons.signedIn("admin"), cons.signedIn("member")]);
  });
  afterAll(async () => {
    live?.stop();
    await api?.close();
    await database?.cleanup();
  });

  const historyPath = (type: string, key: string, query = "") => `${consolePages.contentHistory(type, key)}${query}`;
  const load = (path: string, init: ConsoleRequestInit, params: Record<string, string>) =>
    settle(async () => (contentHistory as Module).loader({ request: consoleRequest(path, init), context, params } as never));
  const act = (path: string, init: ConsoleRequestInit, params: Record<string, string>) =>
    settle(async () => (contentHistory as Module).action!({ request: consoleRequest(path, init), context, params } as never));
  /** The history page's restore button, pressed. */
  const restore = (as: SignedIn, type: string, key: string, version: number | string, draftVersion: number) =>
    act(historyPath(type, key), { as, form: { intent: "restore", restore: String(version), version: String(draftVersion) } }, { type, key });
  const actorOf = (as: SignedIn) => ({ id: as.user.id, email: as.user.email });
  const draftOf = async (type: string, key: string) => (await editing.entry(type, key))!.version;
  /** Saves and publishes, as the entry page's Publish button does. */
  async function publish(as: SignedIn, type: string, key: string, data: unknown) {
    const saved = await editing.save(actorOf(as), type, key, data, await draftOf(type, key));
    expect(saved).toMatchObject({ ok: true });
    expect(await editing.publish(actorOf(as), type, key, await draftOf(type, key))).toEqual({ ok: true });
  }
  const audited = (subject: string, action: string) =>
    api.store.db.selectFrom("console_audit").select(["actor_id", "detail"]).where("subject", "=", subject).where("action", "=", action).execute();

  it("keeps the seed as version 1 by the repository and lists each later publish and unpublish with its author and time", async () => {
    const seeded = await editing.versions("note", "alpha");
    expect(seeded).toEqual([{ version: 1, action: "seed", publishedBy: "repository", publishedAt: expect.any(String), restoredFrom: null, unpublished: false, current: true }]);

    const started = Date.now();
    await publish(editor, "note", "alpha", { ...alpha, title: "Alpha, second edition" });
    await publish(admin, "note", "alpha", { ...alpha, title: "Alpha, third edition", body: "The first note, rewritten." });
    expect(await editing.unpublish(actorOf(editor), "note", "alpha")).toEqual({ ok: true });
    const versions = await editing.versions("note", "alpha");
    expect(versions?.map(({ version, action, publishedBy, unpublished, current }) => ({ version, action, publishedBy, unpublished, current }))).toEqual([
      { version: 4, action: "unpublish", publishedBy: editor.user.email, unpublished: true, current: false },
      { version: 3, action: "publish", publishedBy: admin.user.email, unpublished: false, current: false },
      { version: 2, action: "publish", publishedBy: editor.user.email, unpublished: false, current: false },
      { version: 1, action: "seed", publishedBy: "repository", unpublished: false, current: false },
    ]);
    for (const version of versions!.slice(0, 3)) expect(Date.parse(version.publishedAt)).toBeGreaterThanOrEqual(started - 1_000);

    // The page lists them, newest first, and compares the newest with the one before it unless asked otherwise.
    const page = await load(historyPath("note", "alpha"), { as: editor }, { type: "note", key: "alpha" });
    expect(page.status).toBe(200);
    const value = page.value as HistoryData;
    expect(value.versions.map((line) => line.version)).toEqual([4, 3, 2, 1]);
    expect(value).toMatchObject({ from: 3, to: 4, notFound: null });
    expect(value.comparison?.changes.map((change) => change.path)).toEqual(["id", "title", "body"]);
    expect(value.comparison?.changes[1]).toMatchObject({ label: "Title", before: "Alpha, third edition", after: null });
    expect(await editing.versions("note", "nothing")).toBeUndefined();
  });

  it("compares any two versions field by field, long text line by line", async () => {
    const rewritten = termsText.replace("2. Be brief.", "2. Be brief, and clear.").replace("Questions: write to us.", "Questions: write to legal@example.com.");
    await publish(editor, "doc", "terms", { ...terms, effectiveDate: "2026-01-01", markdown: rewritten });

    const page = await load(historyPath("doc", "terms", "?from=1&to=2"), { as: editor }, { type: "doc", key: "terms" });
    const { comparison } = page.value as HistoryData;
    expect(comparison).toMatchObject({ from: 1, to: 2 });
    expect(comparison!.changes.map(({ path, label, before, after }) => ({ path, label, before, after }))).toEqual([
      { path: "effectiveDate", label: "Effective date", before: "2025-08-07", after: "2026-01-01" },
      { path: "markdown", label: "Markdown", before: termsText, after: rewritten },
    ]);
    expect(comparison!.changes[1]!.lines).toEqual([
      { kind: "skipped", count: 1 },
      { kind: "same", text: "" },
      { kind: "same", text: "1. Be kind." },
      { kind: "removed", text: "2. Be brief." },
      { kind: "added", text: "2. Be brief, and clear." },
      { kind: "same", text: "3. Be gone by ten." },
      { kind: "same", text: "" },
      { kind: "removed", text: "Questions: write to us." },
      { kind: "added", text: "Questions: write to legal@example.com." },
    ]);

    const reversed = await editing.compare("doc", "terms", 2, 1);
    expect(reversed?.changes[0]).toMatchObject({ before: "2026-01-01", after: "2025-08-07" });
    expect((await editing.compare("doc", "terms", 1, 1))?.changes).toEqual([]);
    expect(await editing.compare("doc", "terms", 1, 9)).toBeUndefined();
    const missing = await load(historyPath("doc", "terms", "?from=1&to=9"), { as: editor }, { type: "doc", key: "terms" });
    expect(missing.value).toMatchObject({ comparison: null, notFound: "There is no version 9 of this entry." });
  });

  it("restores an earlier version with one press, as a new version that every page shows, audited", async () => {
    const before = await versionsOf(api.store.db, "doc", "terms");
    expect(before.map((row) => row.version)).toEqual([2, 1]);
    site.stored.length = 0;

    const restored = await restore(editor, "doc", "terms", 1, await draftOf("doc", "terms"));
    expect(restored).toMatchObject({ status: 200, value: { done: "Version 1 is on the site again, as version 3. Every page that shows it is updated within seconds." } });

    // History is added to, never rewritten.
    const after = await editing.versions("doc", "terms");
    expect(after?.map(({ version, action, restoredFrom, publishedBy, current }) => ({ version, action, restoredFrom, publishedBy, current }))).toEqual([
      { version: 3, action: "restore", restoredFrom: 1, publishedBy: editor.user.email, current: true },
      { version: 2, action: "publish", restoredFrom: null, publishedBy: editor.user.email, current: false },
      { version: 1, action: "seed", restoredFrom: null, publishedBy: "repository", current: false },
    ]);
    expect((await editing.compare("doc", "terms", 1, 3))?.changes).toEqual([]);

    // The draft and the published copy are the restored version; the site shows it and renders its page again.
    const row = await entryOf(api.store.db, "doc", "terms");
    expect(JSON.parse(row!.published!)).toEqual(terms);
    expect(JSON.parse(row!.draft)).toEqual(terms);
    expect((await editing.entry("doc", "terms"))?.status).toBe("published");
    expect(testContent(live.current()).docs.terms).toEqual(terms);
    await until(async () => site.stored.includes("/terms"), 5_000, "the document's page rendered again");
    expect(await audited("doc/terms", "content-restored")).toEqual([{ actor_id: editor.user.id, detail: "Terms: version 1 published again as version 3" }]);
  });

  it("lists a document's versions on its public page, each earlier one readable at its own address, noindex; 404 for one that does not exist", async () => {
    expect(testContent(live.current()).versions?.["doc/terms"]).toEqual([
      { version: 1, publishedAt: expect.any(String), effectiveDate: "2025-08-07" },
      { version: 2, publishedAt: expect.any(String), effectiveDate: "2026-01-01" },
      { version: 3, publishedAt: expect.any(String), effectiveDate: "2025-08-07" },
    ]);
    expect(testContent(live.current()).versions?.["note/alpha"]).toBeUndefined();

    const second = await editing.publicVersion("/terms", 2);
    expect(testContent(second!).docs.terms).toMatchObject({ effectiveDate: "2026-01-01", markdown: expect.stringContaining("legal@example.com") });
    expect(testContent(second!).shownVersion).toEqual({ subject: "doc/terms", version: 2, publishedAt: expect.any(String), effectiveDate: "2026-01-01" });
    expect(testContent(second!).versions).toEqual(testContent(live.current()).versions);
    expect(testContent(live.current()).docs.terms).toEqual(terms);
    expect(await editing.publicVersion("/terms", 9)).toBeNull();
    expect(await editing.publicVersion("/notes/alpha", 1)).toBeNull();

    // The address: the request carries that version's content, never indexed; an unknown one carries nothing.
    const middleware = versionPages(() => editing.publicVersion);
    const ask = async (path: string) => {
      const headers = new Map<string, string>();
      const res = { locals: {} as { siteContent?: SiteContent }, setHeader: (name: string, value: string) => headers.set(name, value) };
      let passed = false;
      await middleware({ method: "GET", path } as Request, res as unknown as Response, () => void (passed = true));
      return { passed, headers, content: res.locals.siteContent };
    };
    for (const path of ["/terms/versions/2", "/terms/versions/2.data"]) {
      const answer = await ask(path);
      expect(answer).toMatchObject({ passed: true, headers: new Map([["X-Robots-Tag", "noindex"]]) });
      expect(answer.content?.shownVersion?.version).toBe(2);
    }
    expect(await ask("/terms/versions/9")).toMatchObject({ passed: true, content: undefined, headers: new Map([["X-Robots-Tag", "noindex"]]) });
    expect(await ask("/terms")).toEqual({ passed: true, content: undefined, headers: new Map() });
  });

  it("shows the legal page's earlier versions by their dates, an earlier version noindex, and 404 for a version that does not exist", async () => {
    const published = (version: number, effectiveDate?: string) => ({ version, publishedAt: "2026-02-03T10:00:00.000Z", ...(effectiveDate ? { effectiveDate } : {}) });
    const versions = { "legal/terms": [published(1, "2025-08-07"), published(2), published(3, "2026-03-01")] };
    // What the legal page reads of the site's content: each document's words.
    const site = {
      legal: Object.fromEntries(legalDocumentIds.map((id) => [id, { ...legalDocuments[id], markdown: `# ${legalDocuments[id].title}\n\nThe words.` }])),
    } as unknown as SiteContent;
    // A page's loader refuses with React Router's `data(…, { status })`.
    const legal = (path: string, content: SiteContent) =>
      settle(async () => {
        try {
          return legalPage.loader({ url: new URL(path, "https://www.lumora.example"), context: pageLoadContext({ privacy: null, formResultLookup: null, console: null, content }) } as never);
        } catch (thrown) {
          const status = (thrown as { init?: { status?: number } }).init?.status;
          if (status) throw new Response(null, { status });
          throw thrown;
        }
      });

    const current = await legal("/terms", { ...site, versions });
    expect(current.status).toBe(200);
    // The page's data carries only what its JavaScript lacks: the document by id, no version shown.
    expect(current.value).not.toHaveProperty("shown");
    expect(current.value).toMatchObject({
      id: "terms",
      versions: [
        { version: 2, href: "/terms/versions/2", effective: null, published: "February 3, 2026" },
        { version: 1, href: "/terms/versions/1", effective: "August 7, 2025", published: "February 3, 2026" },
      ],
    });
    expect(JSON.stringify(current.value)).not.toContain("The words.");

    const earlier = { ...site, versions, shownVersion: { subject: "legal/terms", ...published(1, "2025-08-07") } };
    const first = await legal("/terms/versions/1", earlier);
    expect(first.value).toMatchObject({ id: "terms", shown: { version: 1, href: "/terms/versions/1", effective: "August 7, 2025" } });
    expect((first.value as { versions: { version: number }[] }).versions.map((line) => line.version)).toEqual([3, 2]);
    const meta = legalPage.meta({ loaderData: first.value, location: { pathname: "/terms/versions/1" }, matches: [] } as never);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });

    expect((await legal("/terms/versions/7", earlier)).status).toBe(404);
    expect((await legal("/privacy/versions/1", earlier)).status).toBe(404);
    expect((await legal("/terms/versions/2", { ...site, versions })).status).toBe(404);
  });

  it("refuses a restore of a version that does not exist (404), of a version that took the entry down, over a newer save, or that breaks the schema", async () => {
    const version = await draftOf("doc", "terms");
    const missing = await restore(editor, "doc", "terms", 42, version);
    expect(missing).toMatchObject({ status: 404, value: { refused: "There is no version 42 of this entry to restore." } });
    expect((await restore(editor, "doc", "terms", "abc", version)).status).toBe(404);
    expect((await restore(editor, "doc", "nothing", 1, 1)).status).toBe(404);

    expect(await restore(editor, "note", "alpha", 4, await draftOf("note", "alpha"))).toMatchObject({ status: 409, value: { refused: expect.stringContaining("took the entry off the site") } });
    expect(await restore(editor, "doc", "terms", 2, version - 1)).toMatchObject({ status: 409, value: { refused: expect.stringContaining("after you opened this page") } });

    // A version that no longer passes today's checks is refused as a publish would be, naming the field.
    const failing = createContentEditing({
      db: api.store.db,
      model,
      live,
      sealer: createTokenSealer("another"),
      pageExists: () => true,
      render: async () => ({ status: 500, html: true, body: Buffer.from("") }),
      audit: async () => {},
    });
    expect(await failing.restore(actorOf(editor), "doc", "terms", 2, version)).toMatchObject({ ok: false, reason: "render", message: expect.stringContaining("could not be shown with this version") });
    expect((await versionsOf(api.store.db, "doc", "terms")).map((row) => row.version)).toEqual([3, 2, 1]);
    expect(await audited("doc/terms", "content-restored")).toHaveLength(1);
  });

  it("refuses the history page to the signed out and members, and a restore without the CSRF token or from another site", async () => {
    const params = { type: "doc", key: "terms" };
    const path = historyPath("doc", "terms");
    const form = { intent: "restore", restore: "2", version: String(await draftOf("doc", "terms")) };

    expect((await load(path, { accept: "data" }, params)).status).toBe(401);
    expect((await act(path, { form }, params)).status).toBe(401);
    expect((await load(path, { as: member }, params)).status).toBe(403);
    expect((await act(path, { as: member, form }, params)).status).toBe(403);
    expect((await act(path, { cookie: editor.cookie, form }, params)).status).toBe(403);
    expect((await act(path, { as: editor, form: { ...form, csrf: "forged" } }, params)).status).toBe(403);
    expect((await act(path, { as: editor, form, origin: "https://evil.example" }, params)).status).toBe(403);
    expect((await versionsOf(api.store.db, "doc", "terms")).map((row) => row.version)).toEqual([3, 2, 1]);

    expect((await load(path, { as: admin }, params)).status).toBe(200);
    expect((await load(historyPath("doc", "nothing"), { as: editor }, { type: "doc", key: "nothing" })).status).toBe(404);
    expect(await restore(admin, "doc", "terms", 2, Number(form.version))).toMatchObject({ status: 200, value: { done: expect.stringContaining("as version 4") } });
  });
});
