import type { Touch } from "#app/forms/lead-meta.schema.ts";
import { leadTypeModules, leadTypes } from "#app/forms/lead-contract.ts";
import { personFields, type StoredField } from "#app/forms/lead-types/lead-type.ts";
import type { NotificationLead } from "./lead-notification.ts";
import type { LeadRow, LeadWithMail } from "../db/rows.ts";

/** Never the IP hash or the idempotency key. */
export type ExportedLeadData = Omit<NotificationLead, "type"> & {
  type: string;
  email: string | null;
  spam: boolean;
};

export type ExportedLead = ExportedLeadData & {
  mailStatus: string | null;
  /** null without webhooks; `sent`, `pending`, `failed`, or e.g. `failed 1/2` when its endpoints differ. */
  webhookStatus: string | null;
};

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The common state when the endpoints agree, else the most urgent with its count (failed before pending). */
export function webhookStatusOf({ webhook_total, webhook_sent, webhook_failed }: Pick<LeadWithMail, "webhook_total" | "webhook_sent" | "webhook_failed">): string | null {
  const total = Number(webhook_total);
  const sent = Number(webhook_sent);
  const failed = Number(webhook_failed);
  if (total === 0) return null;
  if (sent === total) return "sent";
  if (failed === total) return "failed";
  if (failed > 0) return `failed ${failed}/${total}`;
  const waiting = total - sent;
  return waiting === total ? "pending" : `pending ${waiting}/${total}`;
}

export function toExported(row: LeadWithMail): ExportedLead {
  return { ...toExportedLead(row), mailStatus: row.mail_status, webhookStatus: webhookStatusOf(row) };
}

export function toExportedLead(row: LeadRow): ExportedLeadData {
  return {
    id: row.id,
    type: row.type,
    receivedAt: row.received_at,
    email: row.email,
    fields: parseJson<Record<string, unknown>>(row.data) ?? {},
    consentGiven: row.consent_given === null ? null : Number(row.consent_given) === 1,
    consentVersion: row.consent_version,
    pageUrl: row.page_url,
    referrer: row.referrer,
    firstTouch: parseJson<Touch>(row.first_touch),
    lastTouch: parseJson<Touch>(row.last_touch),
    userAgent: row.user_agent,
    spam: Number(row.spam) === 1,
  };
}

/*
 * Public text reaches operators' terminals and spreadsheets: C0/C1 controls (escape sequences) and bidi controls
 * (reordering what a row reads as) are shown as `\uXXXX`; older rows and RTL text can hold them.
 */
const controlsAndBidi = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const controlsAndBidiButBreaks = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/gu;
/** What JSON.stringify leaves raw that a terminal acts on: DEL, C1 and the bidi controls. */
const rawInJson = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escaped = (char: string): string => `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

export function displayLine(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);
  return text.replace(controlsAndBidi, escaped);
}

export function displayText(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);
  return text.replace(/\r\n/g, "\n").replace(controlsAndBidiButBreaks, escaped);
}

/** Escaping DEL, C1 and bidi keeps the data exact for a JSON reader and inert in a terminal. */
export function toJson(leads: ExportedLead[]): string {
  return `${JSON.stringify(leads, null, 2).replace(rawInJson, escaped)}\n`;
}

const typeFields = leadTypes.flatMap((type): [string, StoredField][] => Object.entries(leadTypeModules[type].storedFields));
const referenceFields = [...new Set(typeFields.filter(([, field]) => field.reference).map(([name]) => name))];

const leadColumns = ["id", "type", "receivedAt", "email"] as const;
const fieldColumns = [
  ...new Set([...Object.keys(personFields).filter((name) => name !== "email"), ...typeFields.filter(([, field]) => !field.reference).map(([name]) => name)]),
];
const stateColumns = ["reference", "consentGiven", "consentVersion", "pageUrl", "referrer", "firstTouch", "lastTouch", "userAgent", "spam", "mailStatus", "webhookStatus"] as const;
const csvColumns: readonly string[] = [...leadColumns, ...fieldColumns, ...stateColumns];

/** A leading `=`, `+`, `-`, `@` (a spreadsheet formula) is defused with an apostrophe. */
export function csvCell(value: unknown): string {
  let text = displayText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function touchText(touch: Touch | null): string {
  if (!touch) return "";
  return Object.entries(touch)
    .map(([key, value]) => `${key}=${value}`)
    .join("; ");
}

function referenceText(fields: Record<string, unknown>): string {
  const named = referenceFields.map((name) => fields[name]).find((value) => value !== undefined && value !== null);
  const reference = named as { id?: unknown; title?: unknown } | undefined;
  return reference ? `${String(reference.title ?? "")} (${String(reference.id ?? "")})` : "";
}

export const csvHeader = csvColumns.join(",");

export function csvLine(lead: ExportedLead): string {
  const f = lead.fields;
  const values: Record<(typeof leadColumns)[number] | (typeof stateColumns)[number], unknown> = {
    id: lead.id,
    type: lead.type,
    receivedAt: lead.receivedAt,
    email: f.email ?? lead.email,
    reference: referenceText(f),
    consentGiven: lead.consentGiven === null ? "" : lead.consentGiven ? "yes" : "no",
    consentVersion: lead.consentVersion,
    pageUrl: lead.pageUrl,
    referrer: lead.referrer,
    firstTouch: touchText(lead.firstTouch),
    lastTouch: touchText(lead.lastTouch),
    userAgent: lead.userAgent,
    spam: lead.spam ? "yes" : "no",
    mailStatus: lead.mailStatus,
    webhookStatus: lead.webhookStatus,
  };
  const fieldValues = fieldColumns.map((column) => csvCell(f[column]));
  return [...leadColumns.map((column) => csvCell(values[column])), ...fieldValues, ...stateColumns.map((column) => csvCell(values[column]))].join(",");
}

export function toCsv(leads: ExportedLead[]): string {
  return `${[csvHeader, ...leads.map(csvLine)].join("\r\n")}\r\n`;
}
