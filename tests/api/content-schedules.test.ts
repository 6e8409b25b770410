import { pino } from "pino";
import { postgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/postgres.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "#app/forms/zod.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { pageLoadContext } from "#app/load-context.server.ts";
import * as contentEntry from "#app/routes/console/content-entry.tsx";
import * as contentList from "#app/routes/console/content.tsx";
import { recordAudit } from "../../server/console/audit.server.ts";
import { type ContentEditing, createContentEditing } from "../../server/content/content-editing.server.ts";
import type { ContentModel, ContentType, PageRender, SiteContent } from "../../server/content/content-model.ts";
import { type ContentSchedules, createContentSchedules, type ScheduleView, startContentScheduleWorker } from "../../server/content/content-schedules.server.ts";
import { contentRevision, entryOf, type Seed, seedContent } from "../../server/content/content-store.server.ts";
import { type LiveContent, startLiveContent } from "../../server/content/live-content.server.ts";
import { openStore, type Store } from "../../server/db/database.server.ts";
import type { StaticStore } from "../../server/http/static-files.ts";
import type { QueueWorker } from "../../server/queue/queue-worker.server.ts";
import { createTokenSealer } from "../../server/tokens/tokens.server.ts";
import { freshDatabase, freshDataDir, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type ConsoleRequestInit, settle, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi, until } from "./support/harness.ts";
import { seedsOf as seedsOfTypes, testContentModel } from "../support/content-model.ts";

/**
 * Scheduled publishing on each database, with a small made-up site (a collection of notes, each of which may announce an
 * end): a time in the past refused, a schedule carried out on time through the publish path and pinned to the draft saved
 * when it was set, cancelled, refused to members and forged posts, carried out by a process started after the one that
 * took it had stopped, once with two workers racing, marked failed with its reason when the page cannot render, and
 * carried out after a database outage.
 */

const NoteSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1, "Give the note a title."),
  body: z.string().min(1, "Write the note."),
  /** When what the note announces is over (ISO). */
  endsAt: z.string().optional(),
});
type Note = z.infer<typeof NoteSchema>;
type TestContent = Pick<SiteContent, "caseStudies" | "webinars" | "removed"> & { notes: Note[] };
const testContent = (content: SiteContent) => content as unknown as TestContent;

const notes: Note[] = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"].map((id) => ({ id, title: id[0]!.toUpperCase() + id.slice(1), body: `The ${id} note.` }));
const repository: TestContent = { notes, caseStudies: [], webinars: [], removed: new Set() };

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
  ownPaths: (data) => [`/notes/${data.id}`],
  shownOn: (data) => [`/notes/${data.id}`, "/notes"],
  previewPath: (data) => `/notes/${data.id}`,
  entriesOf: (content) => testContent(content).notes.map((data) => ({ key: data.id, data })),
  apply(content, entries) {
    testContent(content).notes = entries.map((entry) => entry.data);
  },
  endsAt: (data) => data.endsAt,
};
const contentTypes = [noteType as ContentType];
const model: ContentModel = testContentModel(contentTypes, repository);
const seeds: Seed[] = seedsOfTypes(contentTypes, repository);

const staticStore: StaticStore = { get: () => undefined, pages: () => [], size: () => 0, replace: () => {} };
const renders: PageRender = async (path) => ({ status: 200, html: true, body: Buffer.from(`<!doctype html><title>${path}</title>`) });
const noteIn = (content: SiteContent, id: string) => testContent(content).notes.find((note) => note.id === id);
const logger = pino({ level: "silent" });
const sealer = createTokenSealer("a test secret for content schedules");

/** What a server process runs of content: the live snapshot, the editing service, the schedules and their worker. */
type Process = { store: Store; live: LiveContent; editing: ContentEditing; schedules: ContentSchedules; worker: QueueWorker; stop(): Promise<void> };

async function startProcess(store: Store, { render = renders, closeStore = false }: { render?: PageRender; closeStore?: boolean } = {}): Promise<Process> {
  const db = store.db;
  const live = await startLiveContent({ db, model, store: staticStore, render, logger, pollMs: 50, warmUpPauseMs: -1 }).ready;
  const audit = (actor: { id: string; email: string }, action: Parameters<typeof recordAudit>[1]["action"], subject: string, detail: string) => recordAudit(db, { actor, action, subject, detail });
  const editing = createContentEditing({ db, model, live, sealer, render, pageExists: () => true, audit });
  const worker = startContentScheduleWorker({ store, logger, editing, pollIntervalMs: 100 });
  const schedules = createContentSchedules({ db, model, editing, audit, onScheduled: () => worker.nudge() });
  return {
    store,
    live,
    editing,
    schedules,
    worker,
    async stop() {
      await worker.stop(0);
      live.stop();
      if (closeStore) await store.close();
    },
  };
}

