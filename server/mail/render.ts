import { site } from "../../app/config/site.ts";
import { inquiryTypes } from "../../app/forms/contact.schema.ts";
import { goals } from "../../app/forms/demo-request.schema.ts";
import type { Touch } from "../../app/forms/lead-meta.schema.ts";
import { type LeadType, leadTypeLabels } from "../../app/forms/lead-contract.ts";
import { escapeHtml, headerSafe } from "./escape.ts";

/** What the notification is made from: the stored lead. */
export type NotificationLead = {
  id: string;
  type: LeadType;
  fields: Record<string, unknown>;
  receivedAt: string;
  consentGiven: boolean | null;
  consentVersion: string | null;
  pageUrl: string | null;
  referrer: string | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  userAgent: string | null;
};

export type RenderedNotification = {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, so the sales team can answer with one click. */
  replyTo: string | null;
};

const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));

function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: unknown): string {
  return list.find((item) => item.value === value)?.label ?? str(value);
}

function fullName(fields: Record<string, unknown>): string {
  return [str(fields.firstName), str(fields.lastName)].filter(Boolean).join(" ");
}

function touchSummary(touch: Touch | null): string {
  if (!touch) return "";
  return Object.entries(touch)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
}

function reference(value: unknown): { id?: unknown; title?: unknown } {
  return value && typeof value === "object" ? (value as { id?: unknown; title?: unknown }) : {};
}

type Row = [label: string, value: string];

function formRows(lead: NotificationLead): Row[] {
  const f = lead.fields;
  switch (lead.type) {
    case "contact":
      return [
        ["Name", fullName(f)],
        ["Email", str(f.email)],
        ["Company", str(f.companyName)],
        ["Website", str(f.website)],
        ["Inquiry type", labelOf(inquiryTypes, f.inquiryType)],
        ["Message", str(f.message)],
      ];
    case "demo":
      return [
        ["Goal", labelOf(goals, f.goal)],
        ["Sent at (visitor's clock)", str(f.clientTimestamp)],
      ];
    case "case-study": {
      const caseStudy = reference(f.caseStudy);
      return [
        ["Case study", `${str(caseStudy.title)} (id ${str(caseStudy.id)})`],
        ["Name", fullName(f)],
        ["Email", str(f.email)],
        ["Company", str(f.companyName)],
      ];
    }
    case "webinar": {
      const webinar = reference(f.webinar);
      return [
        ["Webinar", `${str(webinar.title)} (${str(webinar.id)})`],
        ["Name", fullName(f)],
        ["Email", str(f.email)],
        ["Company", str(f.companyName)],
        ["Job title", str(f.jobTitle)],
      ];
    }
    case "feedback":
      return [
        ["Where they first heard about us", str(f.feedback)],
        ["Sent at (visitor's clock)", str(f.clientTimestamp)],
      ];
  }
}

function subjectOf(lead: NotificationLead): string {
  const f = lead.fields;
  const who = [fullName(f), str(f.companyName)].filter(Boolean).join(", ");
  switch (lead.type) {
    case "contact":
      return `New contact inquiry (${labelOf(inquiryTypes, f.inquiryType)}) from ${who}`;
    case "demo":
      return `New demo request: ${labelOf(goals, f.goal)}`;
    case "case-study":
      return `Case study download: ${str(reference(f.caseStudy).title)} by ${who}`;
    case "webinar":
      return `Webinar registration: ${str(reference(f.webinar).title)} by ${who}`;
    case "feedback":
      return "New meeting feedback";
  }
}

/**
 * The notification email for the sales inbox. Values are escaped in the HTML
 * body and flattened to one line in the subject.
 */
export function renderNotification(lead: NotificationLead): RenderedNotification {
  const consent =
    lead.consentGiven === null
      ? lead.consentVersion
        ? `Notice shown (${lead.consentVersion})`
        : ""
      : `${lead.consentGiven ? "Given" : "Not given"} (${lead.consentVersion ?? "unknown version"})`;
  const rows: Row[] = [
    ...formRows(lead),
    ["Consent", consent],
    ["Received", lead.receivedAt],
    ["Page", str(lead.pageUrl)],
    ["Referrer", str(lead.referrer)],
    ["First touch", touchSummary(lead.firstTouch)],
    ["Last touch", touchSummary(lead.lastTouch)],
    ["User agent", str(lead.userAgent)],
    ["Lead id", lead.id],
  ].filter(([, value]) => value !== "") as Row[];

  const title = `${leadTypeLabels[lead.type]} from the ${site.name} website`;
  const text = [title, "", ...rows.map(([label, value]) => `${label}: ${value}`), ""].join("\n");
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:14px;color:#111">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<table cellspacing="0" cellpadding="0">
${htmlRows}
</table>
</body></html>
`;
  const email = str(lead.fields.email);
  return {
    subject: headerSafe(subjectOf(lead)),
    text,
    html,
    replyTo: email && !/[\r\n]/.test(email) ? email : null,
  };
}
