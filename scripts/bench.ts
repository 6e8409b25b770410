import { spawn, type ChildProcess } from "node:child_process";
import { get } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { prerenderPaths, staticPaths } from "#app/config/routes.ts";
import { lighthouseMedian, type LighthouseRun } from "./lib/bench-lighthouse.ts";
import { LabFigures } from "../server/analytics/lab-figures.ts";
import { ensureWrk, type LoadResult, loadWithAutocannon, loadWithWrk, startNginx, startPlainStaticServer } from "./lib/bench-load.ts";
import { slowPhoneInteractive, type InteractiveRun } from "./lib/bench-interactive.ts";
import { run } from "./lib/run.ts";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

/**
 * `npm run bench`: builds, starts the production server and measures each
 * route: HTML (brotli, and with its headers whether it fits the first round
 * trip), Lighthouse mobile (simulated throttling) as the median of three
 * runs, with the JavaScript requested before the load event apart from the
 * JavaScript loaded later (on intent), and when every control works on a
 * slow phone (median of three loads); then requests/s for the prerendered home page from our server,
 * a plain Node static file server and nginx serving the same build (ours and
 * nginx in turn, three rounds each, the median of each). Writes
 * bench-results/bench.json and bench-results/bench.md and prints the table.
 *
 * Options: --routes=all (every prerendered page), --routes=/safeopt,/minty
 * (just those; default: every route of the route table, one case study of
 * each variant and two webinars), --runs=N (Lighthouse runs per route,
 * default 3), --no-lighthouse, --no-load, --seconds=N (each load round's
 * duration, default 8), --no-build (measure the build already there),
 * --keep-traces (keep each Lighthouse run's artifacts, its trace among them,
 * beside its report), --no-interactive (skip the slow-phone loads),
 * --save-lab (also write each measured route's Lighthouse medians to
 * server/analytics/lab-figures.json, which the console's Traffic page shows
 * beside the field figures: commit it with the code it measured).
 *
 * Budgets, flagged per route: Lighthouse 100 in all four categories, FCP
 * ≤ 1.0 s, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0, first-load JavaScript ≤ 140 KB (React, React DOM and React Router are 92.5 KB of it),
 * on the slow phone first and largest paint within 5 % of the page without scripts,
 * and HTML ≤ 25 KB (brotli); and our server at least half of nginx's
 * requests/s on the home page.
 */
