import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { prerenderPaths, staticPaths } from "../app/config/routes.ts";
import { run } from "./lib/run.ts";

/**
 * `npm run bench`: builds, starts the production server and measures, per
 * route: HTML bytes, first-load JavaScript (raw and gzip) and Lighthouse
 * mobile scores; then requests/s for the prerendered home page from our
 * server against a plain static file server serving the same file. Writes
 * bench-results/bench.json and prints a table.
 *
 * Options: --routes=all (every prerendered page; default: one of each kind)
 * or --routes=/safeopt,/minty (just those), --no-lighthouse, --seconds=N
 * (load duration, default 10).
 *
 * Budgets: the product pages (PRODUCT_PAGES) must score Lighthouse mobile
 * performance ≥ 98 and 100 in the other three categories, with CLS 0 and no
 * more first-load JavaScript than the home page; the table flags a miss.
 */
const root = path.resolve(import.meta.dirname, "..");
/** The build measured: BUILD_DIR, as the server serves it (default build/). */
const clientDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const args = new Set(process.argv.slice(2));
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const PORT = 3400;
const STATIC_PORT = 3401;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const loadSeconds = Number(option("seconds") ?? 10);

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

const PRODUCT_PAGES = new Set(["/safeopt", "/minty", "/minty-cashback-boost"]);

/**
 * Pages with a Lighthouse budget (mobile): performance at least 98, the other
 * three categories 100, no layout shift. Product pages also ship no more
 * JavaScript than Home.
 */
function hasBudget(route: string): boolean {
  return PRODUCT_PAGES.has(route) || /^\/(success-stories|case-study|webinar)\/|^\/careers$/.test(route);
}

/** What a route misses of its budget ("" when it meets it or has none). */
function budgetMisses(result: RouteResult, homeJsGzip: number | undefined): string {
  if (!hasBudget(result.route)) return "";
  const misses: string[] = [];
  const lh = result.lighthouse;
  if (lh) {
    if (lh.performance < 98) misses.push(`perf ${lh.performance} < 98`);
    if (lh.accessibility < 100) misses.push(`a11y ${lh.accessibility}`);
    if (lh.bestPractices < 100) misses.push(`best pr. ${lh.bestPractices}`);
    if (lh.seo < 100) misses.push(`SEO ${lh.seo}`);
    if (lh.cls > 0) misses.push(`CLS ${lh.cls.toFixed(3)}`);
  }
  if (PRODUCT_PAGES.has(result.route) && homeJsGzip !== undefined && result.jsGzip > homeJsGzip) misses.push(`JS ${(result.jsGzip / 1024).toFixed(1)} KB > home`);
  return misses.length ? `✘ ${misses.join(", ")}` : "✔";
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

/** The JavaScript a first visit downloads: module scripts and modulepreloads. */
/** The scripts a page names: its <script src>, modulepreloads and the inline module script's imports. */
function pageScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/**
 * Every module the page loads before it runs: the scripts it names and,
 * transitively, their static imports (dynamic `import()` is left out: that
 * is what loads on intent). Paths are under the client build.
 */
function firstLoadScripts(html: string): string[] {
  const seen = new Set<string>();
  const queue = pageScripts(html);
  while (queue.length > 0) {
    const script = queue.pop()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const file = path.join(clientDir, script);
    let code: string;
    try {
      code = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(script), match[1]!));
    }
  }
  return [...seen];
}

type RouteResult = {
  route: string;
  status: number;
  htmlBytes: number;
  jsRaw: number;
  jsGzip: number;
  lighthouse?: { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number; lcpMs: number };
};

