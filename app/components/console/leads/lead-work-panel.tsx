import type { LeadDetail, TeamMember } from "#app/lib/console-lead-views.ts";
import { leadStatusLabels, leadStatuses } from "#app/lib/console-leads.ts";
import { useFetcher } from "react-router";
import { Check } from "lucide-react";
import { ConsoleForm, CsrfField } from "#app/components/console/console-form.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const select =
  "h-9 min-w-0 flex-1 rounded-md border border-line bg-white px-2.5 text-sm text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand";
const button = "h-9 shrink-0 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-canvas";
const headingText = "text-xs font-semibold tracking-wide text-muted uppercase";
const heading = `mb-1.5 ${headingText}`;

/** A select that saves itself: on change through a fetcher (showing "Saved"), without JavaScript by its form's one button. */
function SavingSelect({ intent, name, label, value, options }: { intent: string; name: string; label: string; value: string; options: [string, string][] }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get(name);
  const state = fetcher.state !== "idle" ? "Saving…" : fetcher.data?.ok ? "Saved" : null;
  return (
    <fetcher.Form method="post" onChange={(event) => fetcher.submit(event.currentTarget)}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={`lead-${name}`} className={headingText}>
          {label}
        </label>
        <span role="status" className="flex items-center gap-1 text-xs font-medium text-success" title={fetcher.data?.ok ? fetcher.data.message : undefined}>
          {state === "Saved" ? <Check aria-hidden="true" className="size-3.5" /> : null}
          {state}
        </span>
      </div>
      <div className="flex gap-2">
        <select id={`lead-${name}`} name={name} value={typeof pending === "string" ? pending : value} onChange={() => undefined} className={select}>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className={button}>
            Save {label.toLowerCase()}
          </button>
        )}
      </div>
      {fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Where the sales team is with the lead: status and assignee save in place; spam is a plain form post. */
export function LeadWorkPanel({ lead, assignee, team }: { lead: LeadDetail; assignee: TeamMember | null; team: TeamMember[] }) {
  return (
    <section aria-label="Work on this lead" className="space-y-4 rounded-lg border border-line bg-white p-4">
      <SavingSelect intent="status" name="status" label="Status" value={lead.status} options={leadStatuses.map((status) => [status, leadStatusLabels[status]])} />
      <SavingSelect intent="assign" name="assignee" label="Assignee" value={assignee?.id ?? ""} options={[["", "No one"], ...team.map((user): [string, string] => [user.id, user.email])]} />
      <ConsoleForm>
        <input type="hidden" name="intent" value="spam" />
        <p className={heading}>Spam</p>
        <div className="flex items-center justify-between gap-2">
          <p className={lead.spam ? "text-sm text-danger" : "text-sm text-ink-soft"}>
            {lead.spam ? `Marked as spam (${lead.spamReason ?? "by hand"}): not notified, not sent on.` : "Not spam."}
          </p>
          <button
            type="submit"
            name="spam"
            value={lead.spam ? "not-spam" : "spam"}
            className={lead.spam ? button : "h-9 shrink-0 rounded-md border border-danger/30 bg-white px-3 text-sm font-medium text-danger hover:bg-danger-soft"}
          >
            {lead.spam ? "Not spam" : "Mark as spam"}
          </button>
        </div>
      </ConsoleForm>
    </section>
  );
}

/** "Forget this person": the privacy erasure, behind a confirmation that names the address. */
export function ForgetPerson({ email }: { email: string | null }) {
  if (!email) {
    return <p className="text-xs text-muted">This lead holds no address, so it cannot be erased by person.</p>;
  }
  return (
    <details className="rounded-lg border border-danger/30 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-danger">Forget this person…</summary>
      <ConsoleForm className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="forget" />
        <input type="hidden" name="confirm" value={email} />
        <p className="text-sm text-ink-soft">
          Erase everything stored about <strong className="break-all text-ink">{email}</strong>: every lead of this address, its messages and webhook deliveries. The
          webhook receivers and the sales inbox are asked to delete their copies. This cannot be undone.
        </p>
        <button type="submit" className="h-9 w-full rounded-md bg-danger px-3 text-sm font-semibold text-white hover:opacity-90">
          Erase {email}
        </button>
      </ConsoleForm>
    </details>
  );
}