const root = path.resolve(import.meta.dirname, "..");
/** The build measured: BUILD_DIR, as the server serves it (default build/). */
const clientDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const args = new Set(process.argv.slice(2));
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
/** BENCH_PORT (default 3400) and the two after it: our server, a plain static server and nginx. */
const PORT = Number(process.env.BENCH_PORT || 3400);
if (!Number.isInteger(PORT) || PORT < 1024 || PORT > 65533) throw new Error("BENCH_PORT must be a whole number from 1024 to 65533");
const STATIC_PORT = PORT + 1;
const NGINX_PORT = PORT + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const chrome = CHROMIUM_PATH;
const loadSeconds = Number(option("seconds") ?? 8);
const lighthouseRuns = Number(option("runs") ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error("--runs must be a positive whole number");
if (!Number.isFinite(loadSeconds) || loadSeconds <= 0) throw new Error("--seconds must be a positive number");

const routesOption = option("routes");
const routes =
  routesOption === "all"
    ? [...prerenderPaths(), "/bigcat", "/no-such-page"]
    : routesOption
      ? routesOption.split(",").map((route) => route.trim()).filter(Boolean)
      : [
          ...staticPaths,
          "/success-stories/avon",
          "/case-study/3",
          "/webinar/bfcm2025",
          "/webinar/ecommerce-personalization-2025",
          "/bigcat",
          "/no-such-page",
        ];

/** What every page must reach (Lighthouse mobile, simulated throttling; sizes brotli). */
export const BUDGET = {
  score: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  firstLoadJsKb: 140,
  htmlKb: 25,
  /** How much later than the same page without scripts a slow phone may paint first and largest: the scripts must not hold the paint. */
  slowPhonePaintShare: 0.05,
  /** Our server's requests/s on the home page as a share of nginx's. */
  nginxShare: 0.5,
} as const;

const kb = (bytes: number) => bytes / 1024;

/**
 * What arrives in the first round trip of a new connection: ten TCP segments
 * of 1,460 bytes (the initial congestion window, as Lighthouse simulates it).
 * A page whose brotli HTML and response headers are larger needs a second
 * round trip before its first paint: about 150 ms of simulated FCP.
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;

/** " (lowest–highest)" of TBT over a route's Lighthouse runs: the figure moves most from run to run. */
function tbtRange(runs: LighthouseRun[] | undefined): string {
  if (!runs || runs.length < 2) return "";
  const values = runs.map((run) => run.tbtMs);
  return ` (${Math.min(...values)}–${Math.max(...values)})`;
}

/** What a route misses of its budget ("" when it meets it). */
function budgetMisses(result: RouteResult): string {
  if (result.status !== 200) return "";
  const misses: string[] = [];
  if (kb(result.htmlBrotli) > BUDGET.htmlKb) misses.push(`HTML ${kb(result.htmlBrotli).toFixed(1)} KB`);
  const lh = result.lighthouse;
  if (lh) {
    for (const [name, value] of [
      ["perf", lh.performance],
      ["a11y", lh.accessibility],
      ["best pr.", lh.bestPractices],
      ["SEO", lh.seo],
    ] as const) {
      if (value < BUDGET.score) misses.push(`${name} ${value}`);
    }
    if (lh.fcpMs > BUDGET.fcpMs) misses.push(`FCP ${lh.fcpMs}`);
    if (lh.lcpMs > BUDGET.lcpMs) misses.push(`LCP ${lh.lcpMs}`);
    if (lh.tbtMs > BUDGET.tbtMs) misses.push(`TBT ${lh.tbtMs}`);
    if (lh.cls > BUDGET.cls) misses.push(`CLS ${lh.cls.toFixed(3)}`);
    if (kb(lh.firstLoadJsBytes) > BUDGET.firstLoadJsKb) misses.push(`JS ${kb(lh.firstLoadJsBytes).toFixed(1)} KB`);
  }
  const phone = result.slowPhone;
  if (phone) {
    const over = (shipped: number, bare: number) => shipped > bare * (1 + BUDGET.slowPhonePaintShare);
    if (over(phone.firstContentfulPaintMs, phone.withoutScripts.firstContentfulPaintMs)) misses.push(`slow-phone FCP ${phone.firstContentfulPaintMs}`);
    if (over(phone.largestContentfulPaintMs, phone.withoutScripts.largestContentfulPaintMs)) misses.push(`slow-phone LCP ${phone.largestContentfulPaintMs}`);
  }
  return misses.length ? `✘ ${misses.join(", ")}` : "✔";
}

/** Resolves when the server says every process listens (a line of its log), or after 60 s. */
function allProcessesListening(child: ChildProcess): Promise<void> {
  // One core: no cluster, one "serving on" line; more: the primary's summary line.
  const ready = os.availableParallelism() > 1 ? /server processes listening/ : /"msg":"serving on/;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 60_000);
    let log = "";
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (!ready.test(log)) return;
      child.stdout?.off("data", onData);
      child.stdout?.resume();
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on("data", onData);
  });
}

function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(url)
        .then(() => resolve())
        .catch(() => (Date.now() - started > timeoutMs ? reject(new Error(`${url} did not start`)) : setTimeout(attempt, 200)));
    };
    attempt();
  });
}

type RouteResult = {
  route: string;
  status: number;
  htmlBytes: number;
  htmlBrotli: number;
  /** The page as a browser asking for brotli receives it: status line, headers and body, in bytes. */
  firstAnswerBytes: number;
  /** On a slow phone (bench-interactive.ts): median first paint and the moment every control works. */
  slowPhone?: InteractiveRun;
  /** Medians over the Lighthouse runs. */
  lighthouse?: LighthouseRun;
  lighthouseRuns?: LighthouseRun[];
};

