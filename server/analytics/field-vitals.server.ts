import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FieldVitals } from "../../app/forms/page-view-beacon.ts";
import type { Database } from "../db/schema.ts";
import type { TrafficPeriod } from "./traffic.server.ts";
import { deleteOlderInBatches } from "./retention.server.ts";

/**
 * The budgets a route's field figures are held to (the 75th percentile of
 * its loads): Google's "good" thresholds for the Core Web Vitals.
 */
export const FIELD_BUDGETS = { lcp: 2500, inp: 200, cls: 0.1 } as const;

export type VitalsEntry = { path: string; device: string; vitals: FieldVitals; at: number };

/** Stores page loads' field measures, `perStatement` rows to a statement, letting the event loop go between statements (see recordViews). */
export async function recordVitals(db: Kysely<Database>, entries: readonly VitalsEntry[], { perStatement = 500 } = {}): Promise<void> {
  const rows = entries.map(({ path, device, vitals, at }) => ({
    id: randomUUID(),
    at: new Date(at).toISOString(),
    path,
    device,
    lcp_ms: vitals.lcp === undefined ? null : Math.round(vitals.lcp),
    inp_ms: vitals.inp === undefined ? null : Math.round(vitals.inp),
    cls: vitals.cls ?? null,
  }));
  for (let at = 0; at < rows.length; at += perStatement) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.insertInto("web_vitals").values(rows.slice(at, at + perStatement)).execute();
  }
}

export type RouteVitals = {
  path: string;
  loads: number;
  /** 75th percentiles; null when no load reported the figure. */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  /** The figures over their budget. */
  over: ("lcp" | "inp" | "cls")[];
};

/** The nearest-rank 75th percentile. */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/** Each route's field figures over the period (75th percentile of its loads), most loads first. */
export async function vitalsByRoute(db: Kysely<Database>, { since, until }: TrafficPeriod): Promise<RouteVitals[]> {
  const rows = await db
    .selectFrom("web_vitals")
    .select(["path", "lcp_ms", "inp_ms", "cls"])
    .where("at", ">=", since)
    .where("at", "<", until)
    .execute();
  const byPath = new Map<string, { lcp: number[]; inp: number[]; cls: number[]; loads: number }>();
  for (const row of rows) {
    const entry = byPath.get(row.path) ?? { lcp: [], inp: [], cls: [], loads: 0 };
    entry.loads += 1;
    if (row.lcp_ms !== null) entry.lcp.push(Number(row.lcp_ms));
    if (row.inp_ms !== null) entry.inp.push(Number(row.inp_ms));
    if (row.cls !== null) entry.cls.push(Number(row.cls));
    byPath.set(row.path, entry);
  }
  return [...byPath.entries()]
    .map(([path, entry]) => {
      const figures = { lcp: p75(entry.lcp), inp: p75(entry.inp), cls: p75(entry.cls) };
      const over = (["lcp", "inp", "cls"] as const).filter((key) => figures[key] !== null && figures[key] > FIELD_BUDGETS[key]);
      return { path, loads: entry.loads, ...figures, over };
    })
    .sort((a, b) => b.loads - a.loads || a.path.localeCompare(b.path));
}

/** Drops measures older than `before` (ISO), in batches. */
export async function sweepVitals(db: Kysely<Database>, before: string): Promise<void> {
  await deleteOlderInBatches(db, "web_vitals", before);
}
