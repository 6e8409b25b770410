import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CONSOLE_COOKIE } from "../../server/console/console-service.server.ts";
import { startSession } from "../../server/console/sessions.server.ts";
import { upsertUser } from "../../server/console/team.server.ts";
import { createEntry, entriesOfType, entryOf } from "../../server/content/content-store.server.ts";
import { openStore, type Store } from "../../server/db/database.server.ts";
import { freshBenchDatabase } from "./bench-database.ts";
import { ensureWrk, type LoadResult, loadWithAutocannon, loadWithWrk } from "./bench-load.ts";

/**
 * Content publishing on the whole site (server/index.ts on the build, so `npm run build` first): how long after an
 * editor's publish of a Home hero change every process shows it; the console's case-study list and an entry's page with
 * thousands of entries; and the public pages' requests/s before and while a publish lands every second.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** What the build's prerendered pages were made for (no warning about their canonical URLs). */
const SITE_URL = "http://localhost:3000";
const LIVE_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function siteBuilt(): boolean {
  return existsSync(path.join(root, process.env.BUILD_DIR || "build", "server/index.js"));
}

type Site = { url: string; stop(): Promise<void> };

/** The production server as deployed: `processes` above 1 is one port shared by that many workers. */
function startSite(env: Record<string, string>, processes: number): Promise<Site> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "info", RATE_LIMIT: "false", MAIL_WORKER: "false", SITE_URL, WEB_CONCURRENCY: String(processes), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = processes > 1 ? /server processes listening/ : /"msg":"serving on/;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let log = "";
    const onData = (chunk: Buffer) => {
      log += chunk.toString("utf8");
      const port = /"port":(\d+),[^\n]*"msg":"serving on/.exec(log)?.[1];
      if (!port || !ready.test(log)) return;
      // Its later log is read and dropped, so the pipe never fills.
      child.stdout?.off("data", onData);
      child.stdout?.resume();
      resolve({ url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the site exited with ${code}\n${log.slice(-2000)}`)));
  });
}

type Answer = { status: number; body: string; bytes: number; ms: number };

/** One request; without an agent it goes on a new connection, so a cluster's primary hands it to its next worker. */
function ask(url: string, { method = "GET", headers = {}, body, agent }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: http.Agent } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: agent ?? false, headers: { ...headers, ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: body.toString("utf8"), bytes: body.length, ms: performance.now() - started });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A signed-in editor, made the way a sign-in makes one. */
async function editorSession(store: Store) {
  const user = await upsertUser(store.db, { email: `editor-${randomBytes(4).toString("hex")}@lumora.example`, role: "editor", invitedBy: "cli" });
  const { token, session } = await startSession(store.db, user.id);
  return { cookie: `${CONSOLE_COOKIE}=${token}`, csrf: session.csrfToken };
}

type HomeData = { hero: { subheadlines: [string, string] } };

/**
 * Publishes Home with `marker` at the end of the hero's first subheadline, as an editor's browser does: the console's form
 * posts to the route's data URL (`…/page.data`, React Router's single fetch) and then loads the page's data again; the
 * console page is rendered as HTML only for a browser without JavaScript. Resolves with the post's milliseconds once it
 * answered that it published.
 */
async function homePublisher(store: Store) {
  const session = await editorSession(store);
  const first = await entryOf(store.db, "home", "page");
  if (!first) throw new Error("the site seeded no Home entry");
  const original = (JSON.parse(first.draft) as HomeData).hero.subheadlines[0];
  return async (url: string, marker: string) => {
    const row = await entryOf(store.db, "home", "page");
    const data = JSON.parse(row!.draft) as HomeData;
    data.hero.subheadlines[0] = `${original} ${marker}`;
    const form = new URLSearchParams({ csrf: session.csrf, intent: "publish", version: String(row!.draft_version), entry: JSON.stringify(data) });
    const answer = await ask(`${url}/console/content/home/page.data`, {
      method: "POST",
      headers: { cookie: session.cookie, origin: new URL(url).origin, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    if (answer.status !== 200 || !answer.body.includes("Published. Every page")) throw new Error(`the publish was refused: ${answer.status} ${answer.body.slice(0, 300)}`);
    const reloaded = await ask(`${url}/console/content/home/page.data`, { headers: { cookie: session.cookie } });
    if (reloaded.status !== 200) throw new Error(`the entry's data did not load again after the publish: ${reloaded.status}`);
    return answer.ms;
  };
}

/**
 * When `/` on `url` shows `marker` in every one of its `processes`: a cluster's primary hands each new connection to the
 * next worker in turn, so that many new answers in a row (confirmed by as many again) came from all of them.
 */
async function shownEverywhere(url: string, marker: string, processes: number): Promise<number> {
  const deadline = performance.now() + LIVE_TIMEOUT_MS;
  let streak = 0;
  let seen = 0;
  while (performance.now() < deadline) {
    const answer = await ask(`${url}/`);
    if (answer.status === 200 && answer.body.includes(marker)) {
      streak += 1;
      if (streak === processes) seen = performance.now();
      if (streak >= processes * 2) return seen;
    } else streak = 0;
    await sleep(20);
  }
  throw new Error(`${url}/ did not show a publish within ${LIVE_TIMEOUT_MS / 1000} s`);
}

export type PublishRow = { kind: string; setup: string; publishes: number; postP50: number; postP95: number; liveP50: number; liveP95: number; liveMax: number; meets: boolean };

/** `publishes` Home changes, each posted to the first server; the time from the post's answer until every server shows it. */
async function publishToLive(kind: string, setup: string, store: Store, servers: { url: string; processes: number }[], publishes: number): Promise<PublishRow> {
  const publish = await homePublisher(store);
  const posts: number[] = [];
  const live: number[] = [];
  for (let i = -2; i < publishes; i += 1) {
    const marker = `bench${randomBytes(5).toString("hex")}`;
    const post = await publish(servers[0]!.url, marker);
    const answered = performance.now();
    const seen = await Promise.all(servers.map((server) => shownEverywhere(server.url, marker, server.processes)));
    // The first two warm the processes up.
    if (i >= 0) {
      posts.push(post);
      live.push(Math.max(0, Math.max(...seen) - answered));
    }
    // The pages that show Home are rendered again in the background before the next.
    await sleep(1500);
  }
  const row = { kind, setup, publishes, postP50: percentile(posts, 0.5), postP95: percentile(posts, 0.95), liveP50: percentile(live, 0.5), liveP95: percentile(live, 0.95), liveMax: percentile(live, 1) };
  return { ...row, meets: row.liveP95 <= 2000 };
}

/** (a) one server's processes on its database; (b) on PostgreSQL, two servers started apart, as two machines run them. */
export async function benchPublishToLive(kind: "sqlite" | "postgres", postgresUrl: string | undefined, publishes: number): Promise<PublishRow[]> {
  const rows: PublishRow[] = [];
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-publish-");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  const sites: Site[] = [];
  const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
  try {
    sites.push(await startSite(env, 2));
    rows.push(await publishToLive(kind, "one server, 2 processes (WEB_CONCURRENCY=2)", store, [{ url: sites[0]!.url, processes: 2 }], publishes));
    await sites.pop()!.stop();
    if (kind === "postgres") {
      sites.push(await startSite(env, 1));
      sites.push(await startSite(env, 1));
      rows.push(await publishToLive(kind, "two servers, one database", store, sites.map((site) => ({ url: site.url, processes: 1 })), publishes));
    }
    return rows;
  } finally {
    for (const site of sites) await site.stop();
    await store.close();
    await database.remove();
  }
}

export type ColdRow = { kind: string; processes: number; rounds: number; p50: number; max: number; all: number[]; meets: boolean };

/**
 * Something every page shows, published on a just-started server: a fresh server (a process per core) takes one publish of
 * the menus and footer (the first footer column's title) right after it listens, and the time from the post's answer until
 * `/msa` shows the new words in every process. `rounds` fresh servers; target: within 2 s.
 */
export async function benchColdSiteWidePublish(kind: "sqlite" | "postgres", postgresUrl: string | undefined, rounds: number): Promise<ColdRow> {
  const processes = os.availableParallelism();
  const all: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const database = await freshBenchDatabase(kind, postgresUrl, "bench-cold-");
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
    const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
    let site: Site | undefined;
    try {
      site = await startSite(env, processes);
      const session = await editorSession(store);
      const row = await entryOf(store.db, "navigation", "site");
      if (!row) throw new Error("the site seeded no navigation entry");
      const data = JSON.parse(row.draft) as { footer: { title: string }[] };
      const marker = `Cold${randomBytes(4).toString("hex")}`;
      data.footer[0]!.title = marker;
      const form = new URLSearchParams({ csrf: session.csrf, intent: "publish", version: String(row.draft_version), entry: JSON.stringify(data) });
      const answer = await ask(`${site.url}/console/content/navigation/site.data`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      if (answer.status !== 200 || !answer.body.includes("Published. Every page")) throw new Error(`the publish was refused: ${answer.status} ${answer.body.slice(0, 300)}`);
      const answered = performance.now();
      const deadline = answered + LIVE_TIMEOUT_MS;
      let streak = 0;
      let seen = 0;
      while (streak < processes * 2) {
        if (performance.now() > deadline) throw new Error(`/msa did not show the new footer within ${LIVE_TIMEOUT_MS / 1000} s`);
        const page = await ask(`${site.url}/msa`);
        if (page.status === 200 && page.body.includes(marker)) {
          streak += 1;
          if (streak === processes) seen = performance.now();
        } else streak = 0;
        await sleep(20);
      }
      all.push(Math.round(seen - answered));
    } finally {
      await site?.stop();
      await store.close();
      await database.remove();
    }
  }
  return { kind, processes, rounds, p50: percentile(all, 0.5), max: percentile(all, 1), all, meets: percentile(all, 1) <= 2000 };
}

export type ScheduleRow = { kind: string; setup: string; schedules: number; lateP50: number; lateP95: number; lateMax: number; meets: boolean };

/** Posts one of the console's forms for Home as the editor; throws unless the answer says `expected`. */
async function postHome(url: string, session: { cookie: string; csrf: string }, fields: Record<string, string>, expected: string) {
  const form = new URLSearchParams({ csrf: session.csrf, ...fields });
  const answer = await ask(`${url}/console/content/home/page`, {
    method: "POST",
    headers: { cookie: session.cookie, origin: new URL(url).origin, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (answer.status !== 200 || !answer.body.includes(expected)) throw new Error(`${fields.intent} was refused: ${answer.status} ${answer.body.slice(0, 300)}`);
}

/**
 * Scheduled-to-live lateness: a Home change saved, scheduled through the console `leadMs` ahead (to the second, in UTC),
 * and the time from the scheduled moment until `/` shows it in every process of one server (2 processes, each running
 * the schedule worker; the queue gives each schedule to one). Target: p95 within 60 s; the poll is 1 s.
 */
export async function benchScheduledToLive(kind: "sqlite" | "postgres", postgresUrl: string | undefined, schedules: number, leadMs = 3_000): Promise<ScheduleRow[]> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-schedule-");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  const processes = 2;
  let site: Site | undefined;
  const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
  try {
    site = await startSite(env, processes);
    const session = await editorSession(store);
    const first = await entryOf(store.db, "home", "page");
    if (!first) throw new Error("the site seeded no Home entry");
    const original = (JSON.parse(first.draft) as HomeData).hero.subheadlines[0];
    const late: number[] = [];
    for (let i = -1; i < schedules; i += 1) {
      const marker = `sched${randomBytes(5).toString("hex")}`;
      const row = await entryOf(store.db, "home", "page");
      const data = JSON.parse(row!.draft) as HomeData;
      data.hero.subheadlines[0] = `${original} ${marker}`;
      await postHome(site.url, session, { intent: "save", version: String(row!.draft_version), entry: JSON.stringify(data) }, "Draft saved");
      const runAt = Math.ceil((Date.now() + leadMs) / 1000) * 1000;
      const wall = new Date(runAt).toISOString();
      await postHome(site.url, session, { intent: "schedule", action: "publish", version: String(row!.draft_version + 1), date: wall.slice(0, 10), time: wall.slice(11, 19), timeZone: "UTC" }, "Scheduled: draft version");
      const seen = await shownEverywhere(site.url, marker, processes);
      // The first warms the processes up; performance.now() and Date.now() share the one clock here.
      if (i >= 0) late.push(Math.max(0, seen + performance.timeOrigin - runAt));
      await sleep(1500);
    }
    const row = { kind, setup: `one server, ${processes} processes`, schedules, lateP50: percentile(late, 0.5), lateP95: percentile(late, 0.95), lateMax: percentile(late, 1) };
    return [{ ...row, meets: row.lateP95 <= 60_000 }];
  } finally {
    await site?.stop();
    await store.close();
    await database.remove();
  }
}

export type EditorRow = { kind: string; page: string; entries: number; p50: number; p95: number; kb: number; runs: number; meets: boolean };

/** The case-study list and an entry's page as a signed-in editor, with `count` more case studies saved as drafts. */
export async function benchEditorPages(kind: "sqlite" | "postgres", postgresUrl: string | undefined, count: number): Promise<EditorRow[]> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-editor-");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  let site: Site | undefined;
  const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // The server seeds the repository's case studies; the copies are made from the first.
    site = await startSite(env, 1);
    const seeded = await entriesOfType(store.db, "case-study");
    const template = JSON.parse(seeded[0]!.draft) as { id: number; slug: string; title: string };
    const firstId = Math.max(...seeded.map((row) => Number(row.key))) + 1;
    const started = performance.now();
    const keys: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = firstId + i;
      const data = { ...template, id, slug: `${template.slug}-copy-${id}`, title: `${template.title} (copy ${id})` };
      if (!(await createEntry(store.db, { type: "case-study", key: String(id), data, by: "bench@lumora.example" }))) throw new Error(`case study ${id} exists`);
      keys.push(String(id));
    }
    const total = seeded.length + count;
    console.log(`${kind}: ${count} case studies added as drafts (${total} in all) in ${Math.round((performance.now() - started) / 100) / 10} s`);
    const { cookie } = await editorSession(store);
    // As a browser asks: compressed answers, so their size is what is sent.
    const headers = { cookie, accept: "text/html", "accept-encoding": "gzip, deflate, br" };
    const keyOf = (i: number) => keys[(i * 7919) % keys.length]!;
    // The page as loaded, then its loader's data alone (what a navigation within the console fetches).
    const pages: [string, (i: number) => string][] = [
      ["GET /console/content/case-study", () => "/console/content/case-study"],
      ["GET /console/content/case-study.data", () => "/console/content/case-study.data"],
      ["GET /console/content/case-study/<key>", (i) => `/console/content/case-study/${keyOf(i)}`],
      ["GET /console/content/case-study/<key>.data", (i) => `/console/content/case-study/${keyOf(i)}.data`],
    ];
    const rows: EditorRow[] = [];
    const runs = 50;
    for (const [page, pathOf] of pages) {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = -10; i < runs; i += 1) {
        const answer = await ask(`${site.url}${pathOf(i + 10)}`, { headers, agent });
        if (answer.status !== 200) throw new Error(`${page}: ${answer.status}`);
        if (i >= 0) samples.push(answer.ms);
        bytes = answer.bytes;
      }
      const p95 = percentile(samples, 0.95);
      rows.push({ kind, page, entries: total, p50: percentile(samples, 0.5), p95, kb: Math.round(bytes / 1024), runs, meets: p95 < 100 });
    }
    return rows;
  } finally {
    agent.destroy();
    await site?.stop();
    await store.close();
    await database.remove();
  }
}

