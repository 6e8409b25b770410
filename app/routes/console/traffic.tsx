import { Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/traffic";
import { DailyChart } from "#app/components/console/traffic/daily-chart.tsx";
import { FieldPerformance } from "#app/components/console/traffic/field-performance.tsx";
import { ConsoleButton, stackedTable } from "#app/components/console/console-ui.tsx";
import { count, type EmptyAction, FigureTable, TrafficCard } from "#app/components/console/traffic/figure-table.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireConsole } from "#app/lib/console.server.ts";
import { cn } from "#app/lib/cn.ts";
import { MIN_VISITORS_FOR_RATE, shownRate } from "#app/lib/traffic-rate.ts";

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

/** An empty table's next step: a wider period, then every source, then the site itself (is it counting?). */
function nextStep(filters: { from: string; to: string; source: string }): EmptyAction {
  const widest = dayOf(Date.parse(filters.to) - (MAX_DAYS - 1) * DAY);
  if (filters.from > widest) return { href: `${consolePages.traffic}?${new URLSearchParams({ from: widest, to: filters.to, ...(filters.source ? { source: filters.source } : {}) })}`, label: `Show ${MAX_DAYS} days` };
  if (filters.source) return { href: `${consolePages.traffic}?${new URLSearchParams({ from: filters.from, to: filters.to })}`, label: "Show every source" };
  return { href: "/", label: "Open the site to count a visit" };
}

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
  const emptyAction = nextStep(filters);
  const rated = totals.visitors >= MIN_VISITORS_FOR_RATE;
  const kpis = [
    { label: "Visitors", value: count(totals.visitors), change: <Change now={totals.visitors} before={previousTotals.visitors} /> },
    { label: "Views", value: count(totals.views), change: <Change now={totals.views} before={previousTotals.views} /> },
    {
      label: "Leads",
      value: count(totals.leads),
      change: <Change now={totals.leads} before={previousTotals.leads} />,
      note: totals.leadsWithoutVisit > 0 ? `${count(totals.leadsWithoutVisit)} came without a counted visit (no JavaScript, a blocked beacon): not in any rate.` : null,
    },
    {
      label: "Conversion",
      value: shownRate(totals.conversionRate, totals.visitors),
      change:
        rated && previousTotals.visitors >= MIN_VISITORS_FOR_RATE ? (
          <Change now={totals.conversionRate} before={previousTotals.conversionRate} format={(rate) => shownRate(rate, previousTotals.visitors)} />
        ) : null,
      note: rated
        ? `${count(totals.converted)} of ${count(totals.visitors)} visitors sent a lead.`
        : `A rate needs ${MIN_VISITORS_FOR_RATE} visitors; ${count(totals.converted)} of ${count(totals.visitors)} sent a lead.`,
    },
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
          <h1>Traffic</h1>
          <p className="text-small text-muted">
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
          <ConsoleButton>Show</ConsoleButton>
        </Form>
      </div>
      {problem ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          {problem} Showing {filters.from} to {filters.to} instead.
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <div key={kpi.label} className="flex flex-col rounded-lg border border-line bg-white px-3 py-2.5">
            <dt className="text-xs font-medium text-muted">{kpi.label}</dt>
            <dd className="mt-0.5 text-2xl font-semibold tabular-nums">{kpi.value}</dd>
            {kpi.change ? <dd>{kpi.change}</dd> : null}
            {kpi.note ? <dd className="mt-1 text-xs text-muted">{kpi.note}</dd> : null}
          </div>
        ))}
      </dl>

      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TrafficCard title="Per day">
          <div className="p-3">
            <DailyChart days={dashboard.days} />
          </div>
        </TrafficCard>
        <TrafficCard title="From arrival to lead" note={rated ? undefined : `(shares need ${MIN_VISITORS_FOR_RATE} visitors)`}>
          <ol className="space-y-2 p-3 text-sm">
            {funnelSteps.map((step) => (
              <li key={step.label}>
                <div className="flex justify-between gap-2 tabular-nums">
                  <span>{step.label}</span>
                  <span>
                    {count(step.value)} {rated ? <span className="text-muted">{shownRate(step.value / funnel.visitors, funnel.visitors)}</span> : null}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-canvas">
                  <div className="h-2 rounded-full bg-brand" style={{ width: `${funnel.visitors ? Math.min(1, step.value / funnel.visitors) * 100 : 0}%` }} />
                </div>
              </li>
            ))}
          </ol>
        </TrafficCard>
      </div>

      <TrafficCard title="Forms" note="(a form's rate: visitors of its pages who sent it)">
        <table className={stackedTable.table}>
          <thead className={stackedTable.head}>
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">Form</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Visitors of its pages</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Submissions</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Visitors who sent it</th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">Conv.</th>
            </tr>
          </thead>
          <tbody className={stackedTable.body}>
            {dashboard.forms.map((form) => (
              <tr key={form.type} className={stackedTable.row}>
                <th scope="row" className={cn("px-3 py-1.5 text-left font-normal", stackedTable.title)}>{form.type}</th>
                <td data-label="Visitors of its pages" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>{count(form.visitors)}</td>
                <td data-label="Submissions" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>{count(form.submissions)}</td>
                <td data-label="Visitors who sent it" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>{count(form.converted)}</td>
                <td data-label="Conversion" className={cn("px-3 py-1.5 text-right", stackedTable.cell)}>{shownRate(form.conversionRate, form.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TrafficCard>

      <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
        <FigureTable title="Top pages" label="Page" rows={dashboard.by.page} empty="No page views counted in this period." emptyAction={emptyAction} />
        <FigureTable title="Entry pages" label="Page" rows={dashboard.by.entry} empty="No visit started in this period." emptyAction={emptyAction} />
        <FigureTable title="Sources" label="Source" rows={dashboard.by.source} empty="No visit, so no source, in this period." emptyAction={emptyAction} />
        <FigureTable title="Campaigns" label="Campaign" rows={dashboard.by.campaign} empty="No visit came from a link with utm_campaign in this period." emptyAction={emptyAction} />
        <FigureTable title="Devices" label="Device" rows={dashboard.by.device} empty="No visit counted in this period." emptyAction={emptyAction} />
      </div>

      <FieldPerformance vitals={dashboard.vitals} lab={dashboard.lab} emptyAction={emptyAction} />
    </div>
  );
}
