import { data, redirect } from "react-router";
import type { Route } from "./+types/leads";
import { EmptyState } from "#app/components/console/console-ui.tsx";
import { LeadFilters, SavedViews, type ViewLink } from "#app/components/console/leads/lead-filters.tsx";
import { LeadsTable } from "#app/components/console/leads/leads-table.tsx";
import { Notice } from "#app/components/console/leads/notice.tsx";
import { Pager } from "#app/components/console/leads/pager.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { leadTypeNames } from "#app/forms/lead-contract.ts";
import { leadFilterParams, savedViewLabels, savedViewParams, savedViews } from "#app/lib/console-leads.ts";
import { requireConsole } from "#app/lib/console.server.ts";
import { mayUse } from "#app/lib/console-access.ts";

export const meta: Route.MetaFunction = () => [{ title: "Leads · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** What a finished action tells the list (after a redirect here). */
const notices: Record<string, string> = { erased: "The person was erased: their leads, messages and deliveries are gone, and the receivers and the sales inbox were told." };

/** The list: 50 leads a page, newest first, filtered by the URL. A bad parameter answers 400 with what is wrong. */
export async function loader(args: Route.LoaderArgs) {
  // The console opens here; an editor, who works on the site and not on leads, starts at the content instead.
  const signedIn = await requireConsole(args);
  if (!mayUse(signedIn.session.user.role, "leads") && args.request.method === "GET") throw redirect(consolePages.content);
  const { service, session } = await requireConsole(args, { area: "leads" });
  const url = new URL(args.request.url);
  const values = Object.fromEntries(leadFilterParams.map((name) => [name, url.searchParams.get(name) ?? undefined]));
  const notice = notices[url.searchParams.get("notice") ?? ""] ?? null;
  const query = new URLSearchParams(leadFilterParams.flatMap((name) => (values[name] ? [[name, values[name]]] : []))).toString();
  const [team, views] = await Promise.all([service.leads.team(), viewLinks(service.leads, session.user, query)]);
  const parsed = service.leads.parseFilter(url.searchParams);
  const names = leadTypeNames;
  if (!parsed.ok) return data({ values, team, views, notice, names, problems: parsed.problems, page: null, total: 0, first: 0, query: "" }, { status: 400 });
  // The page, and its place in the view: the leads listed before it and all of them (a saved view's count is its total).
  const [page, total] = await Promise.all([service.leads.list(parsed.filter, session.user), views.find((view) => view.current)?.count ?? service.leads.count(parsed.filter, session.user)]);
  const before = page.newer ? await service.leads.count(parsed.filter, session.user, page.newer) : 0;
  return { values, team, views, notice, names, problems: [], page, total, first: before + 1, query };
}

type Leads = Awaited<ReturnType<typeof requireConsole>>["service"]["leads"];

/** "All leads" and each saved view, with its count; the one the URL shows is current. */
async function viewLinks(leads: Leads, viewer: Parameters<Leads["count"]>[1], query: string): Promise<ViewLink[]> {
  const views = [{ id: "all", label: "All leads", params: new URLSearchParams() }, ...savedViews.map((view) => ({ id: view, label: savedViewLabels[view], params: new URLSearchParams(savedViewParams(view)) }))];
  return Promise.all(
    views.map(async ({ id, label, params }) => {
      const parsed = leads.parseFilter(params);
      const count = parsed.ok ? await leads.count(parsed.filter, viewer) : null;
      const search = params.toString();
      return { id, label, href: search ? `${consolePages.leads}?${search}` : consolePages.leads, count, current: search === query };
    }),
  );
}

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const { values, team, views, notice, names, problems, page, total, first, query } = loaderData;
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
      <SavedViews views={views} />
      <LeadFilters values={values} team={team} names={names} />
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
        query ? (
          <EmptyState action={{ href: consolePages.leads, label: "Clear filters" }}>No leads match this view. Clear the filters to see every lead.</EmptyState>
        ) : (
          <EmptyState action={{ href: "/help#contact-form", label: "Open the contact form" }}>
            No leads yet. They arrive here as soon as someone sends a form on the site: send one yourself to see how a lead looks.
          </EmptyState>
        )
      ) : null}
      {page && page.leads.length > 0 ? (
        <>
          <LeadsTable leads={page.leads} names={names} />
          <Pager query={query} older={page.older} newer={page.newer} first={first} shown={page.leads.length} total={total} />
        </>
      ) : null}
    </div>
  );
}
