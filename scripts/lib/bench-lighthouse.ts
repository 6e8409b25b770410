import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run } from "./run.ts";
import { atCpuTime } from "./trace-at-cpu-time.ts";

/** One Lighthouse mobile run (simulated throttling), reduced to what the bench reports. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire of the scripts requested before the load event. */
  firstLoadJsBytes: number;
  /** Bytes on the wire of the scripts requested after it (on idle or on intent). */
  laterJsBytes: number;
  /**
   * Lighthouse's measure of how fast this machine's CPU ran during the run
   * (higher is faster). The simulation lengthens the real main-thread tasks
   * 4× whatever this is, so TBT from a slower run is not comparable.
   */
  cpuIndex: number;
  /**
   * TBT from Lighthouse's simulation of the same trace with each of the
   * page's main-thread tasks at the CPU time it used (`trace-at-cpu-time.ts`):
   * the page's own work without the time the machine gave its cores to other
   * processes. NaN when it could not be worked out. A diagnostic: the budget
   * is on `tbtMs`.
   */
  tbtAtCpuTimeMs: number;
};

/** Lighthouse's mobile settings and the Chromium flags every run here uses (no network beyond this machine). */
export const LIGHTHOUSE_MOBILE_ARGS = [
  "--form-factor=mobile",
  "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
];

type NetworkRequest = { resourceType?: string; networkRequestTime?: number; transferSize?: number; url: string };

const CATEGORIES = "--only-categories=performance,accessibility,best-practices,seo";

/**
 * Lighthouse's TBT for the recorded run in `artifactsDirectory` (its trace,
 * network log and other artifacts, `-G`) with every task of the page's main
 * thread shortened to its CPU time; NaN when that fails. The shortened copy
 * is removed afterwards.
 */
async function tbtAtCpuTime(artifactsDirectory: string, chrome: string): Promise<number> {
  const shortened = `${artifactsDirectory}-at-cpu-time`;
  try {
    rmSync(shortened, { recursive: true, force: true });
    mkdirSync(shortened, { recursive: true });
    for (const file of readdirSync(artifactsDirectory)) {
      if (file !== "trace.json") copyFileSync(path.join(artifactsDirectory, file), path.join(shortened, file));
    }
    const trace = JSON.parse(readFileSync(path.join(artifactsDirectory, "trace.json"), "utf8"));
    atCpuTime(Array.isArray(trace) ? trace : trace.traceEvents);
    writeFileSync(path.join(shortened, "trace.json"), JSON.stringify(trace));
    const report = path.join(shortened, "report.json");
    // -A audits saved artifacts again, with the settings they were gathered with.
    const code = await run("npx", ["lighthouse", `-A=${shortened}`, "--quiet", "--output=json", `--output-path=${report}`, CATEGORIES, ...LIGHTHOUSE_MOBILE_ARGS], {
      ...process.env,
      CHROME_PATH: chrome,
    });
    if (code !== 0) return Number.NaN;
    return Math.round(Number(JSON.parse(readFileSync(report, "utf8")).audits["total-blocking-time"]?.numericValue ?? Number.NaN));
  } catch {
    return Number.NaN;
  } finally {
    rmSync(shortened, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse once; undefined when it could not record the page (it is
 * tried twice). Its artifacts (trace included, some megabytes) are kept in
 * `artifactsDirectory` only with `keepArtifacts`.
 */
export async function lighthouseRun(
  url: string,
  outputFile: string,
  chrome: string,
  { artifactsDirectory, keepArtifacts = false }: { artifactsDirectory: string; keepArtifacts?: boolean },
  attempt = 1,
): Promise<LighthouseRun | undefined> {
  rmSync(artifactsDirectory, { recursive: true, force: true });
  mkdirSync(artifactsDirectory, { recursive: true });
  const code = await run(
    "npx",
    ["lighthouse", url, "--quiet", `-GA=${artifactsDirectory}`, "--output=json", `--output-path=${outputFile}`, CATEGORIES, ...LIGHTHOUSE_MOBILE_ARGS],
    { ...process.env, CHROME_PATH: chrome },
  );
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): try once more.
  if (code !== 0) {
    rmSync(artifactsDirectory, { recursive: true, force: true });
    return attempt < 2 ? lighthouseRun(url, outputFile, chrome, { artifactsDirectory, keepArtifacts }, attempt + 1) : undefined;
  }
  const tbtAtCpuTimeMs = await tbtAtCpuTime(artifactsDirectory, chrome);
  if (!keepArtifacts) rmSync(artifactsDirectory, { recursive: true, force: true });
  const report = JSON.parse(readFileSync(outputFile, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
  const loadEvent = Number(report.audits.metrics?.details?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY);
  const requests: NetworkRequest[] = report.audits["network-requests"]?.details?.items ?? [];
  let firstLoadJsBytes = 0;
  let laterJsBytes = 0;
  for (const request of requests) {
    if (request.resourceType !== "Script") continue;
    if ((request.networkRequestTime ?? 0) <= loadEvent) firstLoadJsBytes += request.transferSize ?? 0;
    else laterJsBytes += request.transferSize ?? 0;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: numeric("cumulative-layout-shift"),
    firstLoadJsBytes,
    laterJsBytes,
    cpuIndex: Math.round(Number(report.environment?.benchmarkIndex ?? Number.NaN)),
    tbtAtCpuTimeMs,
  };
}

/** The median of the figures that could be measured; NaN when none could. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's own guidance does). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(runs.map((one) => one[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    firstLoadJsBytes: pick("firstLoadJsBytes"),
    laterJsBytes: pick("laterJsBytes"),
    cpuIndex: pick("cpuIndex"),
    tbtAtCpuTimeMs: pick("tbtAtCpuTimeMs"),
  };
}

/**
 * Runs Lighthouse `runs` times on one page; the reports stay in `directory`,
 * and with `keepArtifacts` each run's artifacts (its trace) beside them.
 */
export async function lighthouseMedian(
  origin: string,
  route: string,
  { runs, directory, chrome, keepArtifacts = false }: { runs: number; directory: string; chrome: string; keepArtifacts?: boolean },
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] } | undefined> {
  const results: LighthouseRun[] = [];
  for (let index = 1; index <= runs; index += 1) {
    const name = `lighthouse${route.replaceAll("/", "_") || "_home"}-${index}`;
    const file = path.join(directory, `${name}.json`);
    const result = await lighthouseRun(`${origin}${route}`, file, chrome, { artifactsDirectory: path.join(directory, `${name}-artifacts`), keepArtifacts });
    if (result) results.push(result);
  }
  return results.length ? { median: medianRun(results), runs: results } : undefined;
}
