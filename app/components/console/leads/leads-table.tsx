import { useEffect, useRef } from "react";
import { Clock, Globe, Inbox, UserRound } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { LeadTypeNames, ListedLead } from "#app/lib/console-lead-views.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { cn } from "#app/lib/cn.ts";
import { EMPTY, formatListTime, formatUtc } from "#app/components/console/leads/format.ts";
import { SpamPill, StatusPill } from "#app/components/console/leads/status-pill.tsx";

/** A stored type the registry no longer has shows as stored. */
const typeLabel = (lead: ListedLead, names: LeadTypeNames) => names.types.find((named) => named.type === lead.type)?.shortLabel ?? lead.type;
function nameOf(lead: ListedLead, names: LeadTypeNames): string {
  const label = names.types.find((named) => named.type === lead.type)?.label;
  return lead.name || (label ? `Anonymous ${label.toLowerCase()}` : "Anonymous");
}
/** The columns and their share of a fixed-layout table: names and companies wrap, the rest is cut with its full text as the title. */
const columns = [
  ["Name", "w-[17%]"],
  ["Company", "w-[15%]"],
  ["Email", "w-[19%]"],
  ["Type", "w-[8%]"],
  ["Status", "w-[10%]"],
  ["Assignee", "w-[10%]"],
  ["Source", "w-[10%]"],
  ["Received (UTC)", "w-[11%]"],
] as const;

/** A teammate as the list shows them: the address's local part (the team shares the domain); the whole address is its title. */
const shortAddress = (email: string) => email.split("@")[0] ?? email;
const cell = "border-b border-line px-3 py-2 align-top text-ink-soft max-lg:border-0 max-lg:p-0";
/** Below lg each row is a card: name and status, then company and email, then a line of small facts. */
const meta = "max-lg:order-4 max-lg:mr-1.5 max-lg:inline-flex max-lg:max-w-[12rem] max-lg:items-center max-lg:gap-1 max-lg:text-xs max-lg:text-muted";
/** On a card a fact has no column heading above it: a small icon names it. */
const icon = "size-3.5 shrink-0 lg:hidden";

/** `j` and `k` move the focus between the rows' links (Enter then opens one); never while typing in a field. */
function useRowKeys(table: React.RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== "j" && event.key !== "k") || event.metaKey || event.ctrlKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      const links = [...(table.current?.querySelectorAll<HTMLAnchorElement>("a[data-row-link]") ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = at === -1 ? (event.key === "j" ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + (event.key === "j" ? 1 : -1)));
      links[next]?.focus({ preventScroll: true });
      links[next]?.closest("tr")?.scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [table]);
}

/** The leads as one table: dense columns from lg up, a stacked card per lead on phones; one link per row. */
export function LeadsTable({ leads, names }: { leads: ListedLead[]; names: LeadTypeNames }) {
  const table = useRef<HTMLTableElement>(null);
  useRowKeys(table);
  return (
    <div className="rounded-lg border border-line bg-white">
      <table ref={table} className="w-full border-separate border-spacing-0 text-left text-sm max-lg:block lg:table-fixed">
        <caption className="sr-only">Leads, newest first</caption>
        <colgroup>
          {columns.map(([heading, width]) => (
            <col key={heading} className={width} />
          ))}
        </colgroup>
        <thead className="max-lg:sr-only">
          <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
            {columns.map(([heading]) => (
              <th key={heading} scope="col" className="sticky top-0 z-10 border-b border-line bg-white/95 px-3 py-2 backdrop-blur first:rounded-tl-lg last:rounded-tr-lg">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-lg:block max-lg:divide-y max-lg:divide-line">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="scroll-mt-10 hover:bg-canvas has-[a:focus-visible]:bg-brand-soft/50 max-lg:flex max-lg:flex-wrap max-lg:items-start max-lg:gap-x-2 max-lg:gap-y-0.5 max-lg:px-3 max-lg:py-2.5"
            >
              <th scope="row" className={cn(cell, "font-normal [overflow-wrap:anywhere] max-lg:min-w-0 max-lg:flex-1")}>
                <Link
                  href={consolePages.lead(lead.id)}
                  data-row-link=""
                  className="rounded-sm font-medium text-ink underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {nameOf(lead, names)}
                </Link>
                {lead.spam ? <SpamPill className="ml-1.5" /> : null}
              </th>
              <td className={cn(cell, "[overflow-wrap:anywhere] max-lg:order-2 max-lg:basis-full", !lead.company && "max-lg:hidden")}>{lead.company || <span className="text-muted">{EMPTY}</span>}</td>
              <td className={cn(cell, "truncate max-lg:order-3 max-lg:basis-full")} title={lead.email || undefined}>
                {lead.email || <span className="text-muted">{EMPTY}</span>}
              </td>
              <td className={cn(cell, meta, "whitespace-nowrap")}>
                <Inbox aria-hidden="true" className={icon} />
                {typeLabel(lead, names)}
              </td>
              <td className={cn(cell, "max-lg:order-1 max-lg:shrink-0")}>
                <StatusPill status={lead.status} />
              </td>
              <td className={cn(cell, meta, "truncate")} title={lead.assignee ?? undefined}>
                <UserRound aria-hidden="true" className={icon} />
                {lead.assignee ? <span className="truncate">{shortAddress(lead.assignee)}</span> : <span className="text-muted">Unassigned</span>}
              </td>
              <td className={cn(cell, meta, "truncate")} title={lead.source}>
                <Globe aria-hidden="true" className={icon} />
                <span className="truncate">{lead.source}</span>
              </td>
              <td className={cn(cell, meta, "whitespace-nowrap tabular-nums")}>
                <Clock aria-hidden="true" className={icon} />
                <time dateTime={lead.receivedAt} title={formatUtc(lead.receivedAt, { seconds: true })}>
                  {formatListTime(lead.receivedAt)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