export type ThroughputRow = {
  kind: string;
  page: string;
  tool: string;
  before: number[];
  during: number[];
  beforeMedian: number;
  duringMedian: number;
  ratio: number;
  /** While publishing: the share of sampled answers rendered for their request rather than sent from memory. */
  renderedShare: number;
  /** The longest wait, once publishing stopped (and the load with it), until every process had the page in memory again. */
  settleMs: number;
  publishes: number;
  failedPublishes: number;
  /** The load tool's socket errors (connect, read, write, timeout) and answers that were not 2xx or 3xx. */
  socketErrors: number;
  non2xx: number;
  meets: boolean;
};

/** Whether `url` answers from memory: a stored page carries an ETag, a page rendered for its request none. */
async function fromMemory(url: string): Promise<boolean> {
  const answer = await new Promise<boolean>((resolve) => {
    http
      .get(url, { agent: false, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers.etag !== undefined));
      })
      .on("error", () => resolve(false));
  });
  return answer;
}

const SETTLE_TIMEOUT_MS = 120_000;

/** Milliseconds until `processes` answers in a row (and as many again) come from memory: every process stored the page again. */
async function storedEverywhere(url: string, processes: number): Promise<number> {
  const started = performance.now();
  for (let streak = 0; streak < processes * 2; ) {
    if (performance.now() - started > SETTLE_TIMEOUT_MS) return Infinity;
    streak = (await fromMemory(url)) ? streak + 1 : 0;
    if (streak < processes * 2) await sleep(50);
  }
  return performance.now() - started;
}

