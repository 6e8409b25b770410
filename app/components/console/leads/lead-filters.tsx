import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { ChevronDown } from "lucide-react";
import { formatCount } from "#app/components/console/leads/format.ts";
import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import type { LeadTypeNames } from "#app/lib/console-lead-views.ts";
import { leadFilterParams, leadStatusLabels, leadStatuses, spamViewLabels, spamViews } from "#app/lib/console-leads.ts";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export type FilterValues = Partial<Record<string, string>>;
export type ViewLink = { id: string; label: string; href: string; count: number | null; current: boolean };

const control =
  "h-9 w-full rounded-md border border-line bg-white px-2.5 text-sm text-ink placeholder:text-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand";
const label = "mb-1 block text-xs font-medium text-ink-soft";
/** Typing waits this long before the list follows, so a word is one navigation, not one per letter. */
const TYPING_MS = 350;

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

/** The saved views as links, each with how many leads it holds. */
export function SavedViews({ views }: { views: ViewLink[] }) {
  return (
    <nav aria-label="Saved views" className="flex flex-wrap gap-1.5">
      {views.map((view) => (
        <Link
          key={view.id}
          href={view.href}
          aria-current={view.current ? "page" : undefined}
          className={cn(
            "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
            view.current ? "border-brand/30 bg-brand-soft text-brand" : "border-line bg-white text-ink-soft hover:text-ink",
          )}
        >
          {view.label}
          {view.count !== null ? <span className={cn("rounded-full px-1.5 text-xs tabular-nums", view.current ? "bg-white/70" : "bg-canvas text-muted")}>{formatCount(view.count)}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The list's search and filters: a GET form, so the view lives in the URL (shared, bookmarked, works without
 * JavaScript, where its Apply button submits it). Once hydrated, each change navigates at once; `/` focuses the search.
 */
export function LeadFilters({ values, team, names }: { values: FilterValues; team: { id: string; email: string }[]; names: LeadTypeNames }) {
  const form = useRef<HTMLFormElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hydrated = useHydrated();
  const submit = useSubmit();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      clearTimeout(typing.current);
    };
  }, []);
  // A view link or Back changes the URL under the form: its fields follow, except the one being typed in.
  useEffect(() => {
    for (const name of leadFilterParams) {
      const field = form.current?.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field !== document.activeElement) field.value = values[name] ?? (name === "spam" ? "no" : "");
    }
  }, [values]);
  const go = (replace: boolean) => {
    clearTimeout(typing.current);
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === "string" && value.trim() && !(name === "spam" && value === "no")) params.set(name, value);
    void submit(params, { method: "get", action: consolePages.leads, replace, preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (field instanceof HTMLInputElement && field.type !== "date") {
      clearTimeout(typing.current);
      typing.current = setTimeout(() => go(true), TYPING_MS);
    } else go(false);
  };
  const sourceCount = (["from", "to", "source", "medium", "campaign", "referrer"] as const).filter((name) => values[name]).length;
  const filtered = leadFilterParams.some((name) => values[name] && !(name === "spam" && values[name] === "no"));
  return (
    <Form
      ref={form}
      method="get"
      action={consolePages.leads}
      role="search"
      aria-label="Filter leads"
      onChange={onChange}
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          go(false);
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        go(false);
      }}
      className="rounded-lg border border-line bg-white p-3"
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]">
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <label htmlFor="filter-q" className={label}>
            Search <span className="font-normal text-muted">name, email or company</span>
            <span className="hidden font-normal text-muted md:inline"> · press /</span>
          </label>
          <input ref={search} id="filter-q" name="q" type="search" defaultValue={values.q ?? ""} maxLength={100} placeholder="e.g. ada or acme" className={control} />
        </div>
        <Choice name="type" title="Type" value={values.type} any="All types" options={names.types.map(({ type, label }): [string, string] => [type, label])} />
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
        <div className={cn("col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-1", hydrated && !filtered && "hidden")}>
          <button type="submit" hidden={hydrated} className="h-9 flex-1 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong lg:flex-none">
            Apply
          </button>
          {filtered ? (
            <Link href={consolePages.leads} className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-ink-soft hover:bg-canvas hover:text-ink">
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
      <details open={sourceCount > 0} className="group mt-3 border-t border-line pt-2">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md py-1 pr-2 text-sm font-medium text-ink-soft select-none hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 -rotate-90 text-muted transition-transform group-open:rotate-0 motion-reduce:transition-none" />
          Dates and source
          {sourceCount > 0 ? <span className="rounded-full bg-brand-soft px-1.5 text-xs text-brand tabular-nums">{sourceCount}</span> : null}
        </summary>
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
