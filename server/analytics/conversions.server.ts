import { type Kysely, sql } from "kysely";
import { type LeadType, leadTypeModules, leadTypes } from "#app/forms/lead-contract.ts";
import type { Database } from "../db/schema.ts";
import { rate, rolledUp, split, type TrafficPeriod, visitorsFrom } from "./traffic.server.ts";

/* In visitors: a visitor id lasts one day, so a period's figures are the sum of its days'. The roll-ups are not cut by
 * source: with a source, only days with raw views have figures. */

/** A path ending in "/" stands for every page under it. */
export const PRODUCT_PAGES: readonly string[] = ["/safeopt", "/minty", "/minty-cashback-boost"];
/** null for a form in a dialog any page opens. */
export const FORM_PAGES = Object.fromEntries(leadTypes.map((type) => [type, leadTypeModules[type].formPages])) as {
  readonly [T in LeadType]: readonly string[] | null;
};

export type TrafficFunnel = { visitors: number; productPage: number; formPage: number; leads: number };
export const funnelSteps = ["visitors", "productPage", "formPage", "leads"] as const satisfies readonly (keyof TrafficFunnel)[];

/** Submissions are leads (not spam); converted are the visitors of its pages who sent one. */
export type FormFigures = { type: LeadType; visitors: number; submissions: number; converted: number; conversionRate: number };

export const FUNNEL = "funnel";
export const FORM = "form";

const formPaths = Object.values(FORM_PAGES).flatMap((paths) => paths ?? []);

const onPagesSql = (paths: readonly string[]) =>
  sql`(${sql.join(
    paths.map((path) => (path.endsWith("/") ? sql`path like ${`${path}%`}` : sql`path = ${path}`)),
    sql` or `,
  )})`;

function leadsOf(db: Kysely<Database>, period: TrafficPeriod) {
  const from = visitorsFrom(db, period);
  let query = db.selectFrom("leads").where("received_at", ">=", period.since).where("received_at", "<", period.until).where("spam", "=", 0);
  if (from) query = query.where("visitor", "in", from);
  return query;
}

/** A form converts only visitors of its pages. */
export async function rawConversions(db: Kysely<Database>, period: TrafficPeriod): Promise<{ funnel: TrafficFunnel; forms: FormFigures[] }> {
  const from = visitorsFrom(db, period);
  const distinctOn = (paths: readonly string[]) => sql<number>`count(distinct case when ${onPagesSql(paths)} then visitor end)`;
  const typed = leadTypes.filter((type) => FORM_PAGES[type] !== null);
  let views = db
    .selectFrom("page_views")
    .select((eb) => [
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      distinctOn(PRODUCT_PAGES).as("productPage"),
      distinctOn(formPaths).as("formPage"),
      ...typed.map((type) => distinctOn(FORM_PAGES[type] ?? []).as(`form_${type.replace("-", "_")}`)),
    ])
    .where("at", ">=", period.since)
    .where("at", "<", period.until);
  if (from) views = views.where("visitor", "in", from);
  const convertedOn = (type: LeadType) => {
    const pages = FORM_PAGES[type];
    return sql<number>`count(distinct case when leads.type = ${type}${pages ? sql` and ${onPagesSql(pages)}` : sql``} then leads.visitor end)`;
  };
  let converted = db
    .selectFrom("leads")
    .innerJoin("page_views", "page_views.visitor", "leads.visitor")
    .select((eb) => [eb.fn.count<number>("leads.visitor").distinct().as("visitors"), ...leadTypes.map((type) => convertedOn(type).as(`form_${type.replace("-", "_")}`))])
    .where("leads.received_at", ">=", period.since)
    .where("leads.received_at", "<", period.until)
    .where("leads.spam", "=", 0)
    .where("page_views.at", ">=", period.since)
    .where("page_views.at", "<", period.until);
  if (from) converted = converted.where("page_views.visitor", "in", from);
  const [counted, leadVisitors, leadsByType] = await Promise.all([
    views.executeTakeFirstOrThrow() as Promise<Record<string, unknown>>,
    converted.executeTakeFirstOrThrow() as Promise<Record<string, unknown>>,
    leadsOf(db, period)
      .select((eb) => ["type", eb.fn.countAll<number>().as("leads")])
      .groupBy("type")
      .execute(),
  ]);
  const visitors = Number(counted.visitors);
  const submissions = new Map(leadsByType.map((row) => [row.type, Number(row.leads)]));
  const funnel = { visitors, productPage: Number(counted.productPage), formPage: Number(counted.formPage), leads: Number(leadVisitors.visitors) };
  const forms = leadTypes.map((type) => {
    const onForm = FORM_PAGES[type] === null ? visitors : Number(counted[`form_${type.replace("-", "_")}`]);
    const sent = Number(leadVisitors[`form_${type.replace("-", "_")}`]);
    return { type, visitors: onForm, submissions: submissions.get(type) ?? 0, converted: sent, conversionRate: rate(sent, onForm) };
  });
  return { funnel, forms };
}

export const rawFunnel = async (db: Kysely<Database>, period: TrafficPeriod): Promise<TrafficFunnel> => (await rawConversions(db, period)).funnel;

export const rawForms = async (db: Kysely<Database>, period: TrafficPeriod): Promise<FormFigures[]> => (await rawConversions(db, period)).forms;

/** Raw views for the recent days, the roll-ups for the others. */
export async function conversionFigures(db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<{ funnel: TrafficFunnel; forms: FormFigures[] }> {
  const { old, recent } = await split(db, period, now);
  const raw = recent
    ? await rawConversions(db, recent)
    : { funnel: { visitors: 0, productPage: 0, formPage: 0, leads: 0 }, forms: leadTypes.map((type) => ({ type, visitors: 0, submissions: 0, converted: 0, conversionRate: 0 })) };
  if (!old || period.source !== undefined) return raw;
  const [funnelRows, formRows] = await Promise.all([rolledUp(db, FUNNEL, old), rolledUp(db, FORM, old)]);
  const funnel = { ...raw.funnel };
  for (const row of funnelRows) {
    const step = funnelSteps.find((name) => name === row.value);
    if (step) funnel[step] += row.visitors;
  }
  const rolled = new Map(formRows.map((row) => [row.value, row]));
  const forms = raw.forms.map((form) => {
    const visitors = form.visitors + (rolled.get(form.type)?.visitors ?? 0);
    const submissions = form.submissions + (rolled.get(form.type)?.leads ?? 0);
    const converted = form.converted + (rolled.get(form.type)?.converted ?? 0);
    return { ...form, visitors, submissions, converted, conversionRate: rate(converted, visitors) };
  });
  return { funnel, forms };
}

export const trafficFunnel = async (db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<TrafficFunnel> =>
  (await conversionFigures(db, period, now)).funnel;

export const formFigures = async (db: Kysely<Database>, period: TrafficPeriod, now = Date.now()): Promise<FormFigures[]> =>
  (await conversionFigures(db, period, now)).forms;

export async function conversionRollUps(db: Kysely<Database>, day: string, period: TrafficPeriod) {
  const { funnel, forms } = await rawConversions(db, period);
  return [
    ...funnelSteps.map((step) => ({ day, dimension: FUNNEL, value: step, visitors: funnel[step], views: 0, entries: 0, leads: 0, converted: 0 })),
    ...forms.map((form) => ({ day, dimension: FORM, value: form.type, visitors: form.visitors, views: 0, entries: 0, leads: form.submissions, converted: form.converted })),
  ];
}
