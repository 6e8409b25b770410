import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_LINK_DAYS } from "#app/config/preview.ts";
import { HrefSchema, LinkSchema } from "#app/content/shared.schema.ts";
import { z } from "#app/forms/zod.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { pageLoadContext } from "#app/load-context.server.ts";
import * as contentEntry from "#app/routes/console/content-entry.tsx";
import * as contentType from "#app/routes/console/content-type.tsx";
import * as contentList from "#app/routes/console/content.tsx";
import * as lead from "#app/routes/console/lead.tsx";
import * as leads from "#app/routes/console/leads.tsx";
import { recordAudit } from "../../server/console/audit.server.ts";
import { type ContentEditing, createContentEditing } from "../../server/content/content-editing.server.ts";
import type { ContentModel, ContentType, PageRender, SiteContent } from "../../server/content/content-model.ts";
import { allEntries, entryOf, type Seed, seedContent, statusOf } from "../../server/content/content-store.server.ts";
import { type LiveContent, startLiveContent } from "../../server/content/live-content.server.ts";
import type { StaticStore } from "../../server/http/static-files.ts";
import { createTokenSealer } from "../../server/tokens/tokens.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type ConsoleRequestInit, settle, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi, until } from "./support/harness.ts";
import { seedsOf as seedsOfTypes, testContentModel } from "../support/content-model.ts";

/**
 * Content editing on each database, with a small made-up site (a collection of notes and one page): seeding, drafts that
 * never touch the site, stale saves refused with both versions kept, publishing only what the schema and the links allow,
 * every process following a publish, unpublishing, preview links, and the console routes' gate.
 */

const NoteSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and dashes."),
  title: z.string().min(1, "Give the note a title."),
  body: z.string().min(1, "Write the note."),
  link: HrefSchema.optional(),
});
type Note = z.infer<typeof NoteSchema>;

const HomeSchema = z.object({ headline: z.string().min(1, "Write a headline."), cta: LinkSchema });
type Home = z.infer<typeof HomeSchema>;

/** The test site's snapshot: what the console itself reads of SiteContent, and the two test types. */
type TestContent = Pick<SiteContent, "caseStudies" | "webinars" | "removed"> & { home: Home; notes: Note[] };
const testContent = (content: SiteContent) => content as unknown as TestContent;

const alpha: Note = { id: "alpha", title: "Alpha", body: "The first note.", link: "/help" };
const beta: Note = { id: "beta", title: "Beta", body: "The second note." };
const gamma: Note = { id: "gamma", title: "Gamma", body: "A note only a later seed brings." };
const repository: TestContent = {
  home: { headline: "Welcome", cta: { text: "Read the notes", href: "/notes" } },
  notes: [alpha, beta],
  caseStudies: [],
  webinars: [],
  removed: new Set(),
};

const notePage = (id: string) => `/notes/${id}`;

const noteType: ContentType<Note> = {
  type: "note",
  label: "Notes",
  group: "collections",
  itemLabel: "note",
  collection: true,
  schema: NoteSchema,
  unique: ["id"],
  keyOf: (data) => data.id,
  titleOf: (data) => data.title,
  ownPaths: (data) => [notePage(data.id)],
  shownOn: (data) => [notePage(data.id), "/notes", "/"],
  previewPath: (data) => notePage(data.id),
  entriesOf: (content) => testContent(content).notes.map((data) => ({ key: data.id, data })),
  apply(content, entries) {
    testContent(content).notes = entries.map((entry) => entry.data);
  },
  blank: (content) => ({ id: `note-${testContent(content).notes.length + 1}`, title: "New note", body: "Write here." }),
};

const homeType: ContentType<Home> = {
  type: "page",
  label: "Home",
  group: "pages",
  itemLabel: "page",
  collection: false,
  schema: HomeSchema,
  titleOf: () => "Home",
  ownPaths: () => [],
  shownOn: () => ["/"],
  previewPath: () => "/",
  entriesOf: (content) => [{ key: "page", data: testContent(content).home }],
  apply(content, entries) {
    if (entries[0]) testContent(content).home = entries[0].data;
  },
};

const contentTypes = [noteType as ContentType, homeType as ContentType];

const model: ContentModel = testContentModel(contentTypes, repository);

const seedsOf = (content: TestContent): Seed[] => seedsOfTypes(contentTypes, content);

