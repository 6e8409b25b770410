import { EmptyState, stackedTable } from "#app/components/console/console-ui.tsx";
import { cn } from "#app/lib/cn.ts";
import { count, type EmptyAction, TrafficCard } from "#app/components/console/traffic/figure-table.tsx";
import { EMPTY } from "#app/components/console/leads/format.ts";

/** A route's field figures (75th percentiles, null when no load reported one) and its lab figures, when measured. */
export type RoutePerformance = {
  path: string;
  loads: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  over: ("lcp" | "inp" | "cls")[];
  lab: { lcpMs: number; tbtMs: number; cls: number } | null;
};

type Props = { vitals: RoutePerformance[]; lab: { measuredAt: string; runs: number }; emptyAction: EmptyAction };

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Each route's field figures (the 75th percentile of visitors' own loads,
 * over budget in bold red) beside Lighthouse's lab figures for the same
 * page: mobile, simulated throttling, TBT standing in for INP, which a lab
 * run without a visitor cannot measure.
 */
export function FieldPerformance({ vitals, lab, emptyAction }: Props) {
  const note = `(75th percentile of visitors' own page loads; budgets LCP 2,500 ms, INP 200 ms, CLS 0.1. Lab: Lighthouse mobile, median of ${lab.runs}, measured ${day.format(new Date(lab.measuredAt))})`;
  return (
    <TrafficCard title="Field performance" note={note}>
      {vitals.length === 0 ? (
        <EmptyState action={emptyAction} className="m-3">
          No page loads measured in this period: a load is measured when a visitor leaves a page.
        </EmptyState>
      ) : (
        <div className="sm:overflow-x-auto">
          <table className={cn(stackedTable.table, "sm:whitespace-nowrap")}>
            <thead className={stackedTable.head}>
              <tr>
                <th scope="col" rowSpan={2} className="px-3 py-1.5 align-bottom font-medium">
                  Route
                </th>
                <th scope="col" rowSpan={2} className="px-2 py-1.5 text-right align-bottom font-medium">
                  Loads
                </th>
                <th scope="colgroup" colSpan={3} className="px-2 pt-1.5 text-center font-medium">
                  Field (p75)
                </th>
                <th scope="colgroup" colSpan={3} className="border-l border-line px-3 pt-1.5 text-center font-medium">
                  Lab (Lighthouse)
                </th>
              </tr>
              <tr>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">LCP</th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">INP</th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">CLS</th>
                <th scope="col" className="border-l border-line px-2 py-1.5 text-right font-medium">LCP</th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">TBT</th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">CLS</th>
              </tr>
            </thead>
            <tbody className={stackedTable.body}>
              {vitals.map((route) => (
                <tr key={route.path} className={stackedTable.row}>
                  <th scope="row" className={cn("max-w-[20rem] truncate px-3 py-1.5 text-left font-normal", stackedTable.title)} title={route.path}>
                    {route.path}
                  </th>
                  <td data-label="Loads" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>
                    {count(route.loads)}
                  </td>
                  {(["lcp", "inp", "cls"] as const).map((key) => {
                    const value = route[key];
                    const over = route.over.includes(key);
                    return (
                      <td key={key} data-label={`Field ${key.toUpperCase()}`} className={cn("px-2 py-1.5 text-right", stackedTable.cell, over && "font-semibold text-danger")}>
                        {value === null ? EMPTY : key === "cls" ? value.toFixed(3) : `${count(value)} ms`}
                        {over ? <span className="sr-only"> (over budget)</span> : null}
                      </td>
                    );
                  })}
                  <td data-label="Lab LCP" className={cn("border-l border-line px-2 py-1.5 text-right max-sm:border-l-0", stackedTable.cell)}>
                    {route.lab ? `${count(route.lab.lcpMs)} ms` : EMPTY}
                  </td>
                  <td data-label="Lab TBT" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>
                    {route.lab ? `${count(route.lab.tbtMs)} ms` : EMPTY}
                  </td>
                  <td data-label="Lab CLS" className={cn("px-3 py-1.5 text-right", stackedTable.cell)}>
                    {route.lab ? route.lab.cls.toFixed(3) : EMPTY}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TrafficCard>
  );
}
