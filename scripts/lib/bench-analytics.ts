import { freshBenchDatabase } from "./bench-database.ts";
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { databaseBatchStore } from "../../server/analytics/analytics-writer.server.ts";
import type { PageView } from "../../server/analytics/page-view.ts";
import { trafficBy, trafficByDay, trafficDimensions, trafficTotals } from "../../server/analytics/traffic.server.ts";
import { deviceClass } from "../../server/analytics/user-agent.ts";
import { openStore, type Store } from "../../server/db/database.server.ts";
import { contactLeadRow } from "../../tests/support/lead-row.ts";

/**
 * Analytics at a day's volume: the views of one UTC day stored in batches,
 * as the server's writer stores what beacons queue
 * (server/analytics/analytics-writer.server.ts), then the traffic figures
 * (totals, each dimension, per day) timed over that day.
 */
export type IngestBenchRow = { kind: string; views: number; seconds: number; perSecond: number; dayFitsTimes: number };
export type FiguresBenchRow = { kind: string; query: string; p50: number; max: number; runs: number };

export const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
];
/** The site's own pages, weighted as a marketing site's traffic falls: Home and the products most. */
export const paths = [
  "/",
  "/safeopt",
  "/minty",
  "/",
  "/minty-cashback-boost",
  "/success-stories",
  "/safeopt",
  "/success-stories/avon",
  "/case-study/3",
  "/webinar/bfcm2025",
  "/help",
  "/careers",
  "/minty",
  "/privacy",
  "/meeting-scheduled",
];
const arrivals: { referrerHost: string | null; source: string | null; medium: string | null; campaign: string | null; adClick: boolean }[] = [
  { referrerHost: null, source: null, medium: null, campaign: null, adClick: false },
  { referrerHost: "www.google.com", source: null, medium: null, campaign: null, adClick: false },
  { referrerHost: "www.google.com", source: "google", medium: "cpc", campaign: "brand", adClick: true },
  { referrerHost: "www.linkedin.com", source: "linkedin", medium: "social", campaign: "launch", adClick: false },
  { referrerHost: null, source: "newsletter", medium: "email", campaign: "november", adClick: false },
  { referrerHost: "news.ycombinator.com", source: null, medium: null, campaign: null, adClick: false },
  { referrerHost: "www.bing.com", source: null, medium: null, campaign: null, adClick: false },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

/**
 * The i-th of `count` views of the day: visitors view 4 pages each, ten
 * visitors' visits interleaved, the first view of a visit its arrival.
 */
function viewAt(i: number, count: number, dayStart: number): { visitor: string; view: PageView; at: number } {
  const group = Math.floor(i / 40);
  const visitorIndex = group * 10 + (i % 10);
  const nth = Math.floor((i % 40) / 10);
  const visitor = createHash("sha256").update(`bench-visitor-${visitorIndex}`).digest("hex").slice(0, 32);
  const arrival = pick(arrivals, visitorIndex * 7);
  const ua = pick(userAgents, visitorIndex * 3);
  const view: PageView = {
    path: pick(paths, visitorIndex * 5 + nth * 3),
    referrerHost: nth === 0 ? arrival.referrerHost : null,
    utm: {
      source: nth === 0 ? arrival.source : null,
      medium: nth === 0 ? arrival.medium : null,
      campaign: nth === 0 ? arrival.campaign : null,
      content: null,
      term: null,
    },
    adClick: nth === 0 && arrival.adClick,
    device: deviceClass(ua),
  };
  return { visitor, view, at: dayStart + Math.floor((i * DAY_MS) / count) };
}

/** A lead for one visitor in 50 (their last view's time), so the figures' lead joins have rows to find. */
async function seedLeads(store: Store, count: number, dayStart: number) {
  const rows = [];
  for (let i = 39; i < count; i += 40 * 5) {
    const { visitor, at } = viewAt(i, count, dayStart);
    const email = `visitor${i}@example.com`;
    rows.push(contactLeadRow(email, at + 1000, { user_agent: "Mozilla/5.0 bench", search_text: `${email} bench`, visitor }));
  }
  for (let k = 0; k < rows.length; k += 500) await store.db.insertInto("leads").values(rows.slice(k, k + 500)).execute();
  return rows.length;
}

async function time(runs: number, call: () => Promise<unknown>): Promise<{ p50: number; max: number }> {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(samples[Math.floor(samples.length / 2)] ?? 0), max: round(samples[samples.length - 1] ?? 0) };
}

/** Stores a day of `count` views on a fresh database of `kind`, then times the figures over it. */
export async function benchAnalytics(
  kind: "sqlite" | "postgres",
  postgresUrl: string | undefined,
  count: number,
  batch: number,
): Promise<{ ingest: IngestBenchRow; figures: FiguresBenchRow[]; leads: number }> {
  const database = await freshBenchDatabase(kind, postgresUrl, "bench-analytics-");
  const { dataDir, databaseUrl } = database;
  const store = openStore({ dataDir, databaseUrl, poolSize: 20 });
  try {
    await store.migrate();
    const dayStart = Date.parse("2026-11-26T00:00:00Z");
    let lastReport = performance.now();
    const started = performance.now();
    // One writer, as the server has: batches of `batch` views, in arrival
    // order, written as its writer writes them (25 to a transaction).
    const writer = databaseBatchStore(store.db);
    for (let from = 0; from < count; from += batch) {
      const entries = [];
      for (let i = from; i < Math.min(count, from + batch); i += 1) entries.push(viewAt(i, count, dayStart));
      await writer.views(entries);
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.log(`${kind}: ${from + entries.length} views stored after ${Math.round((lastReport - started) / 1000)} s`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = count / seconds;
    const ingest = { kind, views: count, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(perSecond), dayFitsTimes: Math.round(86_400 / seconds) };
    const leads = await seedLeads(store, count, dayStart);
    if (kind === "postgres") await sql`vacuum analyze`.execute(store.db);
    const period = { since: "2026-11-26T00:00:00.000Z", until: "2026-11-27T00:00:00.000Z" };
    const runs = 5;
    const queries: [string, () => Promise<unknown>][] = [
      ["trafficTotals", () => trafficTotals(store.db, period)],
      ...trafficDimensions.map((dimension): [string, () => Promise<unknown>] => [`trafficBy ${dimension}`, () => trafficBy(store.db, dimension, period)]),
      ["trafficByDay", () => trafficByDay(store.db, period)],
      ["trafficTotals, source=linkedin", () => trafficTotals(store.db, { ...period, source: "linkedin" })],
    ];
    const figures: FiguresBenchRow[] = [];
    for (const [query, run] of queries) figures.push({ kind, query, runs, ...(await time(runs, run)) });
    return { ingest, figures, leads };
  } finally {
    await store.close();
    await database.remove();
  }
}
