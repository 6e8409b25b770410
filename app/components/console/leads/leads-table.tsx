import { Link } from "#app/components/ui/link.tsx";
import type { ListedLead } from "#app/lib/console-lead-views.ts";
import { isLeadType, leadTypeLabels } from "#app/forms/lead-contract.ts";
import { leadTypeContracts } from "#app/forms/lead-types/index.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { formatListTime, formatUtc } from "#app/components/console/leads/format.ts";
import { SpamPill, StatusPill } from "#app/components/console/leads/status-pill.tsx";

/** A stored type the registry no longer has shows as stored. */
const typeLabel = (type: string) => (isLeadType(type) ? leadTypeContracts[type].shortLabel : type);
const nameOf = (lead: ListedLead) => lead.name || (isLeadType(lead.type) ? `Anonymous ${leadTypeLabels[lead.type].toLowerCase()}` : "Anonymous");
/** The table's columns and their share of its width (the table lays out fixed: a long value is cut with an ellipsis, never widens the page). */
const columns = [
  ["Type", "w-[7%]"],
  ["Name", "w-[15%]"],
  ["Company", "w-[15%]"],
  ["Email", "w-[21%]"],
  ["When (UTC)", "w-[10%]"],
  ["Source", "w-[12%]"],
  ["Status", "w-[10%]"],
  ["Assignee", "w-[10%]"],
] as const;

/** A teammate as the list shows them: the address's local part (the team shares the domain); the whole address is its title. */
const shortAddress = (email: string) => email.split("@")[0] ?? email;
const rowLink =
  "rounded-sm font-medium text-ink underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The leads as a dense table (tablets and desktops) and as a stacked list (phones): one row link per lead. */
export function LeadsTable({ leads }: { leads: ListedLead[] }) {
  return (
    <>
      <div className="hidden rounded-lg border border-line bg-white md:block">
        <table className="w-full table-fixed border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <colgroup>
            {columns.map(([heading, width]) => (
              <col key={heading} className={width} />
            ))}
          </colgroup>
          <thead>
            <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
              {columns.map(([heading]) => (
                <th key={heading} scope="col" className="sticky top-0 z-10 border-b border-line bg-white/95 px-3 py-2 backdrop-blur first:rounded-tl-lg last:rounded-tr-lg">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="group hover:bg-canvas">
                <td className="border-b border-line px-3 py-2 whitespace-nowrap text-ink-soft">{typeLabel(lead.type)}</td>
                <td className="truncate border-b border-line px-3 py-2">
                  <Link href={consolePages.lead(lead.id)} className={rowLink}>
                    {nameOf(lead)}
                  </Link>
                  {lead.spam ? <SpamPill /> : null}
                </td>
                <td className="truncate border-b border-line px-3 py-2 text-ink-soft">{lead.company || <span className="text-muted">—</span>}</td>
                <td className="truncate border-b border-line px-3 py-2 text-ink-soft">{lead.email || <span className="text-muted">—</span>}</td>
                <td className="border-b border-line px-3 py-2 whitespace-nowrap text-ink-soft tabular-nums">
                  <time dateTime={lead.receivedAt} title={formatUtc(lead.receivedAt, { seconds: true })}>
                    {formatListTime(lead.receivedAt)}
                  </time>
                </td>
                <td className="truncate border-b border-line px-3 py-2 text-ink-soft">{lead.source}</td>
                <td className="border-b border-line px-3 py-2">
                  <StatusPill status={lead.status} />
                </td>
                <td className="truncate border-b border-line px-3 py-2 text-ink-soft" title={lead.assignee ?? undefined}>
                  {lead.assignee ? shortAddress(lead.assignee) : <span className="text-muted">Unassigned</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-line rounded-lg border border-line bg-white md:hidden" aria-label="Leads, newest first">
        {leads.map((lead) => (
          <li key={lead.id} className="px-3 py-2.5">
            <div className="flex items-start justify-between gap-2">
              <Link href={consolePages.lead(lead.id)} className={`${rowLink} min-w-0 truncate`}>
                {nameOf(lead)}
              </Link>
              <StatusPill status={lead.status} className="shrink-0" />
            </div>
            <p className="mt-0.5 truncate text-sm text-ink-soft">{[lead.company, lead.email].filter(Boolean).join(" · ") || "—"}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span>{typeLabel(lead.type)}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={lead.receivedAt} className="tabular-nums">
                {formatListTime(lead.receivedAt)} UTC
              </time>
              <span aria-hidden="true">·</span>
              <span className="max-w-[10rem] truncate">{lead.source}</span>
              <span aria-hidden="true">·</span>
              <span className="max-w-[12rem] truncate">{lead.assignee ? shortAddress(lead.assignee) : "Unassigned"}</span>
              {lead.spam ? <SpamPill /> : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
