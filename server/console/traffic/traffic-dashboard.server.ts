import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type RouteVitals, vitalsByRoute } from "../../analytics/field-vitals.server.ts";
import { type LabRoute, labFigures, labFiguresOf } from "../../analytics/lab-figures.ts";
import { conversionFigures, type FormFigures, type TrafficFunnel } from "../../analytics/conversions.server.ts";
import {
  type TrafficDay,
  type TrafficDimension,
  type TrafficFigures,
  type TrafficPeriod,
  type TrafficRow,
  trafficBy,
  trafficByDay,
  trafficTotals,
} from "../../analytics/traffic.server.ts";

export type TrafficDashboard = {
  period: TrafficPeriod;
  previous: TrafficPeriod;
  totals: TrafficFigures;
  previousTotals: TrafficFigures;
  days: TrafficDay[];
  by: Record<TrafficDimension, TrafficRow[]>;
  forms: FormFigures[];
  funnel: TrafficFunnel;
  vitals: (RouteVitals & { lab: LabRoute | null })[];
  lab: { measuredAt: string; runs: number };
};

export async function trafficDashboard(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficDashboard> {
  const length = Date.parse(period.until) - Date.parse(period.since);
  const previous = { ...period, since: new Date(Date.parse(period.since) - length).toISOString(), until: period.since };
  const dimensions: TrafficDimension[] = ["page", "entry", "source", "campaign", "device"];
  const [totals, previousTotals, days, byRows, { forms, funnel }, vitals] = await Promise.all([
    trafficTotals(db, period),
    trafficTotals(db, previous),
    trafficByDay(db, period),
    Promise.all(dimensions.map((dimension) => trafficBy(db, dimension, period, 10))),
    conversionFigures(db, period),
    vitalsByRoute(db, period),
  ]);
  const by = Object.fromEntries(dimensions.map((dimension, index) => [dimension, byRows[index] ?? []])) as Record<TrafficDimension, TrafficRow[]>;
  return {
    period,
    previous,
    totals,
    previousTotals,
    days,
    by,
    forms,
    funnel,
    vitals: vitals.map((route) => ({ ...route, lab: labFiguresOf(route.path) ?? null })),
    lab: { measuredAt: labFigures.measuredAt, runs: labFigures.runs },
  };
}
