import { Form } from "react-router";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { ConsoleButton, ConsoleField, inputClass, stackedTable } from "#app/components/console/console-ui.tsx";
import { formatUtc } from "#app/components/console/leads/format.ts";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import type { FieldChange, LinePart, VersionView } from "#app/content/editing/version-diff.ts";
import { cn } from "#app/lib/cn.ts";

type VersionLine = VersionView;

const whatHappened = (line: VersionLine) =>
  ({
    seed: "First published from the repository",
    publish: "Published",
    unpublish: "Taken off the site",
    restore: `Restored version ${line.restoredFrom ?? "?"}`,
    import: "Imported",
  })[line.action];

/**
 * Every published version, newest first: when, by whom and how, with one press to publish an earlier one again.
 * `draftVersion` is the draft the page was loaded with: a restore over a newer save is refused.
 */
export function VersionList({ versions, draftVersion }: { versions: readonly VersionLine[]; draftVersion: number }) {
  return (
    <table className={cn(stackedTable.table, "rounded-lg border border-line bg-white")}>
      <caption className="sr-only">Published versions, newest first</caption>
      <thead className={stackedTable.head}>
        <tr>
          <th className="px-3 py-2">Version</th>
          <th className="px-3 py-2">Published</th>
          <th className="px-3 py-2">By</th>
          <th className="px-3 py-2">What</th>
          <th className="px-3 py-2">
            <span className="sr-only">Restore</span>
          </th>
        </tr>
      </thead>
      <tbody className={stackedTable.body}>
        {versions.map((line) => (
          <tr key={line.version} className={stackedTable.row}>
            <th scope="row" className={cn("px-3 py-2 text-left font-medium whitespace-nowrap", stackedTable.title)}>
              Version {line.version}
              {line.current ? <span className="ml-2 rounded-full bg-minty-bg px-2 py-0.5 text-xs font-medium text-success ring-1 ring-minty-border ring-inset">On the site</span> : null}
            </th>
            <td data-label="Published" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>
              <RelativeTime iso={line.publishedAt} /> <span className="text-xs text-muted">({formatUtc(line.publishedAt)})</span>
            </td>
            <td data-label="By" className={cn("px-3 py-2 text-ink-soft [overflow-wrap:anywhere]", stackedTable.cell)}>
              {line.publishedBy}
            </td>
            <td data-label="What" className={cn("px-3 py-2 text-ink-soft", stackedTable.cell)}>
              {whatHappened(line)}
            </td>
            <td className={cn("px-3 py-2 text-right max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:text-left")}>
              {line.current || line.unpublished ? null : (
                <ConsoleForm>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="restore" value={line.version} />
                  <input type="hidden" name="version" value={draftVersion} />
                  <ConsoleButton tone="secondary">
                    Restore this version<span className="sr-only"> (version {line.version})</span>
                  </ConsoleButton>
                </ConsoleForm>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Two versions to compare, chosen by number (a GET form: a comparison is a link). */
export function CompareForm({ versions, from, to }: { versions: readonly VersionLine[]; from: number; to: number }) {
  const options = versions.map((line) => (
    <option key={line.version} value={line.version}>
      Version {line.version} ({formatUtc(line.publishedAt)})
    </option>
  ));
  return (
    <Form method="get" aria-label="Compare two versions" className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3 sm:flex-row sm:items-end">
      <ConsoleField id="compare-from" label="Compare" className="sm:w-64">
        {(aria) => (
          <select {...aria} name="from" defaultValue={from} className={inputClass}>
            {options}
          </select>
        )}
      </ConsoleField>
      <ConsoleField id="compare-to" label="with" className="sm:w-64">
        {(aria) => (
          <select {...aria} name="to" defaultValue={to} className={inputClass}>
            {options}
          </select>
        )}
      </ConsoleField>
      <ConsoleButton tone="secondary">Compare</ConsoleButton>
    </Form>
  );
}

function Lines({ parts }: { parts: readonly LinePart[] }) {
  return (
    <div className="overflow-hidden rounded-md border border-line bg-white font-mono text-xs leading-5">
      {parts.map((part, index) =>
        part.kind === "skipped" ? (
          <p key={index} className="bg-canvas px-2 py-0.5 text-muted">
            … {part.count} unchanged {part.count === 1 ? "line" : "lines"}
          </p>
        ) : part.kind === "removed" ? (
          <del key={index} className="block bg-danger-soft px-2 text-danger no-underline [overflow-wrap:anywhere] whitespace-pre-wrap">
            <span aria-hidden="true">− </span>
            <span className="sr-only">Removed: </span>
            {part.text || " "}
          </del>
        ) : part.kind === "added" ? (
          <ins key={index} className="block bg-minty-bg px-2 text-success no-underline [overflow-wrap:anywhere] whitespace-pre-wrap">
            <span aria-hidden="true">+ </span>
            <span className="sr-only">Added: </span>
            {part.text || " "}
          </ins>
        ) : (
          <p key={index} className="px-2 text-ink-soft [overflow-wrap:anywhere] whitespace-pre-wrap">
            <span aria-hidden="true">{"  "}</span>
            {part.text || " "}
          </p>
        ),
      )}
    </div>
  );
}

function Value({ text }: { text: string | null }) {
  return text === null ? <span className="text-muted italic">Not set</span> : <span className="[overflow-wrap:anywhere] whitespace-pre-wrap">{text}</span>;
}

/** Each changed field: its labels and path, then before and after (text of several lines, line by line). */
export function VersionChanges({ from, to, changes }: { from: number; to: number; changes: readonly FieldChange[] }) {
  return (
    <section aria-labelledby="version-changes" className="space-y-3">
      <h2 id="version-changes" className="text-base font-semibold">
        From version {from} to version {to}: {changes.length === 0 ? "no changes" : `${changes.length} ${changes.length === 1 ? "field" : "fields"} changed`}
      </h2>
      {changes.length === 0 ? <p className="text-small text-muted">The two versions hold the same content.</p> : null}
      <ul className="space-y-3">
        {changes.map((change) => (
          <li key={change.path} className="rounded-lg border border-line bg-white p-3">
            <h3 className="text-sm font-semibold [overflow-wrap:anywhere]">{change.label}</h3>
            <p className="text-xs text-muted">
              <code className="[overflow-wrap:anywhere]">{change.path || "(the whole entry)"}</code>
            </p>
            {change.lines ? (
              <div className="mt-2">
                <Lines parts={change.lines} />
              </div>
            ) : (
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                <div className="rounded-md bg-danger-soft/60 p-2">
                  <dt className="text-xs font-medium text-muted">Version {from}</dt>
                  <dd className="text-ink">
                    <Value text={change.before} />
                  </dd>
                </div>
                <div className="rounded-md bg-minty-bg/60 p-2">
                  <dt className="text-xs font-medium text-muted">Version {to}</dt>
                  <dd className="text-ink">
                    <Value text={change.after} />
                  </dd>
                </div>
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
