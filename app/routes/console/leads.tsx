import { data } from "react-router";
import type { Route } from "./+types/leads";
import { LeadFilters } from "#app/components/console/leads/lead-filters.tsx";
import { LeadsTable } from "#app/components/console/leads/leads-table.tsx";
import { Notice } from "#app/components/console/leads/notice.tsx";
import { Pager } from "#app/components/console/leads/pager.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { leadFilterParams } from "#app/lib/console-leads.ts";
import { requireConsole } from "#app/lib/console.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Leads · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** What a finished action tells the list (after a redirect here). */
const notices: Record<string, string> = { erased: "The person was erased: their leads, messages and deliveries are gone, and the receivers and the sales inbox were told." };

/** The list: 50 leads a page, newest first, filtered by the URL. A bad parameter answers 400 with what is wrong. */
export async function loader(args: Route.LoaderArgs) {
  const { service, session } = await requireConsole(args);
  const url = new URL(args.request.url);
  const values = Object.fromEntries(leadFilterParams.map((name) => [name, url.searchParams.get(name) ?? undefined]));
  const notice = notices[url.searchParams.get("notice") ?? ""] ?? null;
  const team = await service.leads.team();
  const parsed = service.leads.parseFilter(url.searchParams);
  if (!parsed.ok) return data({ values, team, notice, problems: parsed.problems, page: null, query: "" }, { status: 400 });
  const page = await service.leads.list(parsed.filter, session.user);
  const query = new URLSearchParams(leadFilterParams.flatMap((name) => (values[name] ? [[name, values[name]]] : []))).toString();
  return { values, team, notice, problems: [], page, query };
}

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const { values, team, notice, problems, page, query } = loaderData;
  const exportHref = `${consolePages.export}${query ? `?${query}` : ""}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold tracking-tight">Leads</h1>
        {page ? (
          <a href={exportHref} download className="inline-flex h-9 items-center rounded-md border border-line bg-white px-3 text-sm font-medium text-ink-soft hover:text-ink">
            Export CSV
          </a>
        ) : null}
      </div>
      {notice ? <Notice tone="ok">{notice}</Notice> : null}
      <LeadFilters values={values} team={team} />
      {problems.length > 0 ? (
        <Notice tone="error">
          <p className="font-medium">This view’s address has a value the list cannot use:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {page && page.leads.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line bg-white px-4 py-10 text-center text-sm text-muted">
          No leads match this view.{" "}
          {query ? (
            <Link href={consolePages.leads} className="font-medium text-brand underline">
              Show all leads
            </Link>
          ) : null}
        </div>
      ) : null}
      {page && page.leads.length > 0 ? (
        <>
          <LeadsTable leads={page.leads} />
          <Pager query={query} older={page.older} newer={page.newer} count={page.leads.length} />
        </>
      ) : null}
    </div>
  );
}
