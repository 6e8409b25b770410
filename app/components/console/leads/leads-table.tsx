import { Link } from "~/components/ui/link";
import type { ListedLead } from "~/lib/console-lead-views";
import { isLeadType, leadTypeLabels } from "~/forms/lead-contract";
import { consolePages } from "~/lib/console-paths";
import { formatListTime, formatUtc } from "./format";
import { SpamPill, StatusPill } from "./status-pill";

const typeShort: Record<string, string> = { contact: "Contact", demo: "Demo", "case-study": "Case study", webinar: "Webinar", feedback: "Feedback" };

const typeLabel = (type: string) => typeShort[type] ?? type;
const nameOf = (lead: ListedLead) => lead.name || (isLeadType(lead.type) ? `Anonymous ${leadTypeLabels[lead.type].toLowerCase()}` : "Anonymous");
const rowLink =
  "rounded-sm font-medium text-ink underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The leads as a dense table (tablets and desktops) and as a stacked list (phones): one row link per lead. */
export function LeadsTable({ leads }: { leads: ListedLead[] }) {
  return (
    <>
      <div className="hidden rounded-lg border border-line bg-white md:block">
        <table className="w-full border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <thead>
            <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
              {["Type", "Name", "Company", "Email", "When (UTC)", "Source", "Status", "Assignee"].map((heading) => (
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
                <td className="max-w-[14rem] truncate border-b border-line px-3 py-2">
                  <Link href={consolePages.lead(lead.id)} className={rowLink}>
                    {nameOf(lead)}
                  </Link>
                  {lead.spam ? <SpamPill /> : null}
                </td>
                <td className="max-w-[12rem] truncate border-b border-line px-3 py-2 text-ink-soft">{lead.company || <span className="text-muted">—</span>}</td>
                <td className="max-w-[16rem] truncate border-b border-line px-3 py-2 text-ink-soft">{lead.email || <span className="text-muted">—</span>}</td>
                <td className="border-b border-line px-3 py-2 whitespace-nowrap text-ink-soft tabular-nums">
                  <time dateTime={lead.receivedAt} title={formatUtc(lead.receivedAt, { seconds: true })}>
                    {formatListTime(lead.receivedAt)}
                  </time>
                </td>
                <td className="max-w-[10rem] truncate border-b border-line px-3 py-2 text-ink-soft">{lead.source}</td>
                <td className="border-b border-line px-3 py-2">
                  <StatusPill status={lead.status} />
                </td>
                <td className="max-w-[12rem] truncate border-b border-line px-3 py-2 text-ink-soft">{lead.assignee ?? <span className="text-muted">Unassigned</span>}</td>
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
              <span className="max-w-[12rem] truncate">{lead.assignee ?? "Unassigned"}</span>
              {lead.spam ? <SpamPill /> : null}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
