import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { type Insertable, sql } from "kysely";
import type { PageViewsTable, WebVitalsTable } from "../../server/db/schema.ts";
import { rollUpFinishedDays } from "../../server/analytics/rollups.server.ts";
import { sweepViews } from "../../server/analytics/page-views.server.ts";
import { printTraffic } from "../../server/analytics/traffic-cli.server.ts";
import { deviceClass } from "../../server/analytics/user-agent.ts";
import { openStore, type Store } from "../../server/db/database.server.ts";
import { contactLeadRow } from "../../tests/support/lead-row.ts";
import { freshBenchDatabase } from "./bench-database.ts";
import { openLoop } from "./open-loop.ts";

/**
 * "Traffic over 1,000,000 views": 30 days of views (1,000,000 by default,
 * arriving evenly up to now), their leads and field measures,
 * every finished day rolled up as the server's sweep rolls it; then the
 * `leads traffic` CLI's read over the 30 days, and the Traffic page's figures
 * read through the server's console service while /healthz is asked at
 * random, 200/s (its p99 then against the same without Traffic reads); and
 * the retention's delete of the oldest day, in batches.
 */
const root = path.resolve(import.meta.dirname, "../..");
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0) * 100) / 100;
};

const PATHS = ["/", "/safeopt", "/minty", "/", "/minty-cashback-boost", "/success-stories", "/safeopt", "/success-stories/avon", "/case-study/3", "/webinar/bfcm2025", "/help", "/careers", "/minty", "/privacy", "/meeting-scheduled"];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
];
const ARRIVALS = [
  { host: null, source: null, medium: null, campaign: null },
  { host: "www.google.com", source: null, medium: null, campaign: null },
  { host: "www.google.com", source: "google", medium: "cpc", campaign: "brand" },
  { host: "www.linkedin.com", source: "linkedin", medium: "social", campaign: "launch" },
  { host: null, source: "newsletter", medium: "email", campaign: "november" },
  { host: "news.ycombinator.com", source: null, medium: null, campaign: null },
];

/**
 * Stores `count` views arriving evenly from the start of the day 29 days back
 * up to `now` (visitors view 4 pages each), a lead per 200 views, field
 * measures per 4 (a page load's, when it is left); returns today's views too.
 */
export async function seedMonth(store: Store, count: number, now: number): Promise<{ leads: number; vitals: number; today: number }> {
  const firstDay = Date.parse(`${dayOf(now - 29 * DAY_MS)}T00:00:00.000Z`);
  const todayStart = Date.parse(`${dayOf(now)}T00:00:00.000Z`);
  const span = now - 60_000 - firstDay;
  let today = 0;
  let vitalsCount = 0;
  let views: Insertable<PageViewsTable>[] = [];
  let vitals: Insertable<WebVitalsTable>[] = [];
  const leads = [];
  const flush = async () => {
    await store.db.transaction().execute(async (trx) => {
      for (let at = 0; at < views.length; at += 500) await trx.insertInto("page_views").values(views.slice(at, at + 500)).execute();
      for (let at = 0; at < vitals.length; at += 500) await trx.insertInto("web_vitals").values(vitals.slice(at, at + 500)).execute();
    });
    views = [];
    vitals = [];
  };
  for (let i = 0; i < count; i += 1) {
    const time = firstDay + Math.floor((i * span) / count);
    if (time >= todayStart) today += 1;
    const at = new Date(time).toISOString();
    const visitorIndex = Math.floor(i / 40) * 10 + (i % 10);
    const nth = Math.floor((i % 40) / 10);
    const visitor = createHash("sha256").update(`month-${visitorIndex}`).digest("hex").slice(0, 32);
    const arrival = pick(ARRIVALS, visitorIndex * 7);
    const entryPath = pick(PATHS, visitorIndex * 5);
    const viewPath = pick(PATHS, visitorIndex * 5 + nth * 3);
    const device = deviceClass(pick(AGENTS, visitorIndex));
    views.push({
      id: `v${i}`,
      at,
      visitor,
      visit_id: `visit-${visitorIndex}`,
      path: viewPath,
      entry_path: entryPath,
      entry: nth === 0 ? 1 : 0,
      referrer_host: nth === 0 ? arrival.host : null,
      utm_source: nth === 0 ? arrival.source : null,
      utm_medium: nth === 0 ? arrival.medium : null,
      utm_campaign: nth === 0 ? arrival.campaign : null,
      utm_content: null,
      utm_term: null,
      ad_click: 0,
      device,
    });
    if (i % 4 === 0) vitalsCount += 1;
    if (i % 4 === 0) vitals.push({ id: `w${i}`, at, path: viewPath, device, lcp_ms: 800 + (i % 2000), inp_ms: 40 + (i % 300), cls: (i % 30) / 100 });
    if (i % 200 === 39) leads.push(contactLeadRow(`month${i}@example.com`, Date.parse(at) + 1000, { user_agent: "Mozilla/5.0 bench", search_text: `month${i} bench`, visitor }));
    if (views.length >= 10_000) await flush();
  }
  await flush();
  for (let at = 0; at < leads.length; at += 500) await store.db.insertInto("leads").values(leads.slice(at, at + 500)).execute();
  return { leads: leads.length, vitals: vitalsCount, today };
}

