import { isLeadType, leadTypeLabels, storedFields } from "#app/forms/lead-contract.ts";
import type { StoredField } from "#app/forms/lead-types/lead-type.ts";
import type { LeadRow } from "../db/rows.ts";

export type HeldField = { label: string; value: string };

export type HeldLead = {
  id: string;
  type: string;
  typeLabel: string;
  receivedAt: string;
  fields: HeldField[];
  consentGiven: boolean | null;
  consentVersion: string | null;
  details: HeldField[];
  spam: boolean;
};

/** clientTimestamp: the clock every anonymous form's post stores. */
const fieldsShown: Readonly<Record<string, StoredField>> = { ...storedFields, clientTimestamp: { label: "Sent at (your clock)" } };

const fieldOf = (key: string): StoredField | undefined => (Object.hasOwn(fieldsShown, key) ? fieldsShown[key] : undefined);

function displayValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  const options = fieldOf(key)?.options;
  if (options) return options.find((item) => item.value === value)?.label ?? String(value);
  if (typeof value === "object") {
    const reference = value as { title?: unknown; id?: unknown };
    if (typeof reference.title === "string") return reference.title;
    return JSON.stringify(value);
  }
  return String(value);
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function touchText(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => typeof item === "string" && item)
    .map(([key, item]) => `${key}=${String(item)}`)
    .join(", ");
}

export function heldLead(row: LeadRow): HeldLead {
  const data = parseJson(row.data);
  const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const details: HeldField[] = [
    { label: "Page", value: row.page_url ?? "" },
    { label: "Referrer", value: row.referrer ?? "" },
    { label: "First visit from", value: touchText(parseJson(row.first_touch)) },
    { label: "Latest visit from", value: touchText(parseJson(row.last_touch)) },
    { label: "Browser", value: row.user_agent ?? "" },
  ].filter((field) => field.value !== "");
  return {
    id: row.id,
    type: row.type,
    typeLabel: isLeadType(row.type) ? leadTypeLabels[row.type] : row.type,
    receivedAt: row.received_at,
    fields: Object.entries(fields)
      .map(([key, value]) => ({ label: fieldOf(key)?.label ?? key, value: displayValue(key, value) }))
      .filter((field) => field.value !== ""),
    consentGiven: row.consent_given === null ? null : Number(row.consent_given) === 1,
    consentVersion: row.consent_version,
    details,
    spam: Number(row.spam) === 1,
  };
}

/** Everything stored, except the keys that identify rows internally. */
export function exportedLead(row: LeadRow) {
  return {
    id: row.id,
    type: row.type,
    receivedAt: row.received_at,
    fields: parseJson(row.data) ?? {},
    consentGiven: row.consent_given === null ? null : Number(row.consent_given) === 1,
    consentVersion: row.consent_version,
    pageUrl: row.page_url,
    referrer: row.referrer,
    firstTouch: parseJson(row.first_touch),
    lastTouch: parseJson(row.last_touch),
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    flaggedAsSpam: Number(row.spam) === 1,
  };
}
