import { data, redirect } from "react-router";
import type { Route } from "./+types/content-type";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleField, ConsoleNotice, consoleButtonLink, EmptyState, inputClass, stackedTable } from "#app/components/console/console-ui.tsx";
import { ContentTrail } from "#app/components/console/content/content-trail.tsx";
import { ContentStatusPill } from "#app/components/console/content/content-status.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { refusal } from "#app/lib/console.server.ts";
import { requireContent, requireContentPost } from "#app/lib/console-content.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.type.label ?? "Content"} · Console` }, { name: "robots", content: "noindex, nofollow" }];

/** A collection's entries in the site's order, with where each stands; a new entry starts as a draft. */
export async function loader(args: Route.LoaderArgs) {
  const { content } = await requireContent(args);
  const type = content.typeOf(args.params.type);
  if (!type) throw refusal(404, "No such content.");
  const wanted = Number(new URL(args.request.url).searchParams.get("page") ?? "1");
  return { type, ...(await content.page(type.type, wanted)) };
}

export async function action(args: Route.ActionArgs) {
  const { content, session, form } = await requireContentPost(args);
  const key = form.get("key");
  const created = await content.create(session.user, args.params.type, typeof key === "string" ? key : undefined);
  if (!created.ok) return data({ error: created.message, key: typeof key === "string" ? key : "" }, 409);
  throw redirect(consolePages.contentEntry(args.params.type, created.key));
}

export default function ConsoleContentType({ loaderData: { type, entries, total, page, pages, first }, actionData }: Route.ComponentProps) {
  const pageHref = (to: number) => `${consolePages.contentType(type.type)}${to > 1 ? `?page=${to}` : ""}`;
  return (
    <div className="space-y-3">
      <ContentTrail />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>{type.label}</h1>
        {type.collection && !type.newKey ? (
          <ConsoleForm>
            <ConsoleButton>New {type.itemLabel}</ConsoleButton>
          </ConsoleForm>
        ) : null}
      </div>
      {type.collection && type.newKey ? (
        <ConsoleForm className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3 sm:flex-row sm:items-end" noValidate>
          <ConsoleField id="new-key" label={type.newKey.label} hint={type.newKey.hint} error={actionData?.error} className="sm:w-96">
            {(aria) => <input {...aria} name="key" required defaultValue={actionData?.key ?? ""} autoComplete="off" className={inputClass} />}
          </ConsoleField>
          <ConsoleButton className="sm:mb-6">New {type.itemLabel}</ConsoleButton>
        </ConsoleForm>
      ) : actionData?.error ? (
        <ConsoleNotice tone="danger">{actionData.error}</ConsoleNotice>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState>Nothing here yet. Add the first {type.itemLabel} with the button above.</EmptyState>
      ) : (
        <table className={cn(stackedTable.table, "rounded-lg border border-line bg-white")}>
          <thead className={stackedTable.head}>
            <tr>
              <th className="px-3 py-2">Title</th>
              <th className="px-3 py-2">Status</th>
              <th className="px-3 py-2">Last saved</th>
            </tr>
          </thead>
          <tbody className={stackedTable.body}>
            {entries.map((entry) => (
              <tr key={entry.key} className={stackedTable.row}>
                <th scope="row" className={cn("px-3 py-2 text-left font-medium", stackedTable.title)}>
                  <Link href={consolePages.contentEntry(type.type, entry.key)} className="text-brand hover:underline">
                    {entry.title}
                  </Link>
                </th>
                <td data-label="Status" className={cn("px-3 py-2", stackedTable.cell)}>
                  <ContentStatusPill status={entry.status} />
                </td>
                <td data-label="Last saved" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>
                  <RelativeTime iso={entry.savedAt} /> by {entry.savedBy}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-small text-muted">
          <span>
            {first}–{first + entries.length - 1} of {total.toLocaleString("en-US")}
          </span>
          <span className="flex gap-2">
            {page > 1 ? (
              <Link href={pageHref(page - 1)} className={consoleButtonLink()}>
                Previous
              </Link>
            ) : null}
            {page < pages ? (
              <Link href={pageHref(page + 1)} className={consoleButtonLink()}>
                Next
              </Link>
            ) : null}
          </span>
        </nav>
      ) : null}
    </div>
  );
}