/**
 * Requests/s of a public page (the server as deployed: a process per core) in rounds of `seconds` without publishes,
 * each followed by one while Home is published every second; the medians and their ratio. Before each quiet round every
 * process has the page in memory again (the wait is reported; past two minutes the rounds go on without it).
 */
export async function benchPublicThroughput(kind: "sqlite" | "postgres", postgresUrl: string | undefined, seconds: number, rounds = 3): Promise<ThroughputRow[]> {
  const useWrk = ensureWrk();
  const load = (url: string, duration: number): Promise<LoadResult> => (useWrk ? loadWithWrk(url, duration) : loadWithAutocannon(url, duration));
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-publish-load-");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  const processes = os.availableParallelism();
  let site: Site | undefined;
  const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
  try {
    site = await startSite(env, processes);
    const siteUrl = site.url;
    const publish = await homePublisher(store);
    const rows: ThroughputRow[] = [];
    for (const page of ["/", "/safeopt"]) {
      const url = `${siteUrl}${page}`;
      await load(url, 2);
      const before: LoadResult[] = [];
      const during: LoadResult[] = [];
      let publishes = 0;
      let failedPublishes = 0;
      let samples = 0;
      let rendered = 0;
      let settleMs = 0;
      for (let round = 0; round < rounds; round += 1) {
        if (round > 0) settleMs = Math.max(settleMs, await storedEverywhere(url, processes));
        before.push(await load(url, seconds));
        let loading = true;
        const publishing = (async () => {
          while (loading) {
            const started = performance.now();
            await publish(siteUrl, `bench${randomBytes(5).toString("hex")}`).then(
              () => (publishes += 1),
              () => (failedPublishes += 1),
            );
            await sleep(Math.max(0, 1000 - (performance.now() - started)));
          }
        })();
        const sampling = (async () => {
          while (loading) {
            samples += 1;
            if (!(await fromMemory(url))) rendered += 1;
            await sleep(100);
          }
        })();
        during.push(await load(url, seconds));
        loading = false;
        await Promise.all([publishing, sampling]);
      }
      settleMs = Math.max(settleMs, await storedEverywhere(url, processes));
      const beforeMedian = median(before.map((r) => r.requestsPerSecond));
      const duringMedian = median(during.map((r) => r.requestsPerSecond));
      const ratio = Math.round((duringMedian / beforeMedian) * 100) / 100;
      const socketErrors = [...before, ...during].reduce((sum, r) => sum + r.errors, 0);
      const non2xx = [...before, ...during].reduce((sum, r) => sum + r.non2xx, 0);
      rows.push({
        kind,
        page,
        tool: before[0]!.tool,
        before: before.map((r) => r.requestsPerSecond),
        during: during.map((r) => r.requestsPerSecond),
        beforeMedian,
        duringMedian,
        ratio,
        renderedShare: Math.round((rendered / Math.max(1, samples)) * 100),
        settleMs: Math.round(settleMs),
        publishes,
        failedPublishes,
        socketErrors,
        non2xx,
        meets: ratio >= 0.9 && failedPublishes + socketErrors + non2xx === 0,
      });
    }
    return rows;
  } finally {
    await site?.stop();
    await store.close();
    await database.remove();
  }
}