/** Public pages besides the notes' own. */
const sitePages = new Set(["/", "/help", "/notes"]);

/** One process's prerendered pages: what it drops and what it renders again. */
type StubSite = { store: StaticStore; render: PageRender; dropped: string[]; stored: string[]; rendered: { path: string; content: TestContent }[]; clear(): void };

function stubSite(): StubSite {
  const dropped: string[] = [];
  const stored: string[] = [];
  const rendered: { path: string; content: TestContent }[] = [];
  return {
    dropped,
    stored,
    rendered,
    store: {
      get: () => undefined,
      pages: () => [],
      size: () => 0,
      replace: (path, file) => void (file ? stored : dropped).push(path),
    },
    async render(path, content) {
      rendered.push({ path, content: testContent(content) });
      return { status: 200, html: true, body: Buffer.from(`<!doctype html><title>${path}</title>`) };
    },
    clear() {
      dropped.length = 0;
      stored.length = 0;
      rendered.length = 0;
    },
  };
}

const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);
const noteIn = (content: SiteContent, id: string) => testContent(content).notes.find((note) => note.id === id);
const DAY_MS = 24 * 60 * 60 * 1000;

type Loader = { loader: (args: never) => unknown };
type Action = { action: (args: never) => unknown };

describe.each(testDatabaseKinds)("content editing (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let live: LiveContent;
  let editing: ContentEditing;
  let site: StubSite;
  let seeded: number;
  /** How far the service's clock runs ahead of the real one. */
  let ahead = 0;
  const clock = () => Date.now() + ahead;
  let editor: SignedIn;
  let otherEditor: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  const sealer = createTokenSealer("a test secret for content previews");
  const logger = pino({ level: "silent" });
  let context: ReturnType<typeof pageLoadContext>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    cons = testConsole(api);
    const db = api.store.db;
    seeded = await seedContent(db, seedsOf(repository));
    site = stubSite();
    live = await startLiveContent({ db, model, store: site.store, render: site.render, logger, pollMs: 50, warmUpPauseMs: -1 }).ready;
    editing = createContentEditing({
      db,
      model,
      live,
      sealer,
      now: clock,
      pageExists: (path) => sitePages.has(path),
      audit: (actor, action, subject, detail) => recordAudit(db, { actor, action, subject, detail }, clock()),
    });
    context = pageLoadContext({ privacy: null, formResultLookup: null, console: { ...cons.service, content: editing } });
    [editor, otherEditor, admin, member] = await Promise.all([cons.signedIn("editor"), cons.signedIn("editor"), cons.signedIn("admin"), cons.signedIn("member")]);
  });
  afterAll(async () => {
    live?.stop();
    await api?.close();
    await database?.cleanup();
  });

  const load = (module: Loader, path: string, init: ConsoleRequestInit = {}, params: Record<string, string> = {}) =>
    settle(async () => module.loader({ request: consoleRequest(path, init), context, params } as never));
  const act = (module: Action, path: string, init: ConsoleRequestInit, params: Record<string, string> = {}) =>
    settle(async () => module.action({ request: consoleRequest(path, init), context, params } as never));
  /** The entry page's form, posted. */
  const post = (as: SignedIn, key: string, intent: string, data?: unknown, version?: number, type = "note") =>
    act(contentEntry, consolePages.contentEntry(type, key), { as, form: { intent, version: String(version ?? ""), entry: JSON.stringify(data ?? null) } }, { type, key });
  const versionOf = async (key: string, type = "note") => (await editing.entry(type, key))!.version;
  const actorOf = (as: SignedIn) => ({ id: as.user.id, email: as.user.email });
  const audited = (subject: string) =>
    api.store.db.selectFrom("console_audit").select(["action", "actor_id", "detail"]).where("subject", "=", subject).execute();
  const rendersOf = (stub: StubSite, paths: string[]) =>
    until(async () => paths.every((path) => stub.stored.includes(path)), 5_000, `the pages ${paths.join(", ")} rendered again`);

  it("seeds the entries the database lacks, published as given, and never overwrites one it has", async () => {
    const db = api.store.db;
    expect(seeded).toBe(3);
    const row = await entryOf(db, "note", "alpha");
    expect(row).toMatchObject({ draft_version: 1, published_version: 1, draft_saved_by: "repository", published_by: "repository", revision: 0 });
    expect(JSON.parse(row!.draft)).toEqual(alpha);
    expect(JSON.parse(row!.published!)).toEqual(alpha);
    expect(statusOf(row!)).toBe("published");
    expect(testContent(live.current()).notes).toEqual([alpha, beta]);

    const before = await allEntries(db);
    const other: TestContent = { ...repository, home: { headline: "Replaced", cta: { text: "No", href: "/" } }, notes: [{ ...alpha, title: "Replaced" }, { ...beta, body: "Replaced" }] };
    expect(await seedContent(db, seedsOf(other))).toBe(0);
    expect(await allEntries(db)).toEqual(before);

    expect(await seedContent(db, [{ type: "note", entries: [{ key: "alpha", data: { ...alpha, title: "Replaced" } }, { key: "gamma", data: gamma }] }])).toBe(1);
    expect(await entryOf(db, "note", "alpha")).toEqual(row);
    const added = await entryOf(db, "note", "gamma");
    expect(JSON.parse(added!.published!)).toEqual(gamma);
    expect(statusOf(added!)).toBe("published");

    // A required field the type gained since is filled in from the repository; the editor's words and removals stay.
    const later = { ...gamma, title: "Renamed in the repository", summary: "A field added later.", link: "/help" };
    expect(await seedContent(db, [{ type: "note", entries: [{ key: "gamma", data: later }], required: ["id", "title", "body", "summary"] }])).toBe(0);
    const upgraded = await entryOf(db, "note", "gamma");
    for (const copy of [upgraded!.draft, upgraded!.published!]) expect(JSON.parse(copy)).toEqual({ ...gamma, summary: "A field added later." });
    expect(upgraded!.draft_version).toBe(added!.draft_version);
    await db.updateTable("content_entries").set({ draft: added!.draft, published: added!.published }).where("type", "=", "note").where("key", "=", "gamma").execute();
  });

  it("keeps a save off the site, and refuses a second editor's stale save without losing either", async () => {
    const version = await versionOf("beta");
    const adas = { ...beta, title: "Beta, retitled" };
    const saved = await post(editor, "beta", "save", adas, version);
    expect(saved).toMatchObject({ status: 200, value: { intent: "save", done: expect.stringContaining("Draft saved") } });
    await live.refresh();
    expect(noteIn(live.current(), "beta")).toEqual(beta);
    expect((await editing.entry("note", "beta"))?.status).toBe("changed");

    const bobs = { ...beta, body: "A body from the other editor." };
    const stale = await post(otherEditor, "beta", "save", bobs, version);
    expect(stale.status).toBe(409);
    expect(stale.value).toMatchObject({ intent: "save", mine: bobs, conflict: { savedBy: editor.user.email, changed: ["title", "body"], version: version + 1 } });
    const row = await entryOf(api.store.db, "note", "beta");
    expect(JSON.parse(row!.draft)).toEqual(adas);
    expect(row).toMatchObject({ draft_version: version + 1, draft_saved_by: editor.user.email, published_version: 1 });
    expect(JSON.parse(row!.published!)).toEqual(beta);
  });

  it("publishes only a draft its schema accepts and whose links lead to pages; a publish renders the pages that show it again", async () => {
    const broken = await post(editor, "beta", "publish", { ...beta, title: "" }, await versionOf("beta"));
    expect(broken).toMatchObject({ status: 400, value: { intent: "publish", errors: { title: "Give the note a title." }, mine: { ...beta, title: "" } } });
    expect(JSON.parse((await entryOf(api.store.db, "note", "beta"))!.published!)).toEqual(beta);

    const version = await versionOf("beta");
    const nowhere = await post(editor, "beta", "save", { ...beta, link: "/nowhere" }, version);
    expect(nowhere).toMatchObject({ status: 400, value: { errors: { link: "There is no page at /nowhere. Choose one of the site's pages." } } });
    const home = { headline: "Welcome", cta: { text: "Gone", href: "/missing/" } };
    const nested = await post(editor, "page", "save", home, await versionOf("page", "page"), "page");
    expect(nested).toMatchObject({ status: 400, value: { errors: { "cta.href": "There is no page at /missing. Choose one of the site's pages." } } });
    expect(await versionOf("beta")).toBe(version);

    site.clear();
    const good = { ...beta, title: "Beta, second edition", link: "/notes/alpha/" };
    const published = await post(editor, "beta", "publish", good, version);
    expect(published).toMatchObject({ status: 200, value: { intent: "publish", done: expect.stringContaining("Published") } });
    expect(noteIn(live.current(), "beta")).toEqual(good);
    expect((await editing.entry("note", "beta"))?.status).toBe("published");
    const actions = await audited("note/beta");
    expect(actions.filter((entry) => entry.actor_id === editor.user.id).map((entry) => entry.action).sort()).toEqual(["content-published", "content-saved", "content-saved", "content-saved"]);

    const shown = ["/notes/beta", "/notes", "/"];
    await rendersOf(site, shown);
    // Each page's data is dropped at once; the page keeps its previous copy until its new one is stored.
    expect(site.dropped).toEqual(expect.arrayContaining(shown.map(dataPath)));
    await until(async () => shown.every((path) => site.stored.includes(path)), 2_000, "the new pages to be stored");
    expect(new Set(site.rendered.map((render) => render.path))).toEqual(new Set(shown));
    for (const render of site.rendered) expect(render.content.notes.find((note) => note.id === "beta")).toEqual(good);
  });

  it("shows a publish in every process within a poll, each rendering the pages again", async () => {
    const other = await database.open();
    const otherSite = stubSite();
    const otherLive = await startLiveContent({ db: other.db, model, store: otherSite.store, render: otherSite.render, logger, pollMs: 50, warmUpPauseMs: -1 }).ready;
    try {
      expect(noteIn(otherLive.current(), "beta")?.title).toBe("Beta, second edition");
      // At start it renders what differs from the build; that settles before the publish.
      await until(async () => otherLive.pending() === 0 && otherSite.stored.length === otherSite.rendered.length, 2_000, "the start's renders");
      otherSite.clear();

      const changed = { ...alpha, title: "Alpha, second edition" };
      expect(await editing.save(actorOf(editor), "note", "alpha", changed, await versionOf("alpha"))).toMatchObject({ ok: true });
      expect(await editing.publish(actorOf(editor), "note", "alpha", await versionOf("alpha"))).toEqual({ ok: true });
      await until(async () => noteIn(otherLive.current(), "alpha")?.title === changed.title, 2_000, "the other process to see the publish");
      const shown = ["/notes/alpha", "/notes", "/"];
      await rendersOf(otherSite, shown);
      expect(otherSite.dropped).toEqual(expect.arrayContaining(shown.map(dataPath)));
      await until(async () => shown.every((path) => otherSite.stored.includes(path)), 2_000, "the other process to store the new pages");
      expect(otherSite.rendered.every((render) => render.content.notes.find((note) => note.id === "alpha")?.title === changed.title)).toBe(true);
    } finally {
      otherLive.stop();
      await other.close();
    }
  });

  it("gives preview links that show the draft in place until they expire", async () => {
    const draft = { ...gamma, title: "Gamma, not yet published" };
    expect(await editing.save(actorOf(editor), "note", "gamma", draft, await versionOf("gamma"))).toMatchObject({ ok: true });
    const link = await editing.previewLink("note", "gamma");
    const token = /^\/notes\/gamma\?preview=(v1\.[\w-]+)$/.exec(link ?? "")?.[1];
    expect(token).toBeDefined();
    const preview = await editing.previewContent(token!);
    expect(noteIn(preview!, "gamma")).toEqual(draft);
    expect(noteIn(preview!, "beta")?.title).toBe("Beta, second edition");
    expect(noteIn(live.current(), "gamma")).toEqual(gamma);

    const claim = { t: "note", k: "gamma", e: clock() + DAY_MS };
    expect(await editing.previewContent(`${token!.slice(0, -4)}${token!.endsWith("AAAA") ? "BBBB" : "AAAA"}`)).toBeNull();
    expect(await editing.previewContent(createTokenSealer("another secret").seal("content-preview", claim))).toBeNull();
    expect(await editing.previewContent(sealer.seal("console-link", claim))).toBeNull();
    expect(await editing.previewContent(sealer.seal("content-preview", { ...claim, k: "nothing" }))).toBeNull();
    expect(await editing.previewLink("note", "nothing")).toBeUndefined();

    try {
      ahead = PREVIEW_LINK_DAYS * DAY_MS - 60_000;
      expect(await editing.previewContent(token!)).not.toBeNull();
      ahead = PREVIEW_LINK_DAYS * DAY_MS + 1_000;
      expect(await editing.previewContent(token!)).toBeNull();
    } finally {
      ahead = 0;
    }
  });

  it("refuses to publish a draft its page cannot show, and the site keeps the published version", async () => {
    const failing = createContentEditing({
      db: api.store.db,
      model,
      live,
      sealer,
      now: clock,
      pageExists: (path) => sitePages.has(path),
      render: async () => ({ status: 500, html: true, body: Buffer.from("") }),
      audit: async () => {},
    });
    const before = noteIn(live.current(), "alpha");
    const draft = { ...before!, title: "Alpha, unrenderable" };
    expect(await failing.save(actorOf(editor), "note", "alpha", draft, await versionOf("alpha"))).toMatchObject({ ok: true });
    const refused = await failing.publish(actorOf(editor), "note", "alpha", await versionOf("alpha"));
    expect(refused).toMatchObject({ ok: false, reason: "render", message: expect.stringContaining("keeps the published version") });
    await live.refresh();
    expect(noteIn(live.current(), "alpha")).toEqual(before);
  });

  it("unpublishes a collection entry: it leaves the site, its own page is removed, and it is audited", async () => {
    site.clear();
    const done = await post(editor, "alpha", "unpublish");
    expect(done).toMatchObject({ status: 200, value: { intent: "unpublish", done: expect.stringContaining("Taken off the site") } });
    expect(noteIn(live.current(), "alpha")).toBeUndefined();
    expect([...live.current().removed]).toEqual(["/notes/alpha"]);
    expect((await editing.entry("note", "alpha"))?.status).toBe("unpublished");
    expect((await audited("note/alpha")).filter((entry) => entry.action === "content-unpublished")).toEqual([{ action: "content-unpublished", actor_id: editor.user.id, detail: "" }]);
    await rendersOf(site, ["/notes/alpha", "/notes", "/"]);

    expect(await post(editor, "alpha", "unpublish")).toMatchObject({ status: 409, value: { refused: "This entry is not on the site." } });
    expect(await post(editor, "page", "unpublish", undefined, undefined, "page")).toMatchObject({ status: 409, value: { refused: "This entry is not on the site." } });
    expect(await editing.unpublish(actorOf(editor), "page", "page")).toEqual({ ok: false, reason: "not-published" });
    expect(testContent(live.current()).home).toEqual(repository.home);
    expect((await audited("note/alpha")).filter((entry) => entry.action === "content-unpublished")).toHaveLength(1);
  });

  it("refuses the content pages to the signed out, members, forged posts, stale versions, broken drafts and dead links", async () => {
    const entryPath = consolePages.contentEntry("note", "beta");
    const typePath = consolePages.contentType("note");
    const entryParams = { type: "note", key: "beta" };
    const version = await versionOf("beta");
    const form = { intent: "save", version: String(version), entry: JSON.stringify({ ...beta, title: "Forged" }) };

    const page = await load(contentList, consolePages.content);
    expect(page.status).toBe(302);
    expect(page.response?.headers.get("location")).toBe(`/console/sign-in?next=${encodeURIComponent(consolePages.content)}`);
    expect((await load(contentList, consolePages.content, { accept: "data" })).status).toBe(401);
    expect((await load(contentType, typePath, { accept: "data" }, { type: "note" })).status).toBe(401);
    expect((await load(contentEntry, entryPath, { accept: "data" }, entryParams)).status).toBe(401);
    expect((await act(contentType, typePath, { form: {} }, { type: "note" })).status).toBe(401);
    expect((await act(contentEntry, entryPath, { form }, entryParams)).status).toBe(401);

    expect((await load(contentList, consolePages.content, { as: member })).status).toBe(403);
    expect((await load(contentType, typePath, { as: member }, { type: "note" })).status).toBe(403);
    expect((await load(contentEntry, entryPath, { as: member }, entryParams)).status).toBe(403);
    expect((await act(contentType, typePath, { as: member, form: {} }, { type: "note" })).status).toBe(403);
    expect((await act(contentEntry, entryPath, { as: member, form }, entryParams)).status).toBe(403);

    expect((await act(contentEntry, entryPath, { cookie: editor.cookie, form }, entryParams)).status).toBe(403);
    expect((await act(contentType, typePath, { cookie: editor.cookie, form: {} }, { type: "note" })).status).toBe(403);
    expect((await act(contentEntry, entryPath, { as: editor, form, origin: "https://evil.example" }, entryParams)).status).toBe(403);
    expect((await act(contentEntry, entryPath, { as: editor, form, origin: null }, entryParams)).status).toBe(403);
    expect(await versionOf("beta")).toBe(version);
    expect((await editing.list("note")).map((entry) => entry.key)).toEqual(["alpha", "beta", "gamma"]);

    expect((await post(editor, "beta", "save", { ...beta, title: "Stale" }, version - 1)).status).toBe(409);
    expect((await post(editor, "beta", "publish", { ...beta, body: "" }, version)).status).toBe(400);
    expect((await post(editor, "beta", "save", { ...beta, link: "/no/such/page" }, version + 1)).status).toBe(400);

    for (const [index, as] of [editor, admin].entries()) {
      const list = await load(contentList, consolePages.content, { as });
      expect(list.status).toBe(200);
      expect((list.value as { types: { type: string; count: number }[] }).types.map(({ type, count }) => ({ type, count }))).toEqual([
        { type: "note", count: 3 },
        { type: "page", count: 1 },
      ]);
      expect((await load(contentType, typePath, { as }, { type: "note" })).status).toBe(200);
      const entry = await load(contentEntry, entryPath, { as }, entryParams);
      expect(entry.status).toBe(200);
      // The broken draft's problem shows until the editor's save mends it.
      const problems = index === 0 ? { body: "Write the note." } : {};
      expect(entry.value).toMatchObject({ type: { type: "note" }, entry: { key: "beta", problems }, previewLink: expect.stringMatching(/^https:\/\/www\.lumora\.example\/notes\/beta\?preview=/) });
      const saved = await post(as, "beta", "save", { ...beta, title: `Saved by ${as.user.role}` }, version + 1 + index);
      expect(saved).toMatchObject({ status: 200, value: { intent: "save" } });
    }
    expect(await entryOf(api.store.db, "note", "beta")).toMatchObject({ draft_saved_by: admin.user.email, draft_version: version + 3 });

    const leadsList = await load(leads, consolePages.leads, { as: editor });
    expect(leadsList.status).toBe(302);
    expect(leadsList.response?.headers.get("location")).toBe(consolePages.content);
    expect((await load(lead, "/console/leads/some-lead", { as: editor }, { id: "some-lead" })).status).toBe(403);
  });

  it("creates a collection entry as a draft, off the site until it is published", async () => {
    const created = await act(contentType, consolePages.contentType("note"), { as: editor, form: {} }, { type: "note" });
    expect(created.status).toBe(302);
    const key = /^\/console\/content\/note\/(note-\d+)$/.exec(created.response?.headers.get("location") ?? "")?.[1];
    expect(key).toBe("note-4");
    const entry = await editing.entry("note", key!);
    expect(entry).toMatchObject({ status: "draft", version: 1, savedBy: editor.user.email, publishedAt: null, problems: {} });
    await live.refresh();
    expect(noteIn(live.current(), key!)).toBeUndefined();
    const listed = await load(contentType, consolePages.contentType("note"), { as: editor }, { type: "note" });
    expect((listed.value as { entries: { key: string; status: string }[] }).entries.at(-1)).toMatchObject({ key, status: "draft" });
    expect((await audited(`note/${key!}`)).map((row) => row.action)).toEqual(["content-created"]);

    expect(await editing.publish(actorOf(editor), "note", key!, 1)).toEqual({ ok: true });
    expect(noteIn(live.current(), key!)).toEqual(entry!.data);

    const page = await act(contentType, consolePages.contentType("page"), { as: editor, form: {} }, { type: "page" });
    expect(page).toMatchObject({ status: 409, value: { error: "This content takes no new entries." } });
  });

  it("takes a collection off the site entirely when its last entry is unpublished", async () => {
    for (const entry of await editing.list("note")) {
      if (entry.status === "published" || entry.status === "changed") expect(await editing.unpublish(actorOf(editor), "note", entry.key)).toEqual({ ok: true });
    }
    expect(testContent(live.current()).notes).toEqual([]);
    expect([...live.current().removed].sort()).toEqual(["/notes/alpha", "/notes/beta", "/notes/gamma", "/notes/note-4"]);
  });
});