const brotli = (body: Buffer | string) =>
  brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function measureRoute(route: string): Promise<RouteResult> {
  const response = await fetch(`${ORIGIN}${route}`, { redirect: "manual", headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  return { route, status: response.status, htmlBytes: Buffer.byteLength(html), htmlBrotli: brotli(html), firstAnswerBytes: await answerBytes(route) };
}

/** The bytes of the server's answer to a browser that accepts brotli: status line, headers and body as sent. */
function answerBytes(route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${ORIGIN}${route}`, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = Buffer.byteLength(`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        bytes += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
      }
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function homeLoad(url: string, useWrk: boolean, seconds = loadSeconds): Promise<LoadResult> {
  return useWrk ? loadWithWrk(url, seconds) : loadWithAutocannon(url, seconds);
}

/**
 * Our server and nginx are loaded in turn, three rounds each after a short
 * warm-up of both, and each reports its median round. One round of each had
 * put ours anywhere between 48 % and 85 % of nginx on the same build: this
 * 2-core machine's speed drifts over a run (more so straight after the
 * Lighthouse runs), and rounds taken in turn share the drift.
 */
const LOAD_ROUNDS = 3;
const WARM_UP_SECONDS = 2;

/** A server's median round; `rounds`: requests/s of each round, in the order they ran. */
type RoundsResult = LoadResult & { rounds?: number[] };

/** The round with the median requests/s. */
function medianRound(rounds: LoadResult[]): LoadResult {
  return [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds.length / 2)]!;
}

let server: ChildProcess | undefined;
try {
  const resultsDir = path.join(root, "bench-results");
  mkdirSync(resultsDir, { recursive: true });
  if (!args.has("--no-build")) {
    console.log("Building…");
    if ((await run("npm", ["run", "-s", "build"], { ...process.env, SITE_URL: ORIGIN })) !== 0) process.exit(1);
  }
  // Lighthouse measures the pages as a warmed server serves them, not the first encode of each picture (ADR 0301).
  if ((await run("node", ["scripts/pictures.ts"])) !== 0) process.exit(1);
  // The server as a deployment on its own machine runs it: one process per core.
  server = spawn("node", ["server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: ORIGIN,
      LOG_LEVEL: "info",
      RATE_LIMIT: "false",
      WEB_CONCURRENCY: "auto",
      DATA_DIR: path.join(resultsDir, "data"),
    },
  });
  await allProcessesListening(server);
  await waitForServer(`${ORIGIN}/healthz`);

  const results: RouteResult[] = [];
  for (const route of routes) {
    const result = await measureRoute(route);
    if (!args.has("--no-lighthouse") && result.status === 200) {
      console.log(`Lighthouse ${route} (${lighthouseRuns} run${lighthouseRuns > 1 ? "s" : ""})…`);
      const measured = await lighthouseMedian(ORIGIN, route, { runs: lighthouseRuns, directory: resultsDir, chrome, keepArtifacts: args.has("--keep-traces") });
      result.lighthouse = measured?.median;
      result.lighthouseRuns = measured?.runs;
    }
    if (!args.has("--no-interactive") && result.status === 200) {
      console.log(`Slow phone ${route} (${lighthouseRuns} load${lighthouseRuns > 1 ? "s" : ""})…`);
      result.slowPhone = await slowPhoneInteractive(ORIGIN, route, { runs: lighthouseRuns, chrome });
    }
    results.push(result);
  }

  let load: { ours: RoundsResult; plainStaticServer: RoundsResult; nginx?: RoundsResult } | undefined;
  if (!args.has("--no-load")) {
    const useWrk = ensureWrk();
    const oursUrl = `${ORIGIN}/`;
    const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/`;
    const nginxServer = await startNginx(clientDir, NGINX_PORT);
    console.log(
      `Load: ${LOAD_ROUNDS} rounds of ${loadSeconds}s at 50 connections on our server${nginxServer ? " and nginx in turn" : ""}, then the plain static server (${useWrk ? "wrk" : "autocannon"})…`,
    );
    await homeLoad(oursUrl, useWrk, WARM_UP_SECONDS);
    if (nginxServer) await homeLoad(nginxUrl, useWrk, WARM_UP_SECONDS);
    const oursRounds: LoadResult[] = [];
    const nginxRounds: LoadResult[] = [];
    for (let round = 0; round < LOAD_ROUNDS; round += 1) {
      oursRounds.push(await homeLoad(oursUrl, useWrk));
      if (nginxServer) nginxRounds.push(await homeLoad(nginxUrl, useWrk));
    }
    nginxServer?.stop();
    const plain = await startPlainStaticServer(path.join(clientDir, "index.html"), STATIC_PORT);
    const plainStaticServer = await homeLoad(`http://127.0.0.1:${STATIC_PORT}/`, useWrk);
    plain.close();
    const ours = { ...medianRound(oursRounds), rounds: oursRounds.map((round) => round.requestsPerSecond) };
    const nginx = nginxServer ? { ...medianRound(nginxRounds), rounds: nginxRounds.map((round) => round.requestsPerSecond) } : undefined;
    load = { ours, plainStaticServer, nginx };
  }

  const report = { measuredAt: new Date().toISOString(), node: process.version, lighthouseRuns, budget: BUDGET, routes: results, homeLoad: load };
  writeFileSync(path.join(resultsDir, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  if (process.argv.includes("--save-lab")) {
    const lab: LabFigures = {
      measuredAt: report.measuredAt,
      runs: lighthouseRuns,
      routes: results.flatMap(({ route, lighthouse: lh }) =>
        lh && !["/bigcat", "/no-such-page"].includes(route) ? [{ path: route, performance: lh.performance, lcpMs: lh.lcpMs, tbtMs: lh.tbtMs, cls: lh.cls }] : [],
      ),
    };
    writeFileSync(path.join(root, "server/analytics/lab-figures.json"), `${JSON.stringify(LabFigures.parse(lab), null, 2)}\n`);
    console.log(`Lab figures of ${lab.routes.length} routes written to server/analytics/lab-figures.json`);
  }

  const f = (bytes: number) => kb(bytes).toFixed(1);
  const rows = results.map((r) => {
    const lh = r.lighthouse;
    const scores = lh
      ? `${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.fcpMs} | ${lh.lcpMs} | ${lh.tbtMs}${tbtRange(r.lighthouseRuns)} | ${Number.isNaN(lh.cpuTimeTbtMs) ? "–" : lh.cpuTimeTbtMs} | ${lh.cls.toFixed(3)} | ${f(lh.firstLoadJsBytes)} | ${f(lh.laterJsBytes)} | ${lh.cpuIndex}`
      : "– | – | – | – | – | – | – | – | – | – | – | –";
    const firstAnswer = `${r.firstAnswerBytes}${r.firstAnswerBytes > FIRST_ROUND_TRIP_BYTES ? " ✘" : ""}`;
    const sp = r.slowPhone;
    const slowPhone = sp
      ? `${sp.firstContentfulPaintMs} (${sp.withoutScripts.firstContentfulPaintMs}) | ${sp.largestContentfulPaintMs} (${sp.withoutScripts.largestContentfulPaintMs}) | ${sp.hydratedMs}`
      : "– | – | –";
    return `| ${r.route} | ${r.status} | ${f(r.htmlBrotli)} | ${firstAnswer} | ${scores} | ${slowPhone} | ${budgetMisses(r)} |`;
  });
  const loadRow = (name: string, result: RoundsResult | undefined, share?: string) =>
    result
      ? `| ${name} | ${result.tool} | ${result.requestsPerSecond}${result.rounds ? ` (${result.rounds.join(", ")})` : ""} | ${result.p50Ms} | ${result.p99Ms} | ${result.non2xx} | ${share ?? ""} |`
      : `| ${name} | – | not measured | | | | |`;
  const share = load?.nginx ? load.ours.requestsPerSecond / load.nginx.requestsPerSecond : undefined;
  const shareCell = share === undefined ? "" : `${Math.round(share * 100)} % of nginx ${share >= BUDGET.nginxShare ? "✔" : "✘"}`;
  const table = [
    `Lighthouse mobile, median of ${lighthouseRuns} (TBT's lowest and highest run in brackets); TBT at CPU time = Lighthouse's same simulation replayed on each run's trace with every main-thread task as long as the CPU time its thread got (scripts/lib/trace-thread-time.ts): the page's own work without this machine's contention (software compositing, Lighthouse's screenshot of every frame), a lower bound where TBT is the upper one; sizes in KB brotli; first answer = the page's status line, headers and brotli body in bytes, ✘ when over the ${FIRST_ROUND_TRIP_BYTES} bytes of a connection's first round trip (the first paint then waits for a second); first-load JS = scripts requested until React has hydrated the page, later JS = after it (on intent); CPU = Lighthouse's benchmark index of the machine during the runs (higher is faster: TBT from runs far apart in it is not comparable); slow phone = Chromium with the CPU 4× slower, 1.6 Mbps and 150 ms (bench-interactive.ts), median of the same number of cold loads: its first and largest contentful paint (in brackets: the same page with its script requests refused, in loads alternating with these), and when React has hydrated the whole page (every control works; links, forms, fields and the header's menus work from the first paint).`,
    "",
    "| route | status | HTML | first answer | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | TBT at CPU time, ms | CLS | first-load JS | later JS | CPU | slow phone FCP ms | slow phone LCP ms | slow phone: every control works, ms | budget |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    ...(load
      ? [
          "",
          `| home page, 50 connections, gzip | tool | req/s: median (each round) | p50 ms | p99 ms | non-2xx | |`,
          "|---|---|---|---|---|---|---|",
          loadRow("our server (security headers on)", load.ours, shareCell),
          loadRow("plain Node static file server", load.plainStaticServer),
          loadRow("nginx, gzip_static, a worker per core", load.nginx),
        ]
      : []),
  ].join("\n");
  writeFileSync(path.join(resultsDir, "bench.md"), `${table}\n`);
  console.log(`\n${table}\n\nWritten to bench-results/bench.json and bench-results/bench.md`);
} finally {
  server?.kill("SIGTERM");
}
