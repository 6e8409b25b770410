import type { Kysely } from "kysely";
import { leadTypes } from "../../../app/forms/lead-contract.ts";
import type { Database } from "../../db/schema.ts";
import { type RouteVitals, vitalsByRoute } from "../../analytics/field-vitals.server.ts";
import {
  type FormFigures,
  formFigures,
  type TrafficDay,
  type TrafficDimension,
  type TrafficFigures,
  type TrafficFunnel,
  type TrafficPeriod,
  type TrafficRow,
  trafficBy,
  trafficByDay,
  trafficFunnel,
  trafficTotals,
} from "../../analytics/traffic.server.ts";

/** The pages that present a product, and the pages each form is on (null: a dialog any page opens). */
const PRODUCT_PATHS = ["/safeopt", "/minty", "/minty-cashback-boost"] as const;
const FORM_PAGES: Record<(typeof leadTypes)[number], readonly string[] | null> = {
  contact: ["/help"],
  demo: null,
  "case-study": ["/case-study/"],
  webinar: ["/webinar/"],
  feedback: ["/meeting-scheduled"],
};

export type TrafficDashboard = {
  period: TrafficPeriod;
  /** The period of the same length just before, for comparison. */
  previous: TrafficPeriod;
  totals: TrafficFigures;
  previousTotals: TrafficFigures;
  days: TrafficDay[];
  by: Record<TrafficDimension, TrafficRow[]>;
  forms: FormFigures[];
  funnel: TrafficFunnel;
  vitals: RouteVitals[];
};

/** Everything the console's traffic page shows for a period (and, optionally, one source). */
export async function trafficDashboard(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficDashboard> {
  const length = Date.parse(period.until) - Date.parse(period.since);
  const previous = { ...period, since: new Date(Date.parse(period.since) - length).toISOString(), until: period.since };
  const dimensions: TrafficDimension[] = ["page", "entry", "source", "campaign", "device"];
  const formPaths = Object.values(FORM_PAGES).flatMap((paths) => paths ?? []);
  const [totals, previousTotals, days, byRows, forms, funnel, vitals] = await Promise.all([
    trafficTotals(db, period),
    trafficTotals(db, previous),
    trafficByDay(db, period),
    Promise.all(dimensions.map((dimension) => trafficBy(db, dimension, period, 10))),
    formFigures(
      db,
      period,
      leadTypes.map((type) => ({ type, paths: FORM_PAGES[type] })),
    ),
    trafficFunnel(db, period, { productPaths: PRODUCT_PATHS, formPaths }),
    vitalsByRoute(db, period),
  ]);
  const by = Object.fromEntries(dimensions.map((dimension, index) => [dimension, byRows[index] ?? []])) as Record<TrafficDimension, TrafficRow[]>;
  return { period, previous, totals, previousTotals, days, by, forms, funnel, vitals };
}
