import { Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/traffic";
import { DailyChart } from "~/components/console/traffic/daily-chart";
import { FieldPerformance } from "~/components/console/traffic/field-performance";
import { count, FigureTable, percent } from "~/components/console/traffic/figure-table";
import { requireConsole } from "~/lib/console.server";
import { cn } from "~/lib/cn";

const DAY = 24 * 60 * 60 * 1000;
/** Views are kept 30 days: a period reaches back at most that far. */
const MAX_DAYS = 30;
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written like 2026-11-01.").refine((value) => !Number.isNaN(Date.parse(value)), "That is not a date.");
const FiltersSchema = z.object({ from: date.optional(), to: date.optional(), source: z.string().trim().max(100).optional() });

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period the URL asks for (the last 7 days by default), and what was wrong with it, if anything. */
function periodFrom(url: URL, now: number) {
  const raw = Object.fromEntries(["from", "to", "source"].map((key) => [key, url.searchParams.get(key) || undefined]));
  const parsed = FiltersSchema.safeParse(raw);
  const today = dayOf(now);
  const fallback = { from: dayOf(now - 6 * DAY), to: today };
  if (!parsed.success) return { ...fallback, source: undefined, problem: parsed.error.issues[0]?.message ?? "The filters could not be read." };
  const to = parsed.data.to ?? today;
  const from = parsed.data.from ?? dayOf(Date.parse(to) - 6 * DAY);
  if (from > to) return { ...fallback, source: parsed.data.source, problem: "The start date is after the end date." };
  if (Date.parse(to) - Date.parse(from) >= MAX_DAYS * DAY) {
    return { from: dayOf(Date.parse(to) - (MAX_DAYS - 1) * DAY), to, source: parsed.data.source, problem: `A period covers at most ${MAX_DAYS} days (views are kept that long).` };
  }
  return { from, to, source: parsed.data.source, problem: null };
}

export async function loader(args: Route.LoaderArgs) {
  const { service } = await requireConsole(args);
  const { from, to, source, problem } = periodFrom(new URL(args.request.url), Date.now());
  const dashboard = await service.traffic({ since: `${from}T00:00:00.000Z`, until: new Date(Date.parse(to) + DAY).toISOString(), source });
  return { filters: { from, to, source: source ?? "" }, problem, dashboard };
}

export const meta: Route.MetaFunction = () => [{ title: "Traffic · Console" }];

function Change({ now, before, format = count }: { now: number; before: number; format?: (value: number) => string }) {
  if (before === 0) return <span className="text-xs text-muted">no earlier figure</span>;
  const change = (now - before) / before;
  return (
    <span className={cn("text-xs font-medium", change >= 0 ? "text-success" : "text-danger")}>
      {change >= 0 ? "▲" : "▼"} {Math.abs(change * 100).toFixed(0)}% <span className="font-normal text-muted">vs {format(before)}</span>
    </span>
  );
}

const inputClass = "h-9 rounded-md border border-line bg-white px-2 text-sm focus-visible:outline-3 focus-visible:outline-brand/40";

export default function ConsoleTraffic({ loaderData }: Route.ComponentProps) {
  const { filters, problem, dashboard } = loaderData;
  const { totals, previousTotals, funnel } = dashboard;
  const kpis = [
    { label: "Visitors", now: totals.visitors, before: previousTotals.visitors, show: count },
    { label: "Views", now: totals.views, before: previousTotals.views, show: count },
    { label: "Leads", now: totals.leads, before: previousTotals.leads, show: count },
    { label: "Conversion", now: totals.conversionRate, before: previousTotals.conversionRate, show: percent },
  ];
  const funnelSteps = [
    { label: "Arrived", value: funnel.visitors },
    { label: "Saw a product page", value: funnel.productPage },
    { label: "Saw a form page", value: funnel.formPage },
    { label: "Sent a lead", value: funnel.leads },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Traffic</h1>
          <p className="text-sm text-muted">
            Counted by our own server, without cookies. {filters.from} to {filters.to} (UTC){filters.source ? `, visitors from ${filters.source}` : ""}.
          </p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2 text-sm">
          <label className="grid gap-0.5">
            <span className="text-xs text-muted">From</span>
            <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
          </label>
          <label className="grid gap-0.5">
            <span className="text-xs text-muted">To</span>
            <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
          </label>
          <label className="grid gap-0.5">
            <span className="text-xs text-muted">Source</span>
            <input type="text" name="source" defaultValue={filters.source} placeholder="All sources" className={cn(inputClass, "w-36")} />
          </label>
          <button type="submit" className="h-9 rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-strong">
            Show
          </button>
        </Form>
      </div>
      {problem ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          {problem} Showing {filters.from} to {filters.to} instead.
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <div key={kpi.label} className="rounded-lg border border-line bg-white px-3 py-2.5">
            <dt className="text-xs font-medium text-muted">{kpi.label}</dt>
            <dd className="mt-0.5 text-2xl font-semibold tabular-nums">{kpi.show(kpi.now)}</dd>
            <dd>
              <Change now={kpi.now} before={kpi.before} format={kpi.show} />
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label="Per day" className="min-w-0 rounded-lg border border-line bg-white p-3">
          <h2 className="mb-2 text-sm font-semibold">Per day</h2>
          <DailyChart days={dashboard.days} />
        </section>
        <section aria-label="From arrival to lead" className="rounded-lg border border-line bg-white p-3">
          <h2 className="mb-2 text-sm font-semibold">From arrival to lead</h2>
          <ol className="space-y-2 text-sm">
            {funnelSteps.map((step) => (
              <li key={step.label}>
                <div className="flex justify-between tabular-nums">
                  <span>{step.label}</span>
                  <span>
                    {count(step.value)} <span className="text-muted">{funnel.visitors ? percent(step.value / funnel.visitors) : ""}</span>
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-canvas">
                  <div className="h-2 rounded-full bg-brand" style={{ width: `${funnel.visitors ? (step.value / funnel.visitors) * 100 : 0}%` }} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-label="Forms" className="rounded-lg border border-line bg-white">
        <h2 className="border-b border-line px-3 py-2 text-sm font-semibold">Forms</h2>
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">Form</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Visitors of its pages</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Submissions</th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">Conv.</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.forms.map((form) => (
              <tr key={form.type} className="border-t border-line/70">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">{form.type}</th>
                <td className="px-2 py-1.5 text-right">{count(form.visitors)}</td>
                <td className="px-2 py-1.5 text-right">{count(form.submissions)}</td>
                <td className="px-3 py-1.5 text-right">{percent(form.conversionRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <FigureTable title="Top pages" label="Page" rows={dashboard.by.page} />
        <FigureTable title="Entry pages" label="Page" rows={dashboard.by.entry} />
        <FigureTable title="Sources" label="Source" rows={dashboard.by.source} />
        <FigureTable title="Campaigns" label="Campaign" rows={dashboard.by.campaign} />
        <FigureTable title="Devices" label="Device" rows={dashboard.by.device} />
      </div>

      <FieldPerformance vitals={dashboard.vitals} lab={dashboard.lab} />
    </div>
  );
}
