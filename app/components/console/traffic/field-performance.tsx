import { cn } from "~/lib/cn";
import { count } from "./figure-table";

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

type Props = { vitals: RoutePerformance[]; lab: { measuredAt: string; runs: number } };

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Each route's field figures (the 75th percentile of visitors' own loads,
 * over budget in bold red) beside Lighthouse's lab figures for the same
 * page: mobile, simulated throttling, TBT standing in for INP, which a lab
 * run without a visitor cannot measure.
 */
export function FieldPerformance({ vitals, lab }: Props) {
  return (
    <section aria-label="Field performance" className="rounded-lg border border-line bg-white">
      <h2 className="border-b border-line px-3 py-2 text-sm font-semibold">
        Field performance{" "}
        <span className="font-normal text-muted">
          (75th percentile of visitors' own page loads; budgets LCP 2,500 ms, INP 200 ms, CLS 0.1. Lab: Lighthouse mobile, median of {lab.runs}, measured{" "}
          {day.format(new Date(lab.measuredAt))})
        </span>
      </h2>
      {vitals.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted">No page loads measured in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm whitespace-nowrap tabular-nums">
            <thead className="text-left text-xs text-muted">
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
            <tbody>
              {vitals.map((route) => (
                <tr key={route.path} className="border-t border-line/70">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {route.path}
                  </th>
                  <td className="px-2 py-1.5 text-right">{count(route.loads)}</td>
                  {(["lcp", "inp", "cls"] as const).map((key) => {
                    const value = route[key];
                    const over = route.over.includes(key);
                    return (
                      <td key={key} className={cn("px-2 py-1.5 text-right", over && "font-semibold text-danger")}>
                        {value === null ? "–" : key === "cls" ? value.toFixed(3) : `${count(value)} ms`}
                        {over ? <span className="sr-only"> (over budget)</span> : null}
                      </td>
                    );
                  })}
                  <td className="border-l border-line px-2 py-1.5 text-right">{route.lab ? `${count(route.lab.lcpMs)} ms` : "–"}</td>
                  <td className="px-2 py-1.5 text-right">{route.lab ? `${count(route.lab.tbtMs)} ms` : "–"}</td>
                  <td className="px-3 py-1.5 text-right">{route.lab ? route.lab.cls.toFixed(3) : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
