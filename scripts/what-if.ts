/**
 * What Lighthouse's simulated mobile load would give a page if some of its
 * requests were gone or had another size, without building that page.
 *
 *   npm run bench:what-if -- <url> [--drop <text>]... [--size <text>=<bytes>]... [--cpu-time]
 *
 * One real load is recorded (Lighthouse's gather mode); its network log is
 * then edited and replayed through the simulation (audit mode). `--drop`
 * removes every request whose URL contains <text>; `--size` gives each such
 * request a new size on the wire, headers included; `--cpu-time` shortens each
 * of the page's main-thread tasks to the CPU time its thread got (what the
 * page's work costs without this machine's contention: trace-thread-time.ts).
 * It prints the simulated FCP, LCP and TBT of the page as recorded and with
 * the edits.
 *
 * The replay reuses the recorded main-thread tasks, so both lines share the
 * same CPU work: their difference is the network edit's alone, however fast
 * the machine happened to be. The simulation's network: 150 ms round trips,
 * a new HTTP/1.1 connection costs two of them before its first byte and a
 * warm one costs one, each round trip delivers a congestion window that
 * starts at 14,600 bytes and doubles, and requests in flight share 1.6 Mbit/s
 * evenly. (ADR 0302 has what this showed.)
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { LIGHTHOUSE_MOBILE_ARGS } from "./lib/bench-lighthouse.ts";
import { run } from "./lib/run.ts";
import { rewriteTraceAtThreadTime } from "./lib/trace-thread-time.ts";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

type DevtoolsEvent = { method: string; params: { requestId?: string; request?: { url: string }; encodedDataLength?: number } };

const usage = "usage: npm run bench:what-if -- <url> [--drop <text>]... [--size <text>=<bytes>]... [--cpu-time]";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    drop: { type: "string", multiple: true, default: [] },
    size: { type: "string", multiple: true, default: [] },
    "cpu-time": { type: "boolean", default: false },
  },
});
const url = positionals[0];
if (!url || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const sizes = values.size.map((option) => {
  const match = /^(.+)=(\d+)$/.exec(option);
  if (!match) {
    console.error(`--size ${option}: expected <text>=<bytes>\n${usage}`);
    process.exit(2);
  }
  return { text: match[1]!, bytes: Number(match[2]) };
});

const env = { ...process.env, CHROME_PATH: CHROMIUM_PATH };
const work = mkdtempSync(path.join(tmpdir(), "what-if-"));
const recorded = path.join(work, "recorded");
const edited = path.join(work, "edited");

/** Lighthouse in gather mode (`-G`: load the page once, keep what it recorded) or audit mode (`-A`: simulate from a recording). */
async function lighthouse(mode: "-G" | "-A", directory: string): Promise<void> {
  const args = [url!, `${mode}=${directory}`, "--quiet", "--output=json", `--output-path=${directory}.json`, "--only-categories=performance", ...LIGHTHOUSE_MOBILE_ARGS];
  const code = await run("npx", ["lighthouse", ...args], env);
  if (code !== 0) throw new Error(`lighthouse ${mode} exited with ${code}`);
}

/** The simulated FCP, LCP and TBT of a recording. */
async function simulate(directory: string): Promise<string> {
  await lighthouse("-A", directory);
  const audits = JSON.parse(readFileSync(`${directory}.json`, "utf8")).audits;
  const ms = (id: string) => Math.round(audits[id].numericValue);
  return `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms`;
}

await lighthouse("-G", recorded);
const log: DevtoolsEvent[] = JSON.parse(readFileSync(path.join(recorded, "devtoolslog.json"), "utf8"));
const urls = new Map<string, string>();
for (const event of log) if (event.method === "Network.requestWillBeSent" && event.params.requestId && event.params.request) urls.set(event.params.requestId, event.params.request.url);
const matching = (text: string) => new Set([...urls].filter(([, address]) => address.includes(text)).map(([id]) => id));

const dropped = new Set(values.drop.flatMap((text) => [...matching(text)]));
let edits = log.filter((event) => !dropped.has(event.params.requestId ?? ""));
for (const { text, bytes } of sizes) {
  const ids = matching(text);
  edits = edits.map((event) =>
    event.method === "Network.loadingFinished" && ids.has(event.params.requestId ?? "") ? { ...event, params: { ...event.params, encodedDataLength: bytes } } : event,
  );
}
for (const text of [...values.drop, ...sizes.map((size) => size.text)]) {
  if (matching(text).size === 0) console.error(`no request's URL contains "${text}"`);
}
for (const id of dropped) console.log(`dropped ${urls.get(id)}`);

await cp(recorded, edited, { recursive: true });
writeFileSync(path.join(edited, "devtoolslog.json"), JSON.stringify(edits));
if (values["cpu-time"]) console.log(`${rewriteTraceAtThreadTime(path.join(edited, "trace.json"), url)} main-thread tasks shortened to their CPU time`);

const before = await simulate(recorded);
const after = await simulate(edited);
console.log(`as recorded: ${before}`);
console.log(`with edits:  ${after}`);
console.log(`(recording and reports in ${work})`);