/** GET /healthz at random arrivals, `rate` per second, until `stop()`; the answers' milliseconds. */
function healthzProbe(url: string, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const samples: number[] = [];
  let running = true;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    let due = performance.now();
    while (running) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        http
          .get(`${url}/healthz`, { agent }, (res) => {
            res.resume();
            res.on("end", () => {
              samples.push(performance.now() - started);
              resolve();
            });
          })
          .on("error", () => resolve());
      });
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
      due += (-Math.log(1 - Math.random()) / rate) * 1000;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(inFlight);
      agent.destroy();
      return samples;
    },
  };
}

function startTrafficServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; lines: AsyncIterator<string> }> {
  const child = spawn(process.execPath, [path.join(root, "scripts/lib/traffic-server.ts")], { cwd: root, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "inherit"] });
  let buffered = "";
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    let newline;
    while ((newline = buffered.indexOf("\n")) !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (!line.startsWith("{\"msg\":\"api listening\"") && !line.startsWith("{\"samples\"")) continue;
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else queue.push(line);
    }
  });
  const lines: AsyncIterator<string> = {
    next: () => new Promise((resolve) => {
      const line = queue.shift();
      if (line !== undefined) resolve({ value: line, done: false });
      else waiters.push((value) => resolve({ value, done: false }));
    }),
  };
  return lines.next().then(({ value }) => ({ child, url: `http://127.0.0.1:${(JSON.parse(value) as { port: number }).port}`, lines }));
}

export type TrafficMonthRow = {
  kind: string;
  views: number;
  todayViews: number;
  seedSeconds: number;
  rollUpSeconds: number;
  cliP50: number;
  cliP95: number;
  pageP50: number;
  pageP95: number;
  pageRuns: number;
  healthzP99During: number;
  healthzP99Quiet: number;
  healthzSamples: number;
  /** The server's event loop delay during the Traffic reads: how long its thread was held. */
  loopDelayP99: number;
  loopDelayMax: number;
  /** The same without Traffic reads, for the machine's own share of it. */
  idleLoopDelayP99: number;
  idleLoopDelayMax: number;
  retentionDeleted: number;
  retentionSlowestBatchMs: number;
};

