import { managePage as copy } from "#app/content/privacy-requests.ts";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

/** One stored submission as the manage view shows it (labels and values made on the server). */
export type LeadRecordView = {
  id: string;
  typeLabel: string;
  receivedAt: string;
  /** The date and time as shown, in UTC (the same on the server and in the browser). */
  receivedLabel: string;
  fields: readonly { label: string; value: string }[];
  consentGiven: boolean | null;
  consentVersion: string | null;
  details: readonly { label: string; value: string }[];
  spam: boolean;
};

const rowClass = "grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4";
const termClass = "text-sm font-medium text-muted";
const valueClass = "text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]";

function consentText(given: boolean | null, version: string | null): string {
  if (given === null) return version ? `${copy.consentNotAsked} (${copy.noticeVersion} ${version})` : copy.consentNotAsked;
  const base = given ? copy.consentGiven : copy.consentNotGiven;
  return version ? `${base} (${copy.consentVersion} ${version})` : base;
}

/** A stored submission: its kind and date, every field, the consent it was given with, and how it reached us. */
export function LeadRecord({ lead }: { lead: LeadRecordView }) {
  const headingId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className={cn(surfaceClass, "p-5 sm:p-6")} data-lead={lead.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight text-ink">
          {lead.typeLabel}
        </h3>
        <p className="text-sm text-muted">
          {copy.received} <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time>
        </p>
      </div>
      {lead.spam ? <p className="mt-2 inline-flex rounded-full bg-canvas px-3 py-1 text-xs font-medium text-muted">{copy.spam}</p> : null}
      <dl className="mt-4 grid gap-3 border-t border-line pt-4">
        {lead.fields.map((field) => (
          <div key={field.label} className={rowClass}>
            <dt className={termClass}>{field.label}</dt>
            <dd className={valueClass}>{field.value}</dd>
          </div>
        ))}
        <div className={rowClass}>
          <dt className={termClass}>{copy.consent}</dt>
          <dd className={valueClass} data-consent={lead.consentGiven === null ? "none" : lead.consentGiven ? "given" : "not-given"}>
            {consentText(lead.consentGiven, lead.consentVersion)}
          </dd>
        </div>
      </dl>
      {lead.details.length > 0 ? (
        <details className="group mt-4 rounded-xl bg-canvas px-4 py-3">
          <summary className="cursor-pointer text-sm font-semibold text-ink-soft marker:text-muted">{copy.details}</summary>
          <dl className="mt-3 grid gap-3">
            {lead.details.map((field) => (
              <div key={field.label} className={rowClass}>
                <dt className={termClass}>{field.label}</dt>
                <dd className={valueClass}>{field.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </article>
  );
}
