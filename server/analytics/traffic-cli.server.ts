import { parseArgs } from "node:util";
import type { Store } from "../db/database.server.ts";
import { displayLine } from "../leads/lead-export.ts";
import { MIN_VISITORS_FOR_RATE, shownRate } from "#app/lib/traffic-rate.ts";
import { FIELD_BUDGETS, type RouteVitals, vitalsByRoute } from "./field-vitals.server.ts";
import { type TrafficDimension, type TrafficFigures, type TrafficPeriod, type TrafficRow, trafficBy, trafficTotals } from "./traffic.server.ts";

const DAY = 24 * 60 * 60 * 1000;

/** `7d` or a UTC date. */
export function parsePeriodStart(value: string, now = Date.now()): string | undefined {
  const days = /^(\d{1,3})d$/.exec(value);
  if (days) return new Date(now - Number(days[1]) * DAY).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function table(title: string, rows: TrafficRow[]): string {
  if (rows.length === 0) return `${title}: none\n`;
  const width = Math.min(48, Math.max(title.length, ...rows.map((row) => displayLine(row.value).length)));
  const cell = (text: string) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));
  const head = `${cell(title.toUpperCase())} ${"VISITORS".padStart(9)} ${"VIEWS".padStart(9)} ${"LEADS".padStart(7)} ${"CONV.".padStart(7)}`;
  const lines = rows.map(
    (row) =>
      `${cell(displayLine(row.value))} ${String(row.visitors).padStart(9)} ${String(row.views).padStart(9)} ${String(row.leads).padStart(7)} ${shownRate(row.conversionRate, row.visitors).padStart(7)}`,
  );
  return `${[head, ...lines].join("\n")}\n`;
}

function vitalsTable(routes: RouteVitals[]): string {
  if (routes.length === 0) return "Field measures: none\n";
  const show = (value: number | null, over: boolean) => (value === null ? "–" : `${value}${over ? " !" : ""}`);
  const head = `${"FIELD (P75)".padEnd(32)} ${"LOADS".padStart(6)} ${"LCP MS".padStart(9)} ${"INP MS".padStart(9)} ${"CLS".padStart(8)}`;
  const lines = routes.map(
    (route) =>
      `${displayLine(route.path).slice(0, 32).padEnd(32)} ${String(route.loads).padStart(6)} ${show(route.lcp, route.over.includes("lcp")).padStart(9)} ${show(route.inp, route.over.includes("inp")).padStart(9)} ${show(route.cls, route.over.includes("cls")).padStart(8)}`,
  );
  return `${[head, ...lines].join("\n")}\n(! over budget: LCP ${FIELD_BUDGETS.lcp} ms, INP ${FIELD_BUDGETS.inp} ms, CLS ${FIELD_BUDGETS.cls})\n`;
}

const totalsLine = (period: TrafficPeriod, totals: TrafficFigures) =>
  `${period.since} – ${period.until}: ${totals.visitors} visitors, ${totals.views} views, ${totals.leads} leads (${totals.leadsWithoutVisit} without a counted visit), ` +
  `conversion ${shownRate(totals.conversionRate, totals.visitors)} (${totals.converted} visitors sent a lead; rates need ${MIN_VISITORS_FOR_RATE} visitors)\n`;

export async function printTraffic(
  store: Store,
  args: string[],
  { usageError, write, now = Date.now() }: { usageError: (message: string) => Error; write: (text: string) => void; now?: number },
): Promise<void> {
  const { values } = parseArgs({ args, options: { since: { type: "string" }, until: { type: "string" }, json: { type: "boolean" } } });
  const since = parsePeriodStart(values.since ?? "7d", now);
  if (!since) throw usageError(`--since must be a number of days like 7d or a date like 2026-11-01 (got "${values.since}")`);
  const until = values.until === undefined ? new Date(now).toISOString() : parsePeriodStart(values.until, now);
  if (!until) throw usageError(`--until must be a date like 2026-11-30 (got "${values.until}")`);
  if (until <= since) throw usageError("--until must be after --since");
  const period = { since, until };
  const dimensions: TrafficDimension[] = ["page", "source", "campaign"];
  const totals = await trafficTotals(store.db, period);
  const vitals = await vitalsByRoute(store.db, period);
  const by = Object.fromEntries(await Promise.all(dimensions.map(async (dimension) => [dimension, await trafficBy(store.db, dimension, period)] as const)));
  if (values.json) {
    write(`${JSON.stringify({ period, totals, byPage: by.page, bySource: by.source, byCampaign: by.campaign, fieldVitals: vitals }, null, 2)}\n`);
    return;
  }
  write([totalsLine(period, totals), table("Page", by.page ?? []), table("Source", by.source ?? []), table("Campaign", by.campaign ?? []), vitalsTable(vitals)].join("\n"));
}
