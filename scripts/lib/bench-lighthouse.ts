import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { run } from "./run.ts";
import { rewriteTraceAtThreadTime } from "./trace-thread-time.ts";

/** One Lighthouse mobile run (simulated throttling), reduced to what the bench reports. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * TBT from Lighthouse's same simulation with each of the page's main-thread
   * tasks as long as the CPU time its thread got (trace-thread-time.ts): the
   * page's own work without this machine's contention, a lower bound where
   * `tbtMs` is the upper one. NaN when the trace could not be replayed.
   */
  cpuTimeTbtMs: number;
  cls: number;
  /** Bytes on the wire of the scripts requested until React has hydrated the page (its "hydrated" mark): what starting it takes. */
  firstLoadJsBytes: number;
  /** Bytes on the wire of the scripts requested after it (on intent). */
  laterJsBytes: number;
  /**
   * Lighthouse's measure of how fast this machine's CPU ran during the run
   * (higher is faster). The simulation lengthens the real main-thread tasks
   * 4× whatever this is, so TBT from a slower run is not comparable.
   */
  cpuIndex: number;
};

/** Lighthouse's mobile settings and the Chromium flags every run here uses (no network beyond this machine). */
export const LIGHTHOUSE_MOBILE_ARGS = [
  "--form-factor=mobile",
  "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
];

type NetworkRequest = { resourceType?: string; networkRequestTime?: number; transferSize?: number; url: string };

const CATEGORIES = "--only-categories=performance,accessibility,best-practices,seo";

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
  const cpuTimeTbtMs = await tbtAtThreadTime(url, artifactsDirectory, chrome);
  if (!keepArtifacts) rmSync(artifactsDirectory, { recursive: true, force: true });
  const report = JSON.parse(readFileSync(outputFile, "utf8"));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
  const marks: { name: string; startTime: number }[] = report.audits["user-timings"]?.details?.items ?? [];
  const hydrated = marks.find((mark) => mark.name === "hydrated")?.startTime ?? Number.POSITIVE_INFINITY;
  const requests: NetworkRequest[] = report.audits["network-requests"]?.details?.items ?? [];
  let firstLoadJsBytes = 0;
  let laterJsBytes = 0;
  for (const request of requests) {
    if (request.resourceType !== "Script") continue;
    if ((request.networkRequestTime ?? 0) <= hydrated) firstLoadJsBytes += request.transferSize ?? 0;
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
    cpuTimeTbtMs,
    cls: numeric("cumulative-layout-shift"),
    firstLoadJsBytes,
    laterJsBytes,
    cpuIndex: Math.round(Number(report.environment?.benchmarkIndex ?? Number.NaN)),
  };
}

/**
 * Lighthouse's TBT again, from the run's own artifacts with its trace's
 * main-thread tasks shortened to their CPU time (an audit of saved artifacts, `-A`,
 * with the settings they were gathered with, loads no page).
 */
async function tbtAtThreadTime(url: string, artifactsDirectory: string, chrome: string): Promise<number> {
  const replay = `${artifactsDirectory}-cpu-time`;
  try {
    cpSync(artifactsDirectory, replay, { recursive: true });
    rewriteTraceAtThreadTime(path.join(replay, "trace.json"), url);
    const output = path.join(replay, "report.json");
    const code = await run(
      "npx",
      ["lighthouse", url, "--quiet", `-A=${replay}`, "--output=json", `--output-path=${output}`, CATEGORIES, ...LIGHTHOUSE_MOBILE_ARGS],
      { ...process.env, CHROME_PATH: chrome },
    );
    if (code !== 0) return Number.NaN;
    return Math.round(Number(JSON.parse(readFileSync(output, "utf8")).audits["total-blocking-time"]?.numericValue ?? Number.NaN));
  } catch {
    return Number.NaN;
  } finally {
    rmSync(replay, { recursive: true, force: true });
  }
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
    cpuTimeTbtMs: pick("cpuTimeTbtMs"),
    cls: pick("cls"),
    firstLoadJsBytes: pick("firstLoadJsBytes"),
    laterJsBytes: pick("laterJsBytes"),
    cpuIndex: pick("cpuIndex"),
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