async function measureRoute(route: string): Promise<RouteResult> {
  const response = await fetch(`${ORIGIN}${route}`, { redirect: "manual", headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  let jsRaw = 0;
  let jsGzip = 0;
  for (const script of firstLoadScripts(html)) {
    const file = path.join(clientDir, script);
    const body = readFileSync(file);
    jsRaw += body.length;
    jsGzip += gzipSync(body, { level: 9 }).length;
  }
  return { route, status: response.status, htmlBytes: Buffer.byteLength(html), jsRaw, jsGzip };
}

async function lighthouse(route: string, attempt = 1): Promise<RouteResult["lighthouse"]> {
  const output = path.join(root, "bench-results", `lighthouse${route.replaceAll("/", "_") || "_home"}.json`);
  const code = await run(
    "npx",
    [
      "lighthouse",
      `${ORIGIN}${route}`,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { ...process.env, CHROME_PATH: chrome },
  );
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): try once more.
  if (code !== 0) return attempt < 2 ? lighthouse(route, attempt + 1) : undefined;
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
  };
}

async function requestsPerSecond(url: string) {
  const result = await autocannon({ url, connections: 50, duration: loadSeconds, headers: { "accept-encoding": "br, gzip" } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A plain static file server: reads the file from disk on every request, no compression. */
function startPlainStaticServer(file: string) {
  const size = statSync(file).size;
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": size });
    createReadStream(file).pipe(res);
  });
  return new Promise<typeof server>((resolve) => server.listen(STATIC_PORT, "127.0.0.1", () => resolve(server)));
}

let server: ChildProcess | undefined;
try {
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  console.log("Building…");
  if ((await run("npm", ["run", "-s", "build"], { ...process.env, SITE_URL: ORIGIN })) !== 0) process.exit(1);
  server = spawn("node", ["server/index.ts"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SITE_URL: ORIGIN, LOG_LEVEL: "error", RATE_LIMIT: "false", DATA_DIR: path.join(root, "bench-results/data") },
  });
  await waitForServer(`${ORIGIN}/healthz`);

  const results: RouteResult[] = [];
  for (const route of routes) {
    const result = await measureRoute(route);
    if (!args.has("--no-lighthouse") && result.status < 300) {
      console.log(`Lighthouse ${route}…`);
      result.lighthouse = await lighthouse(route);
    }
    results.push(result);
  }

  console.log(`Load: ${loadSeconds}s at 50 connections each…`);
  const ours = await requestsPerSecond(`${ORIGIN}/`);
  const plain = await startPlainStaticServer(path.join(clientDir, "index.html"));
  const baseline = await requestsPerSecond(`http://127.0.0.1:${STATIC_PORT}/`);
  plain.close();

  const report = { measuredAt: new Date().toISOString(), node: process.version, routes: results, homeLoad: { ours, plainStaticServer: baseline } };
  writeFileSync(path.join(root, "bench-results/bench.json"), `${JSON.stringify(report, null, 2)}\n`);

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  // The home page's first-load JavaScript is the product pages' ceiling (measured now, or read from a full run).
  const homeJsGzip = results.find((r) => r.route === "/")?.jsGzip ?? (await measureRoute("/")).jsGzip;
  const rows = results.map((r) => {
    const lh = r.lighthouse;
    return `| ${r.route} | ${r.status} | ${kb(r.htmlBytes)} | ${kb(r.jsRaw)} | ${kb(r.jsGzip)} | ${lh ? `${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.cls.toFixed(3)} | ${lh.lcpMs}` : "– | – | – | – | – | –"} | ${budgetMisses(r, homeJsGzip)} |`;
  });
  const table = [
    "| route | status | HTML KB | JS KB | JS KB gzip | perf | a11y | best pr. | SEO | CLS | LCP ms | budget |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "| home page, 50 connections | req/s | p50 ms | p99 ms | non-2xx |",
    "|---|---|---|---|---|",
    `| our server (memory, brotli) | ${ours.requestsPerSecond} | ${ours.p50Ms} | ${ours.p99Ms} | ${ours.non2xx} |`,
    `| plain static file server | ${baseline.requestsPerSecond} | ${baseline.p50Ms} | ${baseline.p99Ms} | ${baseline.non2xx} |`,
  ].join("\n");
  writeFileSync(path.join(root, "bench-results/bench.md"), `${table}\n`);
  console.log(`\n${table}\n\nWritten to bench-results/bench.json and bench-results/bench.md`);
} finally {
  server?.kill("SIGTERM");
}