export type UploadRow = { kind: string; uploads: number; photoKb: number; postP50: number; postP95: number; servedP50: number; servedP95: number; servedMax: number };

/** A photograph-like JPEG of about `bytes` (noise compresses as badly as a camera's picture): a new one every call. */
async function noisyPhoto(bytes: number): Promise<Buffer> {
  for (let side = 1200; ; side += 100) {
    const photo = await sharp({ create: { width: Math.round(side * 1.5), height: side, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    if (photo.length >= bytes) return photo;
  }
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Uint8Array }): { body: Buffer; type: string } {
  const boundary = `bench${randomBytes(12).toString("hex")}`;
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Upload to served: `uploads` photos of about 2 MB, each posted to the Media page as an editor's browser does (the route's
 * data URL, multipart), from the post until the largest AVIF made from it is served by both of the server's processes.
 */
export async function benchUploadToServed(kind: "sqlite" | "postgres", postgresUrl: string | undefined, uploads: number): Promise<UploadRow> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-upload-");
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
  const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
  let site: Site | undefined;
  try {
    site = await startSite(env, 2);
    const session = await editorSession(store);
    const posts: number[] = [];
    const served: number[] = [];
    const sizes: number[] = [];
    for (let i = -1; i < uploads; i += 1) {
      const photo = await noisyPhoto(2 * 1024 * 1024);
      const { body, type } = multipart({ csrf: session.csrf, alt: `Bench photo ${i + 1}`, inPlace: "1" }, { name: `photo-${i + 1}.jpg`, type: "image/jpeg", data: photo });
      const started = performance.now();
      const answer = await ask(`${site.url}/console/content/media.data`, { method: "POST", headers: { cookie: session.cookie, origin: site.url, "content-type": type }, body });
      const id = /\/media\/([0-9a-f]{20})-/.exec(answer.body)?.[1];
      if (answer.status !== 200 || !id) throw new Error(`the upload was refused: ${answer.status} ${answer.body.slice(0, 300)}`);
      const post = performance.now() - started;
      // Each new connection goes to the next process: two 200s in a row are both of them.
      let streak = 0;
      while (streak < 2) {
        const file = await ask(`${site.url}/media/${id}-1440.avif`);
        streak = file.status === 200 && file.bytes > 0 ? streak + 1 : 0;
        if (performance.now() - started > LIVE_TIMEOUT_MS) throw new Error(`/media/${id}-1440.avif was not served within ${LIVE_TIMEOUT_MS / 1000} s`);
      }
      // The first warms the processes up (sharp's first encode loads its codecs).
      if (i >= 0) {
        posts.push(post);
        served.push(performance.now() - started);
        sizes.push(photo.length);
      }
    }
    return {
      kind,
      uploads,
      photoKb: Math.round(median(sizes) / 1024),
      postP50: percentile(posts, 0.5),
      postP95: percentile(posts, 0.95),
      servedP50: percentile(served, 0.5),
      servedP95: percentile(served, 0.95),
      servedMax: percentile(served, 1),
    };
  } finally {
    await site?.stop();
    await store.close();
    await database.remove();
  }
}
