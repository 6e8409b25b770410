import { site } from "#app/config/site.ts";
import type { Touch } from "#app/forms/lead-meta.schema.ts";
import { type LeadType, leadTypeLabels, leadTypeModules } from "#app/forms/lead-contract.ts";
import { type Row, str } from "#app/forms/lead-types/stored-fields.ts";
import { escapeHtml, headerSafe } from "../mail/escape.ts";

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

function touchSummary(touch: Touch | null): string {
  if (!touch) return "";
  return Object.entries(touch)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
}

/** Values are escaped in the HTML body and flattened to one line in the subject. */
export function renderNotification(lead: NotificationLead): RenderedNotification {
  const { notification } = leadTypeModules[lead.type];
  const consent =
    lead.consentGiven === null
      ? lead.consentVersion
        ? `Notice shown (${lead.consentVersion})`
        : ""
      : `${lead.consentGiven ? "Given" : "Not given"} (${lead.consentVersion ?? "unknown version"})`;
  const rows: Row[] = [
    ...notification.rows(lead.fields),
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
    subject: headerSafe(notification.subject(lead.fields)),
    text,
    html,
    replyTo: email && !/[\r\n]/.test(email) ? email : null,
  };
}
