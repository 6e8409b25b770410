import type { z } from "zod";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import type { LeadType } from "#app/forms/lead-contract.ts";

/**
 * What every lead type's validation is made of: the request body and the
 * validated lead, the cleaning of the text people type, and the shaping of
 * a schema's errors into the form's field errors.
 */

/** A request body after parsing: a plain object, no prototype keys. */
export type RequestBody = Record<string, unknown>;

/** A classic form post's flat fields, by name. */
export type FormPost = Record<string, string>;

export type ValidatedLead = {
  type: LeadType;
  /** As typed (trimmed); the store keeps a lower-cased copy for look-ups. */
  email: string | null;
  /** The validated fields that are stored and mailed; nothing else from the body. */
  fields: Record<string, unknown>;
  consentGiven: boolean | null;
  consentVersion: string | null;
  userAgent: string | null;
};

export type FieldErrors = Record<string, string>;

export type Validation =
  | { ok: true; lead: ValidatedLead }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/**
 * A lead from an anonymous form (the goal dialog, meeting feedback): no
 * address and no consent, so nothing is ever mailed back; the visitor's clock
 * is kept beside the fields when the form sent it.
 */
export function anonymousLead(type: LeadType, fields: Record<string, unknown>, sent: { timestamp?: string; userAgent?: unknown }): Validation {
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

/**
 * Field errors keyed by the form's own field names: `formData.email` becomes
 * `email`, so a page maps them onto its inputs directly.
 */
export function formErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    result[key.replace(/^formData\./, "")] ??= message;
  }
  return result;
}

/** Errors about the referenced record collapse into one "not found" message. */
export function withReferenceError(errors: FieldErrors, reference: string, message: string): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === reference || key.startsWith(`${reference}.`)) result[reference] = message;
    else result[key] = value;
  }
  return result;
}

/** The fields a form posts are the keys of its schema: one list, kept by the schema. */
export function pickFields(schema: { shape: Record<string, unknown> }, form: FormPost): RequestBody {
  return Object.fromEntries(Object.keys(schema.shape).filter((k) => form[k] !== undefined).map((k) => [k, form[k]]));
}

/** The object a body names a record of the site's content by (`caseStudy`, `webinar`); empty when it is not one. */
export function referenceIn(body: RequestBody, key: string): { slug?: unknown; id?: unknown } {
  const value = body[key];
  return value && typeof value === "object" ? (value as { slug?: unknown; id?: unknown }) : {};
}

/*
 * Control characters (C0, DEL, C1) are never part of what a person types,
 * and stored raw they reach operators' terminals as escape sequences (clear
 * the screen, retitle the window, fake a line). They are taken out before
 * the schema sees the text, so its length rules count what is stored:
 *
 * - long text (the contact message, the feedback) keeps its line breaks and
 *   tabs, with every line break stored as "\n";
 * - one-line free text the schemas take as is (user agent, the visitor's
 *   clock, page URL, referrer, attribution) gets a space for each run of
 *   them, which keeps the words on either side apart;
 * - the forms' one-line fields (names, company, job title, website) keep
 *   their own rule: the schema refuses a control character in them with
 *   "Must be a single line of text".
 *
 * Everything else is stored as sent: letters, emoji, right-to-left text and
 * its bidirectional marks and overrides (legitimate in RTL writing; the CLI
 * shows them escaped, see lead-export.ts).
 */

/** Any control character except line feed and tab. */
const controlsButBreaks = /[^\P{Cc}\n\t]/gu;

/** Long text: "\r\n" and a lone "\r" become "\n"; other controls go. Non-strings pass to the schema untouched. */
export function multiLineText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").replace(controlsButBreaks, "") : value;
}

/** One-line free text: each run of control characters becomes one space. Non-strings pass to the schema untouched. */
export function oneLineText(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/\p{Cc}+/gu, " ") : value;
}

/** The user agent as stored, from the body or the User-Agent header: one line, at most 1,000 characters. */
export function userAgentOf(value: unknown): string | null {
  const text = oneLineText(value);
  return typeof text === "string" && text.trim() ? text.trim().slice(0, 1000) : null;
}
