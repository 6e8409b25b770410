import type { ReactNode } from "react";
import { storedFields } from "#app/forms/lead-contract.ts";
import type { LeadDetail } from "#app/lib/console-lead-views.ts";
import { formatUtc } from "#app/components/console/leads/format.ts";

/** A field's name as the sales team reads it; any other stored field shows under its own name. */
function fieldLabel(name: string): string {
  // The form's consent checkbox, where a lead's fields kept it: shared by every form, so no type lists it.
  if (name === "consentGiven") return "Consent (form)";
  const field = Object.hasOwn(storedFields, name) ? storedFields[name] : undefined;
  return field ? (field.consoleLabel ?? field.label) : name;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}

function Row({ term, children, mono = false }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 border-b border-line py-2 last:border-b-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-xs font-medium text-muted sm:pt-0.5">{term}</dt>
      <dd className={`min-w-0 text-sm break-words whitespace-pre-wrap text-ink ${mono ? "font-mono text-xs" : ""}`}>{children}</dd>
    </div>
  );
}

export function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={`card-${title}`} className="rounded-lg border border-line bg-white">
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h2 id={`card-${title}`} className="text-sm font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </header>
      <div className="px-4 py-1">{children}</div>
    </section>
  );
}

/** Every stored field of the lead, its consent, where it came from. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const consent =
    lead.consentGiven === null ? (lead.consentVersion ? `Notice shown (${lead.consentVersion})` : "No checkbox on this form") : `${lead.consentGiven ? "Given" : "Not given"} · version ${lead.consentVersion ?? "unknown"}`;
  const fields = Object.entries(lead.fields).filter(([name]) => name !== "email" || !lead.email);
  return (
    <>
      <Card title="What they sent">
        <dl>
          {lead.email ? <Row term="Email">{lead.email}</Row> : null}
          {fields.length === 0 ? <Row term="Fields">No fields (an anonymous form, or a bot’s post that did not validate)</Row> : null}
          {fields.map(([name, value]) => (
            <Row key={name} term={fieldLabel(name)} mono={typeof value === "object" && value !== null}>
              {show(value)}
            </Row>
          ))}
          <Row term="Marketing consent">{consent}</Row>
          {lead.spam ? <Row term="Spam">{lead.spamReason ?? "marked as spam"}</Row> : null}
        </dl>
      </Card>
      <Card title="Where it came from">
        <dl>
          <Row term="Received">
            <time dateTime={lead.receivedAt}>{formatUtc(lead.receivedAt, { seconds: true })}</time>
          </Row>
          <Row term="Source">{lead.source}</Row>
          <Row term="Page">{show(lead.pageUrl)}</Row>
          <Row term="Referrer">{show(lead.referrer)}</Row>
          <Row term="First touch" mono>
            {lead.firstTouch ? JSON.stringify(lead.firstTouch, null, 2) : "—"}
          </Row>
          <Row term="Last touch" mono>
            {lead.lastTouch ? JSON.stringify(lead.lastTouch, null, 2) : "—"}
          </Row>
          <Row term="Browser">{show(lead.userAgent)}</Row>
          <Row term="Lead id" mono>
            {lead.id}
          </Row>
        </dl>
      </Card>
    </>
  );
}