/** A date and time field pair for `ms` in UTC (with seconds, as a time field with step=1 posts them). */
const fieldsAt = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), timeZone: "UTC" };
};

type Loader = { loader: (args: never) => unknown };
type Action = { action: (args: never) => unknown };

describe.each(testDatabaseKinds)("scheduled publishing (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let main: Process;
  let editor: SignedIn;
  let member: SignedIn;
  let context: ReturnType<typeof pageLoadContext>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    cons = testConsole(api);
    await seedContent(api.store.db, seeds);
    main = await startProcess(api.store);
    context = pageLoadContext({ privacy: null, formResultLookup: null, console: { ...cons.service, content: main.editing, contentSchedules: main.schedules } });
    [editor, member] = await Promise.all([cons.signedIn("editor"), cons.signedIn("member")]);
  });
  afterAll(async () => {
    await main?.stop();
    await api?.close();
    await database?.cleanup();
  });

  const db = () => api.store.db;
  const load = (module: Loader, path: string, init: ConsoleRequestInit = {}, params: Record<string, string> = {}) =>
    settle(async () => module.loader({ request: consoleRequest(path, init), context, params } as never));
  const act = (module: Action, path: string, init: ConsoleRequestInit, params: Record<string, string> = {}) =>
    settle(async () => module.action({ request: consoleRequest(path, init), context, params } as never));
  /** The entry page's schedule form, posted. */
  const schedule = (as: SignedIn, key: string, fields: Record<string, string>, init: Omit<ConsoleRequestInit, "form" | "as"> = {}) =>
    act(contentEntry, consolePages.contentEntry("note", key), { as, ...init, form: { intent: "schedule", action: "publish", ...fields } }, { type: "note", key });
  const actorOf = (as: SignedIn) => ({ id: as.user.id, email: as.user.email });
  const saveNote = async (as: SignedIn, key: string, change: Partial<Note>) => {
    const entry = (await main.editing.entry("note", key))!;
    const saved = await main.editing.save(actorOf(as), "note", key, { ...(entry.data as Note), ...change }, entry.version);
    if (!saved.ok) throw new Error(`the save of ${key} was refused: ${saved.reason}`);
    return saved.version;
  };
  const scheduleRow = (id: string) => db().selectFrom("content_schedules").selectAll().where("id", "=", id).executeTakeFirst();
  const audited = (subject: string) => db().selectFrom("console_audit").select(["action", "actor_id", "actor_email", "detail"]).where("subject", "=", subject).orderBy("at").execute();
  const scheduledId = async (key: string) => {
    const [row] = await db().selectFrom("content_schedules").select("id").where("key", "=", key).orderBy("created_at", "desc").limit(1).execute();
    return row!.id;
  };

  it("refuses a time that has passed, a date that does not exist, an unknown zone and an undecided action, naming what is wrong", async () => {
    const past = await schedule(editor, "alpha", { ...fieldsAt(Date.now() - 60_000), version: "1" });
    expect(past.status).toBe(400);
    expect(past.value).toMatchObject({ intent: "schedule", refused: expect.stringMatching(/\(UTC\) has already passed: it is now .*Choose a later time\./) });
    expect((await schedule(editor, "alpha", { date: "2031-02-31", time: "09:00", timeZone: "UTC" })).value).toMatchObject({ refused: "Give a date and a time." });
    expect((await schedule(editor, "alpha", { ...fieldsAt(Date.now() + 3_600_000), timeZone: "Mars/Olympus_Mons" })).value).toMatchObject({ refused: "Choose a time zone from the list." });
    expect((await schedule(editor, "alpha", { ...fieldsAt(Date.now() + 3_600_000), action: "" })).status).toBe(400);
    // The version the editor saw: a save since then refuses the schedule rather than publish what they have not seen.
    expect(await schedule(editor, "alpha", { ...fieldsAt(Date.now() + 3_600_000), version: "0" })).toMatchObject({ status: 409, value: { refused: expect.stringContaining("Someone saved this entry") } });
    expect(await db().selectFrom("content_schedules").select("id").execute()).toEqual([]);
    expect((await audited("note/alpha")).filter((row) => row.action === "content-scheduled")).toEqual([]);
  });

  it("publishes the draft saved when it was scheduled, on time, through the publish path, and audits it in the scheduler's name", async () => {
    const scheduledVersion = await saveNote(editor, "alpha", { title: "Alpha, as scheduled" });
    const runAt = Date.now() + 3_000;
    const set = await schedule(editor, "alpha", { ...fieldsAt(runAt), version: String(scheduledVersion) });
    expect(set).toMatchObject({ status: 200, value: { intent: "schedule", done: expect.stringContaining(`Scheduled: draft version ${scheduledVersion} will be published at`) } });
    const id = await scheduledId("alpha");
    // A later save does not change what the schedule publishes.
    await saveNote(editor, "alpha", { title: "Alpha, saved after scheduling" });

    const page = await load(contentEntry, consolePages.contentEntry("note", "alpha"), { as: editor }, { type: "note", key: "alpha" });
    const items = (page.value as { schedule: { items: ScheduleView[] } }).schedule.items;
    expect(items).toMatchObject([{ id, action: "publish", version: scheduledVersion, status: "pending", savedSince: true, createdBy: editor.user.email, runAt: new Date(Math.floor(runAt / 1000) * 1000).toISOString() }]);
    const overview = await load(contentList, consolePages.content, { as: editor });
    expect((overview.value as { scheduled: ScheduleView[] }).scheduled).toMatchObject([{ id, key: "alpha", title: "Alpha, saved after scheduling", status: "pending" }]);
    expect(noteIn(main.live.current(), "alpha")?.title).toBe("Alpha");

    await until(async () => noteIn(main.live.current(), "alpha")?.title === "Alpha, as scheduled", 10_000, "the scheduled publish");
    const lateness = Date.now() - runAt;
    expect(lateness).toBeLessThan(5_000);
    const row = await scheduleRow(id);
    expect(row).toMatchObject({ status: "sent", data: null, last_error: null, attempts: 1 });
    expect(Date.parse(row!.sent_at!)).toBeGreaterThanOrEqual(Math.floor(runAt / 1000) * 1000);
    const entry = await entryOf(db(), "note", "alpha");
    expect(entry).toMatchObject({ published_version: scheduledVersion, published_by: editor.user.email, draft_version: scheduledVersion + 1 });
    expect((await main.editing.entry("note", "alpha"))?.status).toBe("changed");
    const trail = await audited("note/alpha");
    expect(trail.filter((entry) => entry.action !== "content-saved")).toEqual([
      { action: "content-scheduled", actor_id: editor.user.id, actor_email: editor.user.email, detail: expect.stringMatching(new RegExp(`^publish draft version ${scheduledVersion} at .* \\(UTC\\)$`)) },
      { action: "content-published", actor_id: editor.user.id, actor_email: editor.user.email, detail: expect.stringContaining(`(draft version ${scheduledVersion}), as ${editor.user.email} scheduled for`) },
    ]);
    const after = await load(contentList, consolePages.content, { as: editor });
    expect((after.value as { scheduled: ScheduleView[] }).scheduled).toEqual([]);
  });

  it("cancels a schedule with one post: it is gone from the lists, audited, and never carried out", async () => {
    const runAt = Date.now() + 2_000;
    expect((await schedule(editor, "beta", { ...fieldsAt(runAt), action: "unpublish" })).status).toBe(200);
    const id = await scheduledId("beta");
    const cancelled = await act(contentList, consolePages.content, { as: editor, form: { intent: "cancel-schedule", schedule: id } });
    expect(cancelled).toMatchObject({ status: 200, value: { intent: "cancel-schedule", done: expect.stringContaining("Cancelled: Beta will not be taken off the site at") } });
    expect(await scheduleRow(id)).toBeUndefined();
    expect((await audited("note/beta")).map((row) => row.action)).toEqual(["content-scheduled", "content-schedule-cancelled"]);
    expect(await act(contentList, consolePages.content, { as: editor, form: { intent: "cancel-schedule", schedule: id } })).toMatchObject({ status: 404, value: { refused: expect.stringContaining("no longer waiting") } });
    await new Promise((resolve) => setTimeout(resolve, runAt - Date.now() + 1_000));
    expect(noteIn(main.live.current(), "beta")).toBeDefined();
  });

  it("refuses schedules and cancels to members, to posts without the CSRF token and to other sites", async () => {
    const fields = { ...fieldsAt(Date.now() + 3_600_000), version: String((await main.editing.entry("note", "gamma"))!.version) };
    expect((await schedule(member, "gamma", fields)).status).toBe(403);
    const path = consolePages.contentEntry("note", "gamma");
    const form = { intent: "schedule", action: "publish", ...fields };
    expect((await act(contentEntry, path, { cookie: editor.cookie, form }, { type: "note", key: "gamma" })).status).toBe(403);
    expect((await act(contentEntry, path, { as: editor, form, origin: "https://evil.example" }, { type: "note", key: "gamma" })).status).toBe(403);
    expect((await load(contentList, consolePages.content, { as: member })).status).toBe(403);
    expect(await db().selectFrom("content_schedules").select("id").where("key", "=", "gamma").execute()).toEqual([]);

    expect((await schedule(editor, "gamma", fields)).status).toBe(200);
    const id = await scheduledId("gamma");
    expect((await act(contentList, consolePages.content, { as: member, form: { intent: "cancel-schedule", schedule: id } })).status).toBe(403);
    expect((await act(contentList, consolePages.content, { cookie: editor.cookie, form: { intent: "cancel-schedule", schedule: id } })).status).toBe(403);
    expect((await act(contentEntry, path, { cookie: editor.cookie, form: { intent: "cancel-schedule", schedule: id } }, { type: "note", key: "gamma" })).status).toBe(403);
    expect(await scheduleRow(id)).toMatchObject({ status: "pending" });
    expect((await act(contentEntry, path, { as: editor, form: { intent: "cancel-schedule", schedule: id } }, { type: "note", key: "gamma" })).status).toBe(200);
  });

  it("survives a restart: a schedule set on a process that then stopped is carried out by the process started after its time", async () => {
    await main.worker.stop(0);
    const first = await startProcess(await database.open(), { closeStore: true });
    const version = await saveNote(editor, "gamma", { title: "Gamma, after the restart" });
    const runAt = Date.now() + 2_000;
    expect(await first.schedules.schedule(actorOf(editor), "note", "gamma", { action: "publish", local: new Date(runAt).toISOString().slice(0, 19), timeZone: "UTC", version })).toMatchObject({ ok: true });
    const id = await scheduledId("gamma");
    // The process stops before the time (its worker hands back what it holds), and nothing runs at the time.
    await first.stop();
    await new Promise((resolve) => setTimeout(resolve, runAt - Date.now() + 1_500));
    expect(await scheduleRow(id)).toMatchObject({ status: "pending" });
    expect(noteIn(main.live.current(), "gamma")?.title).toBe("Gamma");

    const second = await startProcess(await database.open(), { closeStore: true });
    try {
      await until(async () => (await scheduleRow(id))?.status === "sent", 5_000, "the schedule carried out by the new process");
      await main.live.refresh();
      expect(noteIn(main.live.current(), "gamma")?.title).toBe("Gamma, after the restart");
    } finally {
      await second.stop();
    }
  });

  it("is carried out once when two processes' workers race for the same schedules", async () => {
    const other = await startProcess(await database.open(), { closeStore: true });
    const restarted = await startProcess(api.store);
    try {
      const keys = ["delta", "epsilon", "zeta"];
      const runAt = Date.now() + 2_000;
      for (const key of keys) {
        const version = await saveNote(editor, key, { body: `The ${key} note, scheduled.` });
        expect(await main.schedules.schedule(actorOf(editor), "note", key, { action: "publish", local: new Date(runAt).toISOString().slice(0, 19), timeZone: "UTC", version })).toMatchObject({ ok: true });
      }
      const before = await contentRevision(db());
      await until(async () => (await db().selectFrom("content_schedules").select("id").where("key", "in", keys).where("status", "=", "sent").execute()).length === keys.length, 10_000, "all three carried out");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await contentRevision(db())).toBe(before + keys.length);
      for (const key of keys) expect((await audited(`note/${key}`)).filter((row) => row.action === "content-published")).toHaveLength(1);
    } finally {
      await other.stop();
      await restarted.stop();
    }
  });

  it("marks a schedule failed with the reason when its page cannot render, and the site keeps what it had", async () => {
    const failing = await startProcess(await database.open(), { closeStore: true, render: async () => ({ status: 500, html: true, body: Buffer.from("") }) });
    try {
      const version = await saveNote(editor, "beta", { title: "Beta, unrenderable" });
      const runAt = Date.now() + 1_500;
      expect(await failing.schedules.schedule(actorOf(editor), "note", "beta", { action: "publish", local: new Date(runAt).toISOString().slice(0, 19), timeZone: "UTC", version })).toMatchObject({ ok: true });
      const id = await scheduledId("beta");
      await until(async () => (await scheduleRow(id))?.status === "failed", 10_000, "the schedule marked failed");
      expect((await scheduleRow(id))?.last_error).toContain("/notes/beta could not be shown with this draft");
      await failing.live.refresh();
      expect(noteIn(failing.live.current(), "beta")?.title).toBe("Beta");
      const page = await load(contentEntry, consolePages.contentEntry("note", "beta"), { as: editor }, { type: "note", key: "beta" });
      expect((page.value as { schedule: { items: ScheduleView[] } }).schedule.items).toMatchObject([{ id, status: "failed", error: expect.stringContaining("could not be shown") }]);
      // A failed schedule is cleared from the lists with the same one press.
      expect((await act(contentList, consolePages.content, { as: editor, form: { intent: "cancel-schedule", schedule: id } })).status).toBe(200);
    } finally {
      await failing.stop();
    }
  });

  it("unpublishes an entry when what it announces is over; setting it again replaces the earlier one", async () => {
    const restarted = await startProcess(api.store);
    try {
      const first = new Date(Date.now() + 3_600_000).toISOString();
      const version = await saveNote(editor, "delta", { endsAt: first });
      expect(await restarted.editing.publish(actorOf(editor), "note", "delta", version)).toEqual({ ok: true });
      const path = consolePages.contentEntry("note", "delta");
      const page = await load(contentEntry, path, { as: editor }, { type: "note", key: "delta" });
      expect((page.value as { schedule: { endsAt: string } }).schedule.endsAt).toBe(first);
      expect((await act(contentEntry, path, { as: editor, form: { intent: "schedule-when-over" } }, { type: "note", key: "delta" })).status).toBe(200);

      const ends = Date.now() + 2_000;
      const next = await saveNote(editor, "delta", { endsAt: new Date(ends).toISOString() });
      expect(await restarted.editing.publish(actorOf(editor), "note", "delta", next)).toEqual({ ok: true });
      expect((await act(contentEntry, path, { as: editor, form: { intent: "schedule-when-over" } }, { type: "note", key: "delta" })).status).toBe(200);
      const waiting = await db().selectFrom("content_schedules").selectAll().where("key", "=", "delta").where("status", "=", "pending").execute();
      expect(waiting).toMatchObject([{ action: "unpublish", rule: "when-over", run_at: new Date(ends).toISOString() }]);
      expect((await audited("note/delta")).filter((row) => row.action === "content-schedule-cancelled")).toMatchObject([{ detail: expect.stringContaining("replaced") }]);

      await until(async () => noteIn(restarted.live.current(), "delta") === undefined, 10_000, "the entry taken off the site");
      expect((await restarted.editing.entry("note", "delta"))?.status).toBe("unpublished");
      expect((await audited("note/delta")).at(-1)).toMatchObject({ action: "content-unpublished", actor_id: editor.user.id, detail: expect.stringContaining("scheduled for") });
    } finally {
      await restarted.stop();
    }
  });
});