export async function benchTrafficMonth(kind: "sqlite" | "postgres", postgresUrl: string | undefined, count: number): Promise<TrafficMonthRow> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-traffic-");
  const { dataDir, databaseUrl } = database;
  const store = openStore({ dataDir, databaseUrl, poolSize: 4 });
  let child: ChildProcess | undefined;
  try {
    await store.migrate();
    const now = Date.now();
    let started = performance.now();
    const seeded = await seedMonth(store, count, now);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`${kind}: ${count} views (${seeded.today} of them today), ${seeded.leads} leads, ${seeded.vitals} field measures stored in ${Math.round(seedSeconds)} s; rolling up the finished days…`);
    if (kind === "postgres") await sql`vacuum analyze`.execute(store.db);
    started = performance.now();
    await rollUpFinishedDays(store.db, now);
    const rollUpSeconds = (performance.now() - started) / 1000;
    if (kind === "sqlite") await sql`pragma optimize`.execute(store.db);

    const period = { since: `${dayOf(now - 29 * DAY_MS)}T00:00:00.000Z`, until: `${dayOf(now + DAY_MS)}T00:00:00.000Z` };
    const cli: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const t = performance.now();
      await printTraffic(store, ["--since", "30d"], { usageError: (message) => new Error(message), write: () => {}, now });
      if (i > 0) cli.push(performance.now() - t);
    }

    const server = await startTrafficServer({ PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn", RATE_LIMIT: "false", MAIL_WORKER: "false", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" });
    child = server.child;
    const read = async (runs: number) => {
      server.child.stdin?.write(`run ${runs} ${period.since} ${period.until}\n`);
      return JSON.parse((await server.lines.next()).value) as { samples: number[]; loopDelay: { p99: number; max: number } };
    };
    await read(2);
    const quiet = healthzProbe(server.url, 200);
    server.child.stdin?.write("idle 8000\n");
    const idle = (JSON.parse((await server.lines.next()).value) as { loopDelay: { p99: number; max: number } }).loopDelay;
    const quietSamples = await quiet.stop();
    const during = healthzProbe(server.url, 200);
    const { samples: page, loopDelay } = await read(40);
    const duringSamples = await during.stop();
    server.child.stdin?.end();
    await new Promise((resolve) => server.child.once("exit", resolve));
    child = undefined;

    // The retention's sweep a day later: the oldest day's views go, a batch at a time.
    const retention = await sweepViews(store.db, now + DAY_MS);
    return {
      kind,
      views: count,
      todayViews: seeded.today,
      seedSeconds: Math.round(seedSeconds),
      rollUpSeconds: Math.round(rollUpSeconds * 10) / 10,
      cliP50: percentile(cli, 0.5),
      cliP95: percentile(cli, 0.95),
      pageP50: percentile(page, 0.5),
      pageP95: percentile(page, 0.95),
      pageRuns: page.length,
      healthzP99During: percentile(duringSamples, 0.99),
      healthzP99Quiet: percentile(quietSamples, 0.99),
      healthzSamples: duringSamples.length,
      loopDelayP99: Math.round(loopDelay.p99 * 10) / 10,
      loopDelayMax: Math.round(loopDelay.max * 10) / 10,
      idleLoopDelayP99: Math.round(idle.p99 * 10) / 10,
      idleLoopDelayMax: Math.round(idle.max * 10) / 10,
      retentionDeleted: retention.deleted,
      retentionSlowestBatchMs: Math.round(retention.slowestBatchMs * 10) / 10,
    };
  } finally {
    child?.kill("SIGKILL");
    await store.close();
    await database.remove();
  }
}

export type FloodRow = { kind: string; seconds: number; floodSent: number; flood204: number; flood429: number; floodStored: number; realSent: number; real204: number; realStored: number };

/**
 * A flood from one network (as many beacons as 50 connections get answered)
 * while real visitors from other networks arrive at random, 50/s, each from
 * a network of its own, behind one trusted proxy: how many of the real
 * visitors' views are stored.
 */
export async function benchFlood(
  kind: "sqlite" | "postgres",
  postgresUrl: string | undefined,
  seconds: number,
  autocannon: (options: Record<string, unknown>) => Promise<{ "2xx": number; non2xx: number; requests: { total?: number }; statusCodeStats?: Record<string, { count: number }> }>,
  startServer: (env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }>,
): Promise<FloodRow> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-flood-");
  const { dataDir, databaseUrl } = database;
  const { child, url } = await startServer({
    PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "error", RATE_LIMIT: "true", TRUST_PROXY: "1", MAIL_WORKER: "false",
    SITE_URL: "https://www.lumora.example", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "",
  });
  try {
    const agent = AGENTS[0]!;
    const flood = autocannon({
      url: `${url}/api/visit`,
      method: "POST",
      connections: 50,
      duration: seconds,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": agent, "x-forwarded-for": "203.0.113.66", origin: "https://www.lumora.example" },
      body: JSON.stringify({ url: "/flood", referrer: "" }),
    });
    const real = openLoop({
      url: `${url}/api/visit`,
      rate: 50,
      seconds,
      request: (i) => ({
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": `${pick(AGENTS, i)} visitor/${i}`, "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, origin: "https://www.lumora.example" },
        body: JSON.stringify({ url: `/real/${i % 7}`, referrer: "" }),
      }),
    });
    const [floodResult, realResult] = await Promise.all([flood, real]);
    // SIGTERM writes what is queued.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    const store = openStore({ dataDir, databaseUrl, poolSize: 1 });
    try {
      const stored = async (like: string) =>
        Number((await store.db.selectFrom("page_views").select((eb) => eb.fn.countAll().as("n")).where("path", "like", like).executeTakeFirstOrThrow()).n);
      const codes = floodResult.statusCodeStats ?? {};
      return {
        kind,
        seconds,
        floodSent: floodResult["2xx"] + floodResult.non2xx,
        flood204: codes["204"]?.count ?? floodResult["2xx"],
        flood429: codes["429"]?.count ?? 0,
        floodStored: await stored("/flood"),
        realSent: realResult.sent,
        real204: realResult.samples.filter((sample) => sample.status === 204).length,
        realStored: await stored("/real/%"),
      };
    } finally {
      await store.close();
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await database.remove();
  }
}
