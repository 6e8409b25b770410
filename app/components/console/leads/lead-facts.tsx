import type { ReactNode } from "react";
import type { LeadDetail, LeadTypeNames } from "#app/lib/console-lead-views.ts";
import type { Touch } from "#app/forms/lead-meta.schema.ts";
import { summariseUserAgent } from "#app/lib/user-agent.ts";
import { EMPTY } from "#app/components/console/leads/format.ts";
import { RelativeTime } from "#app/components/console/leads/relative-time.tsx";

type Fields = LeadTypeNames["fields"];

/** A field's name as the sales team reads it; any other stored field shows under its own name. */
function fieldLabel(name: string, fields: Fields): string {
  // The form's consent checkbox, where a lead's fields kept it: shared by every form, so no type lists it.
  if (name === "consentGiven") return "Consent (form)";
  return Object.hasOwn(fields, name) ? (fields[name]?.label ?? name) : name;
}

/** A stored value as people read it: a choice by its option's label ("Partnership Opportunities", not `partnership`). */
function show(value: unknown, name?: string, fields: Fields = {}): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const options = name && Object.hasOwn(fields, name) ? fields[name]?.options : undefined;
  if (options && (typeof value === "string" || Array.isArray(value))) {
    const label = (one: unknown) => options.find((option) => option.value === one)?.label ?? String(one);
    return Array.isArray(value) ? value.map(label).join(", ") : label(value);
  }
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const named = referenceName(value);
  return named ?? JSON.stringify(value, null, 2);
}

/** A case study or webinar the lead names, by its title (or slug): the record it was stored from. */
function referenceName(value: unknown): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const { title, slug } = value as { title?: unknown; slug?: unknown };
  return typeof title === "string" ? title : typeof slug === "string" ? slug : undefined;
}

const touchLabels: Record<string, string> = {
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  utm_term: "Term",
  utm_content: "Content",
  gclid: "Google click",
  fbclid: "Meta click",
  msclkid: "Microsoft click",
  landingPage: "Landing page",
  referrer: "Referrer",
};

/** A touch as "Source linkedin · Medium social", its time relative. */
function TouchText({ touch }: { touch: Touch }) {
  const parts = Object.entries(touch).filter(([key, value]) => key !== "at" && value);
  return (
    <>
      {parts.map(([key, value]) => `${touchLabels[key] ?? key} ${value}`).join(" · ") || EMPTY}
      {touch.at && !Number.isNaN(Date.parse(touch.at)) ? (
        <>
          {" · "}
          <RelativeTime iso={touch.at} className="text-ink-soft" />
        </>
      ) : null}
    </>
  );
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

/** Shown in the page's heading, so not again among the fields. */
const inHeading = new Set(["firstName", "lastName", "companyName", "email"]);

/** Every stored field of the lead (but those in the heading), its consent, where it came from. */
export function LeadFacts({ lead, names }: { lead: LeadDetail; names: LeadTypeNames }) {
  const consent =
    lead.consentGiven === null ? (lead.consentVersion ? `Notice shown (${lead.consentVersion})` : "No checkbox on this form") : `${lead.consentGiven ? "Given" : "Not given"} · version ${lead.consentVersion ?? "unknown"}`;
  const fields = Object.entries(lead.fields).filter(([name]) => !inHeading.has(name) || (name === "email" && !lead.email));
  const sameTouch = JSON.stringify(lead.firstTouch) === JSON.stringify(lead.lastTouch);
  const browser = summariseUserAgent(lead.userAgent);
  return (
    <>
      <Card title="What they sent">
        <dl>
          {lead.email ? (
            <Row term="Email">
              <a href={`mailto:${lead.email}`} className="text-brand underline-offset-2 hover:underline">
                {lead.email}
              </a>
            </Row>
          ) : null}
          {fields.map(([name, value]) => (
            <Row key={name} term={fieldLabel(name, names.fields)} mono={typeof value === "object" && value !== null && !Array.isArray(value) && referenceName(value) === undefined}>
              {show(value, name, names.fields)}
            </Row>
          ))}
          {fields.length === 0 && !lead.email ? <Row term="Fields">No fields (an anonymous form, or a bot’s post that did not validate)</Row> : null}
          <Row term="Marketing consent">{consent}</Row>
        </dl>
      </Card>
      <Card title="Where it came from">
        <dl>
          <Row term="Source">{lead.source}</Row>
          <Row term="Page">{show(lead.pageUrl)}</Row>
          <Row term="Referrer">{show(lead.referrer)}</Row>
          {lead.firstTouch ? <Row term={sameTouch ? "First and last touch" : "First touch"}><TouchText touch={lead.firstTouch} /></Row> : null}
          {lead.lastTouch && !sameTouch ? (
            <Row term="Last touch">
              <TouchText touch={lead.lastTouch} />
            </Row>
          ) : null}
          <Row term="Browser">
            {lead.userAgent ? (
              <span title={lead.userAgent} className="cursor-help underline decoration-line decoration-dotted underline-offset-4">
                {browser ?? lead.userAgent}
              </span>
            ) : (
              EMPTY
            )}
          </Row>
          <Row term="Lead id" mono>
            {lead.id}
          </Row>
        </dl>
      </Card>
    </>
  );
}