/**
 * PostgreSQL away when a schedule falls due: the worker backs off, and carries the schedule out once the database is back.
 * Runs on a cluster of its own (stopping the shared test cluster would break the suites running beside it).
 */
describe.skipIf(!postgresInstalled())("scheduled publishing through a database outage", () => {
  let postgres: ThrowawayPostgres;
  let running: Process | undefined;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
  });
  afterAll(async () => {
    await running?.stop();
    postgres?.stop();
  });

  it("carries out a schedule that fell due while the database was down, once it is back", async () => {
    const store = openStore({ dataDir: await freshDataDir(), databaseUrl: postgres.url, poolSize: 2 });
    await store.migrate();
    await seedContent(store.db, seeds);
    running = await startProcess(store, { closeStore: true });
    const actor = { id: "scheduler-id", email: "scheduler@lumora.example" };
    const version = (await running.editing.entry("note", "alpha"))!.version;
    const saved = await running.editing.save(actor, "note", "alpha", { ...notes[0]!, title: "Alpha, through the outage" }, version);
    expect(saved).toMatchObject({ ok: true });
    const runAt = Date.now() + 2_000;
    expect(await running.schedules.schedule(actor, "note", "alpha", { action: "publish", local: new Date(runAt).toISOString().slice(0, 19), timeZone: "UTC", version: version + 1 })).toMatchObject({ ok: true });

    await postgres.pause();
    try {
      await new Promise((resolve) => setTimeout(resolve, runAt - Date.now() + 3_000));
    } finally {
      await postgres.start();
    }
    const back = Date.now();
    await until(async () => noteIn(running!.live.current(), "alpha")?.title === "Alpha, through the outage", 45_000, "the schedule carried out after the outage");
    expect(Date.now() - back).toBeLessThan(40_000);
    const rows = await store.db.selectFrom("content_schedules").select(["status", "attempts"]).execute();
    expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
    expect(await store.db.selectFrom("console_audit").select("action").where("action", "=", "content-published").execute()).toHaveLength(1);
  }, 90_000);
});
