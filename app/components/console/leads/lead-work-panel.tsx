import type { LeadDetail, TeamMember } from "#app/lib/console-lead-views.ts";
import { leadStatusLabels, leadStatuses } from "#app/lib/console-leads.ts";
import { ConsoleForm } from "#app/components/console/console-form.tsx";

const select =
  "h-9 min-w-0 flex-1 rounded-md border border-line bg-white px-2.5 text-sm text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand";
const button = "h-9 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-canvas";
const heading = "mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase";

/** Where the sales team is with the lead: status, assignee, spam; each a plain form post. */
export function LeadWorkPanel({ lead, assignee, team }: { lead: LeadDetail; assignee: TeamMember | null; team: TeamMember[] }) {
  return (
    <section aria-label="Work on this lead" className="space-y-4 rounded-lg border border-line bg-white p-4">
      <ConsoleForm>
        <input type="hidden" name="intent" value="status" />
        <label htmlFor="lead-status" className={`${heading} block`}>
          Status
        </label>
        <div className="flex gap-2">
          <select id="lead-status" name="status" defaultValue={lead.status} className={select}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
          <button type="submit" className={button}>
            Save
          </button>
        </div>
      </ConsoleForm>
      <ConsoleForm>
        <input type="hidden" name="intent" value="assign" />
        <label htmlFor="lead-assignee" className={heading}>
          Assignee
        </label>
        <div className="flex gap-2">
          <select id="lead-assignee" name="assignee" defaultValue={assignee?.id ?? ""} className={select}>
            <option value="">No one</option>
            {team.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
          <button type="submit" className={button}>
            Assign
          </button>
        </div>
      </ConsoleForm>
      <ConsoleForm>
        <input type="hidden" name="intent" value="spam" />
        <p className={heading}>Spam</p>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-ink-soft">{lead.spam ? "Marked as spam: not notified, not sent on." : "Not spam."}</p>
          <button
            type="submit"
            name="spam"
            value={lead.spam ? "not-spam" : "spam"}
            className={lead.spam ? button : "h-9 rounded-md border border-danger/30 bg-white px-3 text-sm font-medium text-danger hover:bg-danger-soft"}
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
