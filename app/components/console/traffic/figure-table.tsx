/** One row of a traffic table: a page, source, campaign or device, and its figures. */
export type TrafficRow = { value: string; visitors: number; views: number; leads: number; conversionRate: number };

export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const number = new Intl.NumberFormat("en-US");
export const count = (value: number) => number.format(value);

/** One part of the traffic (pages, sources…): its visitors, views, leads and conversion rate, most visitors first. */
export function FigureTable({ title, label, rows }: { title: string; label: string; rows: TrafficRow[] }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-lg border border-line bg-white">
      <h2 className="border-b border-line px-3 py-2 text-sm font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted">Nothing counted in this period.</p>
      ) : (
        <table className="w-full text-sm tabular-nums">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                {label}
              </th>
              <th scope="col" className="w-px px-2 py-1.5 text-right font-medium whitespace-nowrap">
                Visitors
              </th>
              <th scope="col" className="hidden w-px px-2 py-1.5 text-right font-medium whitespace-nowrap sm:table-cell">
                Views
              </th>
              <th scope="col" className="w-px px-2 py-1.5 text-right font-medium whitespace-nowrap">
                Leads
              </th>
              <th scope="col" className="w-px px-3 py-1.5 text-right font-medium whitespace-nowrap">
                Conv.
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-t border-line/70">
                <th scope="row" className="px-3 py-1.5 text-left font-normal break-all" title={row.value}>
                  {row.value}
                </th>
                <td className="px-2 py-1.5 text-right">{count(row.visitors)}</td>
                <td className="hidden px-2 py-1.5 text-right sm:table-cell">{count(row.views)}</td>
                <td className="px-2 py-1.5 text-right">{count(row.leads)}</td>
                <td className="px-3 py-1.5 text-right">{percent(row.conversionRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
