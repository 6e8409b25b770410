import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { leadTypeLabels, leadTypes } from "#app/forms/lead-contract.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { leadStatusLabels, leadStatuses, spamViewLabels, spamViews } from "#app/lib/console-leads.ts";

export type FilterValues = Partial<Record<string, string>>;

const control =
  "h-9 w-full rounded-md border border-line bg-white px-2.5 text-sm text-ink placeholder:text-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand";
const label = "mb-1 block text-xs font-medium text-ink-soft";

function Field({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={`filter-${name}`} className={label}>
        {title}
      </label>
      {children}
    </div>
  );
}

function Choice({ name, title, value, options, any }: { name: string; title: string; value?: string; options: [string, string][]; any: string }) {
  return (
    <Field name={name} title={title}>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={control}>
        <option value="">{any}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The list's search and filters: a GET form, so the view lives in the URL
 * (shared, bookmarked, works without JavaScript). `/` focuses the search.
 */
export function LeadFilters({ values, team }: { values: FilterValues; team: { id: string; email: string }[] }) {
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const sourceOpen = Boolean(values.source || values.medium || values.campaign || values.referrer || values.from || values.to);
  return (
    <Form method="get" action={consolePages.leads} role="search" aria-label="Filter leads" className="rounded-lg border border-line bg-white p-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]">
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <label htmlFor="filter-q" className={label}>
            Search <span className="font-normal text-muted">name, email or company</span>
            <span className="hidden font-normal text-muted md:inline"> · press /</span>
          </label>
          <input ref={search} id="filter-q" name="q" type="search" defaultValue={values.q ?? ""} maxLength={100} placeholder="e.g. ada or acme" className={control} />
        </div>
        <Choice name="type" title="Type" value={values.type} any="All types" options={leadTypes.map((type) => [type, leadTypeLabels[type]])} />
        <Choice name="status" title="Status" value={values.status} any="Any status" options={leadStatuses.map((status) => [status, leadStatusLabels[status]])} />
        <Choice
          name="assignee"
          title="Assignee"
          value={values.assignee}
          any="Anyone"
          options={[["me", "Me"], ["unassigned", "Unassigned"], ...team.map((user): [string, string] => [user.id, user.email])]}
        />
        <Field name="spam" title="Spam">
          <select id="filter-spam" name="spam" defaultValue={values.spam ?? "no"} className={control}>
            {spamViews.map((view) => (
              <option key={view} value={view}>
                {spamViewLabels[view]}
              </option>
            ))}
          </select>
        </Field>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-1">
          <button type="submit" className="h-9 flex-1 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong lg:flex-none">
            Apply
          </button>
          <Link href={consolePages.leads} className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink">
            Clear
          </Link>
        </div>
      </div>
      <details open={sourceOpen} className="group mt-2">
        <summary className="cursor-pointer rounded text-xs font-medium text-ink-soft select-none hover:text-ink">Dates and source</summary>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          <Field name="from" title="From (UTC)">
            <input id="filter-from" name="from" type="date" defaultValue={values.from ?? ""} className={control} />
          </Field>
          <Field name="to" title="To (UTC)">
            <input id="filter-to" name="to" type="date" defaultValue={values.to ?? ""} className={control} />
          </Field>
          {(
            [
              ["source", "UTM source", "google"],
              ["medium", "UTM medium", "cpc"],
              ["campaign", "UTM campaign", "spring-launch"],
              ["referrer", "Referrer host", "news.example.com"],
            ] as const
          ).map(([name, title, example]) => (
            <Field key={name} name={name} title={title}>
              <input id={`filter-${name}`} name={name} defaultValue={values[name] ?? ""} maxLength={name === "referrer" ? 253 : 100} placeholder={example} className={control} />
            </Field>
          ))}
        </div>
      </details>
    </Form>
  );
}
