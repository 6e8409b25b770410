import { data } from "react-router";
import type { Route } from "./+types/content-history";
import { ConsoleNotice, EmptyState } from "#app/components/console/console-ui.tsx";
import { ContentTrail } from "#app/components/console/content/content-trail.tsx";
import { CompareForm, VersionChanges, VersionList } from "#app/components/console/content-editor/version-history.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { refusal } from "#app/lib/console.server.ts";
import { requireContent, requireContentPost } from "#app/lib/console-content.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `History: ${loaderData?.entry.title ?? "Content"} · Console` }, { name: "robots", content: "noindex, nofollow" }];

/** A whole number from a query or form value; NaN otherwise. */
const numberOf = (value: FormDataEntryValue | string | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/**
 * An entry's published versions, newest first, with author and time; two of them compared field by field (by default the
 * current one and the one before it); and any earlier one restored with one press.
 */
export async function loader(args: Route.LoaderArgs) {
  const { content } = await requireContent(args);
  const type = content.typeOf(args.params.type);
  const entry = type && (await content.entry(type.type, args.params.key));
  const versions = entry && (await content.versions(type.type, entry.key));
  if (!type || !entry || !versions) throw refusal(404, "No such entry.");
  const query = new URL(args.request.url).searchParams;
  const asked = { from: numberOf(query.get("from")), to: numberOf(query.get("to")) };
  const from = Number.isNaN(asked.from) ? (versions[1]?.version ?? versions[0]?.version ?? 0) : asked.from;
  const to = Number.isNaN(asked.to) ? (versions[0]?.version ?? 0) : asked.to;
  const comparison = versions.length > 1 || query.has("from") ? await content.compare(type.type, entry.key, from, to) : undefined;
  const unknown = [from, to].filter((version) => !versions.some((line) => line.version === version));
  return {
    type,
    entry: { key: entry.key, title: entry.title, version: entry.version, status: entry.status },
    versions,
    from,
    to,
    comparison: comparison ? { from: comparison.from.version, to: comparison.to.version, changes: comparison.changes } : null,
    notFound: versions.length > 0 && unknown.length > 0 ? `There is no version ${unknown.join(" or ")} of this entry.` : null,
  };
}

type ActionResult = { done: string } | { refused: string; errors?: Record<string, string> };

export async function action(args: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { content, session, form } = await requireContentPost(args);
  const { type, key } = args.params;
  if (form.get("intent") !== "restore") return data({ refused: "Unknown action." }, 400);
  const version = numberOf(form.get("restore"));
  const restored = await content.restore(session.user, type, key, version, numberOf(form.get("version")));
  if (restored.ok) return { done: `Version ${version} is on the site again, as version ${restored.version}. Every page that shows it is updated within seconds.` };
  switch (restored.reason) {
    case "missing":
      throw refusal(404, "No such entry.");
    case "no-version":
      return data({ refused: `There is no version ${Number.isNaN(version) ? String(form.get("restore") ?? "") : version} of this entry to restore.` }, 404);
    case "not-restorable":
      return data({ refused: `Version ${version} took the entry off the site; there is nothing in it to restore.` }, 409);
    case "stale":
      return data({ refused: "Someone saved or published this entry after you opened this page. Reload it to see the latest versions, then restore." }, 409);
    case "invalid":
      return data({ refused: `Version ${version} cannot be published as it is today: fix the draft instead, or restore another version.`, errors: restored.errors }, 400);
    case "render":
      return data({ refused: restored.message }, 422);
  }
}

export default function ConsoleContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { type, entry, versions, from, to, comparison, notFound } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-4">
      <ContentTrail collection={type.collection ? type : undefined} />
      <div>
        <h1 className="min-w-0 [overflow-wrap:anywhere]">History: {entry.title}</h1>
        <p className="mt-1 max-w-prose text-small text-muted">
          Every publish is kept as a version. Restoring one publishes it again as a new version and replaces the draft; nothing here is ever lost.{" "}
          <Link href={consolePages.contentEntry(type.type, entry.key)} className="font-medium text-brand underline">
            Back to the entry
          </Link>
        </p>
      </div>
      {result && "done" in result ? <ConsoleNotice tone="success">{result.done}</ConsoleNotice> : null}
      {result && "refused" in result ? (
        <ConsoleNotice tone="danger">
          {result.refused}
          {result.errors ? (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(result.errors).map(([path, message]) => (
                <li key={path}>
                  {path || "Entry"}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </ConsoleNotice>
      ) : null}
      {entry.status === "changed" ? <ConsoleNotice>The draft has unpublished changes: restoring a version replaces them.</ConsoleNotice> : null}
      {versions.length === 0 ? (
        <EmptyState>This entry has never been published, so it has no versions yet.</EmptyState>
      ) : (
        <>
          <VersionList versions={versions} draftVersion={entry.version} />
          {versions.length > 1 ? <CompareForm key={`${from}-${to}`} versions={versions} from={from} to={to} /> : null}
          {notFound ? <ConsoleNotice tone="danger">{notFound}</ConsoleNotice> : null}
          {comparison ? <VersionChanges from={comparison.from} to={comparison.to} changes={comparison.changes} /> : null}
        </>
      )}
    </div>
  );
}
