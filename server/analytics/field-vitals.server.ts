import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { FieldVitals } from "#app/forms/page-view-beacon.ts";
import type { Database } from "../db/schema.ts";
import type { TrafficPeriod } from "./traffic.server.ts";
import { deleteOlderInBatches } from "./retention.server.ts";

/** Google's "good" thresholds, held against a route's 75th percentile. */
export const FIELD_BUDGETS = { lcp: 2500, inp: 200, cls: 0.1 } as const;

export type VitalsEntry = { path: string; device: string; vitals: FieldVitals; at: number };

/** Lets the event loop go between statements (see recordViews). */
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
  /** null when no load reported the figure. */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  over: ("lcp" | "inp" | "cls")[];
};

const MEASURES = ["lcp", "inp", "cls"] as const;
type Measure = (typeof MEASURES)[number];
/** Finer than the budgets need. */
const STEP: Record<Measure, number> = { lcp: 10, inp: 4, cls: 0.005 };
const rounded = (measure: Measure, value: number) => Math.round(Math.round(value / STEP[measure]) * STEP[measure] * 1000) / 1000;
const DAY_MARK = "day";
const LOADS = "load";

type Counted = Map<number, number>;
type RouteCounts = { loads: number } & Record<Measure, Counted>;
const emptyRoute = (): RouteCounts => ({ loads: 0, lcp: new Map(), inp: new Map(), cls: new Map() });
const add = (counts: Counted, value: number, loads: number) => counts.set(value, (counts.get(value) ?? 0) + loads);

function p75(counts: Counted): number | null {
  const total = [...counts.values()].reduce((sum, loads) => sum + loads, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [value, loads] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
    seen += loads;
    if (seen >= rank) return value;
  }
  return null;
}

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) => new Date(Date.parse(startOf(day)) + 24 * 60 * 60 * 1000).toISOString();

export async function vitalsRollUp(db: Kysely<Database>, day: string) {
  const rows = await db
    .selectFrom("web_vitals")
    .select(["path", "lcp_ms", "inp_ms", "cls"])
    .where("at", ">=", startOf(day))
    .where("at", "<", nextDayStart(day))
    .execute();
  const routes = new Map<string, RouteCounts>();
  for (const row of rows) {
    const route = routes.get(row.path) ?? emptyRoute();
    route.loads += 1;
    if (row.lcp_ms !== null) add(route.lcp, rounded("lcp", Number(row.lcp_ms)), 1);
    if (row.inp_ms !== null) add(route.inp, rounded("inp", Number(row.inp_ms)), 1);
    if (row.cls !== null) add(route.cls, rounded("cls", Number(row.cls)), 1);
    routes.set(row.path, route);
  }
  const out = [{ day, path: "", measure: DAY_MARK, value: 0, loads: 0 }];
  for (const [path, route] of routes) {
    out.push({ day, path, measure: LOADS, value: 0, loads: route.loads });
    for (const measure of MEASURES) for (const [value, loads] of route[measure]) out.push({ day, path, measure, value, loads });
  }
  return out;
}

/** Nearest-rank p75; a period that starts within a rolled-up day counts that whole day. */
export async function vitalsByRoute(db: Kysely<Database>, { since, until }: TrafficPeriod): Promise<RouteVitals[]> {
  const marks = await db
    .selectFrom("analytics_vitals_daily")
    .select((eb) => [eb.fn.min("day").as("first"), eb.fn.max("day").as("last")])
    .where("measure", "=", DAY_MARK)
    .where("day", ">=", since.slice(0, 10))
    .where("day", "<", until.slice(0, 10))
    .executeTakeFirst();
  const first = marks?.first ? String(marks.first) : undefined;
  const last = marks?.last ? String(marks.last) : undefined;
  const routes = new Map<string, RouteCounts>();
  const routeOf = (path: string) => {
    let route = routes.get(path);
    if (!route) routes.set(path, (route = emptyRoute()));
    return route;
  };
  if (first && last) {
    const rolled = await db
      .selectFrom("analytics_vitals_daily")
      .select(["path", "measure", "value", sql<number>`sum(loads)`.as("loads")])
      .where("measure", "in", [LOADS, ...MEASURES])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy(["path", "measure", "value"])
      .execute();
    for (const row of rolled) {
      const route = routeOf(row.path);
      if (row.measure === LOADS) route.loads += Number(row.loads);
      else add(route[row.measure as Measure], Number(row.value), Number(row.loads));
    }
  }
  let raw = db.selectFrom("web_vitals").select(["path", "lcp_ms", "inp_ms", "cls"]).where("at", ">=", since).where("at", "<", until);
  if (first && last) raw = raw.where((eb) => eb.or([eb("at", "<", startOf(first)), eb("at", ">=", nextDayStart(last))]));
  for (const row of await raw.execute()) {
    const route = routeOf(row.path);
    route.loads += 1;
    if (row.lcp_ms !== null) add(route.lcp, Number(row.lcp_ms), 1);
    if (row.inp_ms !== null) add(route.inp, Number(row.inp_ms), 1);
    if (row.cls !== null) add(route.cls, Number(row.cls), 1);
  }
  return [...routes.entries()]
    .filter(([, route]) => route.loads > 0)
    .map(([path, route]) => {
      const figures = { lcp: p75(route.lcp), inp: p75(route.inp), cls: p75(route.cls) };
      const over = MEASURES.filter((key) => figures[key] !== null && (figures[key] as number) > FIELD_BUDGETS[key]);
      return { path, loads: route.loads, ...figures, over };
    })
    .sort((a, b) => b.loads - a.loads || a.path.localeCompare(b.path));
}

export async function sweepVitals(db: Kysely<Database>, before: string): Promise<void> {
  await deleteOlderInBatches(db, "web_vitals", before);
}
