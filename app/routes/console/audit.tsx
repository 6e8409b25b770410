import { data, Form } from "react-router";
import type { Route } from "./+types/audit";
import { formatUtc } from "#app/components/console/leads/format.ts";
import { Notice } from "#app/components/console/leads/notice.tsx";
import { ConsoleButton, consoleButtonLink, EmptyState } from "#app/components/console/console-ui.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { auditActions } from "#app/lib/console-leads.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { requireConsole } from "#app/lib/console.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Console" }, { name: "robots", content: "noindex, nofollow" }];

/** Who signed in, viewed, changed, exported or erased what: newest first, 50 a page, by user and action (admins only). */
export async function loader(args: Route.LoaderArgs) {
  const { service } = await requireConsole(args, { area: "team" });
  const params = new URL(args.request.url).searchParams;
  const values = { user: params.get("user") ?? "", action: params.get("action") ?? "" };
  const parsed = service.leads.parseAuditFilter(params);
  if (!parsed.ok) return data({ values, problems: parsed.problems, page: null }, { status: 400 });
  return { values, problems: [], page: await service.leads.auditLog(parsed.filter) };
}

const control = "h-9 w-full rounded-md border border-line bg-white px-2.5 text-sm text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand";

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { values, problems, page } = loaderData;
  const olderHref = page?.older ? `${consolePages.audit}?${new URLSearchParams({ ...(values.user ? { user: values.user } : {}), ...(values.action ? { action: values.action } : {}), after: page.older }).toString()}` : null;
  return (
    <div className="space-y-3">
      <h1>Audit log</h1>
      <Form method="get" role="search" aria-label="Filter the audit log" className="grid grid-cols-2 items-end gap-2 rounded-lg border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto]">
        <div>
          <label htmlFor="audit-user" className="mb-1 block text-xs font-medium text-ink-soft">
            User
          </label>
          <select id="audit-user" name="user" defaultValue={values.user} className={control}>
            <option value="">Everyone</option>
            {(page?.actors ?? []).map((email) => (
              <option key={email}>{email}</option>
            ))}
            {values.user && !page?.actors.includes(values.user) ? <option>{values.user}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className="mb-1 block text-xs font-medium text-ink-soft">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={values.action} className={control}>
            <option value="">Any action</option>
            {auditActions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </div>
        <ConsoleButton className="col-span-2 sm:col-span-1">Apply</ConsoleButton>
      </Form>
      {problems.length > 0 ? <Notice tone="error">{problems.map((problem) => problem.message).join(" ")}</Notice> : null}
      {page ? (
        page.entries.length === 0 ? (
          values.user || values.action ? (
            <EmptyState action={{ href: consolePages.audit, label: "Show every entry" }}>No entry matches this user and action.</EmptyState>
          ) : (
            <EmptyState action={{ href: consolePages.leads, label: "Go to the leads" }}>Nothing recorded yet: sign-ins, views and changes to leads show here as the team works.</EmptyState>
          )
        ) : (
          <ol className="divide-y divide-line rounded-lg border border-line bg-white">
            {page.entries.map((entry) => (
              <li key={entry.id} className="grid gap-x-4 gap-y-0.5 px-3 py-2 text-sm sm:grid-cols-[12.5rem_16rem_9rem_minmax(0,1fr)]">
                <time dateTime={entry.at} className="whitespace-nowrap text-ink-soft tabular-nums">
                  {formatUtc(entry.at, { seconds: true })}
                </time>
                <span className="truncate text-ink" title={entry.actor}>
                  {entry.actor}
                </span>
                <span className="font-medium text-ink">{entry.action}</span>
                <span className="min-w-0 break-words text-ink-soft">
                  {entry.subject && /^[0-9a-f-]{36}$/.test(entry.subject) && entry.action !== "person-erased" ? (
                    <Link href={consolePages.lead(entry.subject)} className="font-mono text-xs text-brand hover:underline">
                      {entry.subject}
                    </Link>
                  ) : (
                    <span className="font-mono text-xs">{entry.subject}</span>
                  )}
                  {entry.detail ? <span className="ml-2">{entry.detail}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        )
      ) : null}
      {olderHref ? (
        <nav aria-label="Pages" className="flex justify-end">
          <Link href={olderHref} rel="next" className={consoleButtonLink()}>
            Older →
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
