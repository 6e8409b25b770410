import type { LeadNote } from "#app/lib/console-lead-views.ts";
import { NOTE_MAX_LENGTH } from "#app/lib/console-leads.ts";
import { ConsoleForm } from "#app/components/console/console-form.tsx";
import { Card } from "#app/components/console/leads/lead-facts.tsx";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";
import { formatCount } from "#app/components/console/leads/format.ts";

/** The team's notes on the lead, newest first, and a box to add one (plain text, never edited). */
export function LeadNotes({ notes, formKey }: { notes: LeadNote[]; formKey: string }) {
  return (
    <Card title="Notes">
      <ConsoleForm key={formKey} className="py-3">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note" className="sr-only">
          New note
        </label>
        <textarea
          id="lead-note"
          name="note"
          required
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          placeholder="What happened, what is next…"
          className="block w-full rounded-md border border-line bg-white px-2.5 py-2 text-sm text-ink placeholder:text-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="text-xs text-muted">Plain text, up to {formatCount(NOTE_MAX_LENGTH)} characters.</span>
          <button type="submit" className="h-8 rounded-md bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-strong">
            Add note
          </button>
        </div>
      </ConsoleForm>
      {notes.length > 0 ? (
        <ol className="divide-y divide-line border-t border-line">
          {notes.map((note) => (
            <li key={note.id} className="py-2.5">
              <p className="text-xs text-muted">
                <span className="font-medium text-ink-soft">{note.author}</span> ·{" "}
                <RelativeTime iso={note.createdAt} />
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
