import type { z } from "zod";

/*
 * What a lead type's validation shares: pure helpers with no zod at their top (the type modules load their schemas on
 * use), so a form's page that takes its type's endpoint takes nothing else.
 */

export type RequestBody = Record<string, unknown>;

export type FormPost = Record<string, string>;

export type ValidatedLead = {
  type: string;
  /** As typed (trimmed); the store keeps a lower-cased copy for look-ups. */
  email: string | null;
  /** Nothing else from the body is stored or mailed. */
  fields: Record<string, unknown>;
  consentGiven: boolean | null;
  consentVersion: string | null;
  userAgent: string | null;
};

export type FieldErrors = Record<string, string>;

export type Validation =
  | { ok: true; lead: ValidatedLead }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/** No address and no consent, so nothing is ever mailed back. */
export function anonymousLead(type: string, fields: Record<string, unknown>, sent: { timestamp?: string; userAgent?: unknown }): Validation {
  return {
    ok: true,
    lead: {
      type,
      email: null,
      fields: { ...fields, ...(sent.timestamp ? { clientTimestamp: sent.timestamp } : {}) },
      consentGiven: null,
      consentVersion: null,
      userAgent: userAgentOf(sent.userAgent),
    },
  };
}

export function invalid(fieldErrors: FieldErrors): Validation {
  return { ok: false, error: Object.values(fieldErrors)[0] ?? "Invalid request", fieldErrors };
}

/** The first message of each field, keyed by the form's own names (`formData.email` → `email`), so a page maps them onto its inputs. */
export function formErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".").replace(/^formData\./, "") || "form";
    result[key] ??= issue.message;
  }
  return result;
}

export function withReferenceError(errors: FieldErrors, reference: string, message: string): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === reference || key.startsWith(`${reference}.`)) result[reference] = message;
    else result[key] = value;
  }
  return result;
}

/** The schema's keys are the one list of fields a form posts. */
export function pickFields(schema: { shape: Record<string, unknown> }, form: FormPost): RequestBody {
  return Object.fromEntries(Object.keys(schema.shape).filter((k) => form[k] !== undefined).map((k) => [k, form[k]]));
}

export function referenceIn(body: RequestBody, key: string): { slug?: unknown; id?: unknown } {
  const value = body[key];
  return value && typeof value === "object" ? (value as { slug?: unknown; id?: unknown }) : {};
}

/*
 * Control characters never come from typing and reach terminals as escape sequences: they go before the schema sees
 * the text, so its length rules count what is stored. Long text keeps "\n" and tabs, one-line free text gets a space
 * per run, and the forms' one-line fields are refused by the schema. Bidi marks stay (legitimate in RTL writing).
 */

const controlsButBreaks = /[^\P{Cc}\n\t]/gu;

export function multiLineText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(controlsButBreaks, "") : value;
}

export function oneLineText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\p{Cc}+/gu, " ") : value;
}

export function userAgentOf(value: unknown): string | null {
  const text = oneLineText(value);
  return typeof text === "string" && text.trim() ? text.trim().slice(0, 1000) : null;
}
