import type { ExpressionBuilder, Kysely } from "kysely";
import { type LeadType, leadTypes } from "../../app/forms/lead-contract.ts";
import type { Database } from "../db/schema.ts";
import { rate, rolledUp, split, type TrafficPeriod, visitorsFrom } from "./traffic.server.ts";

/**
 * How visitors become leads: the funnel from arrival to lead and each
 * form's conversion rate, in visitors. A visitor id lasts one day, so a
 * period's figures are the sum of its days' figures: days past the raw
 * retention read the daily roll-ups ("funnel" and "form" rows), the rest
 * the raw views. The roll-ups are not cut by source: with a source, only
 * the days with raw views have figures.
 */

/** The pages that present a product. A path ending in "/" stands for every page under it. */
export const PRODUCT_PAGES: readonly string[] = ["/safeopt", "/minty", "/minty-cashback-boost"];
/** The pages each form is on; null for a form in a dialog any page opens. */
export const FORM_PAGES: Record<LeadType, readonly string[] | null> = {
  contact: ["/help"],
  demo: null,
  "case-study": ["/case-study/"],
  webinar: ["/webinar/"],
  feedback: ["/meeting-scheduled"],
};

/** Visitors: all of them, those who saw a product page, those who saw a page with a form, those who sent a lead. */
export type TrafficFunnel = { visitors: number; productPage: number; formPage: number; leads: number };
export const funnelSteps = ["visitors", "productPage", "formPage", "leads"] as const satisfies readonly (keyof TrafficFunnel)[];

/** A form's visitors (of the pages it is on), submissions (its leads, not spam) and conversion rate. */
export type FormFigures = { type: LeadType; visitors: number; submissions: number; conversionRate: number };

/** The roll-ups' dimensions for these figures. */
export const FUNNEL = "funnel";
export const FORM = "form";

const formPaths = Object.values(FORM_PAGES).flatMap((paths) => paths ?? []);

/** Views of one of the pages (exact paths, or every page under a path ending in "/"). */
const onPages = (paths: readonly string[]) => (eb: ExpressionBuilder<Database, "page_views">) =>
  eb.or(paths.map((path) => (path.endsWith("/") ? eb("path", "like", `${path}%`) : eb("path", "=", path))));

/** Distinct visitors of the period's views, of the given pages when there are some. */
async function visitorsOn(db: Kysely<Database>, period: TrafficPeriod, paths?: readonly string[]): Promise<number> {
  const from = visitorsFrom(db, period);
  let query = db
    .selectFrom("page_views")
    .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
    .where("at", ">=", period.since)
    .where("at", "<", period.until);
  if (paths) query = query.where(onPages(paths));
  if (from) query = query.where("visitor", "in", from);
  return Number((await query.executeTakeFirstOrThrow()).visitors);
}

function leadsOf(db: Kysely<Database>, period: TrafficPeriod) {
  const from = visitorsFrom(db, period);
  let query = db.selectFrom("leads").where("received_at", ">=", period.since).where("received_at", "<", period.until).where("spam", "=", 0);
  if (from) query = query.where("visitor", "in", from);
  return query;
}

/** The funnel from the raw views alone. */
export async function rawFunnel(db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficFunnel> {
  const [visitors, productPage, formPage, leads] = await Promise.all([
    visitorsOn(db, period),
    visitorsOn(db, period, PRODUCT_PAGES),
    visitorsOn(db, period, formPaths),
    leadsOf(db, period)
      .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
      .where("visitor", "is not", null)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.visitors)),
  ]);
  return { visitors, productPage, formPage, leads };
}

/** Each form's figures from the raw views alone. */
export async function rawForms(db: Kysely<Database>, period: TrafficPeriod): Promise<FormFigures[]> {
  return Promise.all(
    leadTypes.map(async (type) => {
      const [visitors, submissions] = await Promise.all([
        visitorsOn(db, period, FORM_PAGES[type] ?? undefined),
        leadsOf(db, period)
          .select((eb) => eb.fn.countAll<number>().as("leads"))
          .where("type", "=", type)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.leads)),
      ]);
      return { type, visitors, submissions, conversionRate: rate(submissions, visitors) };
    }),
  );
}

/** The funnel over the period. */
export async function trafficFunnel(db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<TrafficFunnel> {
  const { old, recent } = await split(db, period, now);
  const funnel = recent ? await rawFunnel(db, recent) : { visitors: 0, productPage: 0, formPage: 0, leads: 0 };
  if (!old || period.source !== undefined) return funnel;
  for (const row of await rolledUp(db, FUNNEL, old)) {
    const step = funnelSteps.find((name) => name === row.value);
    if (step) funnel[step] += row.visitors;
  }
  return funnel;
}

/** Each form's visitors, submissions and conversion rate over the period. */
export async function formFigures(db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<FormFigures[]> {
  const { old, recent } = await split(db, period, now);
  const forms = recent ? await rawForms(db, recent) : leadTypes.map((type) => ({ type, visitors: 0, submissions: 0, conversionRate: 0 }));
  if (!old || period.source !== undefined) return forms;
  const rolled = new Map((await rolledUp(db, FORM, old)).map((row) => [row.value, row]));
  return forms.map((form) => {
    const visitors = form.visitors + (rolled.get(form.type)?.visitors ?? 0);
    const submissions = form.submissions + (rolled.get(form.type)?.leads ?? 0);
    return { ...form, visitors, submissions, conversionRate: rate(submissions, visitors) };
  });
}

/** A day's roll-up rows for the funnel (visitors per step) and the forms (visitors, and submissions as leads). */
export async function conversionRollUps(db: Kysely<Database>, day: string, period: TrafficPeriod) {
  const [funnel, forms] = await Promise.all([rawFunnel(db, period), rawForms(db, period)]);
  return [
    ...funnelSteps.map((step) => ({ day, dimension: FUNNEL, value: step, visitors: funnel[step], views: 0, entries: 0, leads: 0 })),
    ...forms.map((form) => ({ day, dimension: FORM, value: form.type, visitors: form.visitors, views: 0, entries: 0, leads: form.submissions })),
  ];
}
