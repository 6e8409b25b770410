import type { ReactNode } from "react";
import { EmptyState, stackedTable } from "#app/components/console/console-ui.tsx";
import { cn } from "#app/lib/cn.ts";
import { shownRate } from "#app/lib/traffic-rate.ts";

/** One row of a traffic table: a page, source, campaign or device, its figures, and the visitors who sent a lead. */
export type TrafficRow = { value: string; visitors: number; views: number; leads: number; converted: number; conversionRate: number };

/** What an empty traffic table offers next. */
export type EmptyAction = { href: string; label: string };

const number = new Intl.NumberFormat("en-US");
export const count = (value: number) => number.format(value);

/** A traffic card: its title bar, and its body filling the card so cards in a row end level. */
export function TrafficCard({ title, note, children, className }: { title: string; note?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn("flex min-w-0 flex-col rounded-lg border border-line bg-white", className)}>
      <h2 className="border-b border-line px-3 py-2 text-small font-semibold">
        {title} {note ? <span className="font-normal text-muted">{note}</span> : null}
      </h2>
      <div className="flex flex-1 flex-col">{children}</div>
    </section>
  );
}

/** One part of the traffic (pages, sources…): its visitors, views, leads and conversion rate, most visitors first. */
export function FigureTable({ title, label, rows, empty, emptyAction }: { title: string; label: string; rows: TrafficRow[]; empty: string; emptyAction: EmptyAction }) {
  return (
    <TrafficCard title={title}>
      {rows.length === 0 ? (
        <EmptyState action={emptyAction} className="m-3 flex-1">
          {empty}
        </EmptyState>
      ) : (
        <table className={cn(stackedTable.table, "sm:table-fixed")}>
          <thead className={stackedTable.head}>
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                {label}
              </th>
              <th scope="col" className="w-[4.25rem] px-2 py-1.5 text-right font-medium">
                Visitors
              </th>
              <th scope="col" className="w-[3.75rem] px-2 py-1.5 text-right font-medium">
                Views
              </th>
              <th scope="col" className="w-[3.75rem] px-2 py-1.5 text-right font-medium">
                Leads
              </th>
              <th scope="col" className="w-[4.5rem] px-3 py-1.5 text-right font-medium">
                Conv.
              </th>
            </tr>
          </thead>
          <tbody className={stackedTable.body}>
            {rows.map((row) => (
              <tr key={row.value} className={stackedTable.row}>
                {/* A path never wraps mid-word: it ends in an ellipsis, the whole of it on hover. */}
                <th scope="row" className={cn("truncate px-3 py-1.5 text-left font-normal", stackedTable.title)} title={row.value}>
                  {row.value}
                </th>
                <td data-label="Visitors" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>
                  {count(row.visitors)}
                </td>
                <td data-label="Views" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>
                  {count(row.views)}
                </td>
                <td data-label="Leads" className={cn("px-2 py-1.5 text-right", stackedTable.cell)}>
                  {count(row.leads)}
                </td>
                <td data-label="Conversion" className={cn("px-3 py-1.5 text-right", stackedTable.cell)}>
                  {shownRate(row.conversionRate, row.visitors)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TrafficCard>
  );
}
