import type { z } from "zod";
import { getCaseStudyById, getCaseStudyBySlug } from "../../app/content/case-studies.ts";
import { consentTexts } from "../../app/content/consent.ts";
import { getWebinar } from "../../app/content/webinars.ts";
import { CaseStudyRequestSchema } from "../../app/forms/case-study.schema.ts";
import { ContactRequestSchema } from "../../app/forms/contact.schema.ts";
import { DemoRequestSchema } from "../../app/forms/demo-request.schema.ts";
import { FeedbackRequestSchema } from "../../app/forms/feedback.schema.ts";
import { fieldErrorsOf } from "../../app/forms/fields.ts";
import { HONEYPOT_FIELD, type LeadMeta, LeadMetaSchema } from "../../app/forms/lead-meta.schema.ts";
import { WebinarRequestSchema } from "../../app/forms/webinar.schema.ts";
import type { LeadType } from "./lead-types.ts";

/** A request body after parsing: a plain object, no prototype keys. */
export type RequestBody = Record<string, unknown>;

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

export const CASE_STUDY_NOT_FOUND = "Case study not found";
export const WEBINAR_NOT_FOUND = "Webinar not found";

function invalid(fieldErrors: FieldErrors): Validation {
  return { ok: false, error: Object.values(fieldErrors)[0] ?? "Invalid request", fieldErrors };
}

/**
 * Field errors keyed by the form's own field names: `formData.email` becomes
 * `email`, so a page maps them onto its inputs directly.
 */
function formErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    result[key.replace(/^formData\./, "")] ??= message;
  }
  return result;
}

/** Errors about the referenced record collapse into one "not found" message. */
function withReferenceError(errors: FieldErrors, reference: string, message: string): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === reference || key.startsWith(`${reference}.`)) result[reference] = message;
    else result[key] = value;
  }
  return result;
}

const boundedUserAgent = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, 1000) : null;

function validateContact(body: RequestBody): Validation {
  const result = ContactRequestSchema.safeParse(body);
  if (!result.success) return invalid(formErrors(result.error));
  const { formType: _formType, ...fields } = result.data;
  return {
    ok: true,
    lead: {
      type: "contact",
      email: fields.email,
      fields,
      consentGiven: null,
      consentVersion: consentTexts.contact.version,
      userAgent: null,
    },
  };
}

function validateDemo(body: RequestBody): Validation {
  const result = DemoRequestSchema.safeParse(body);
  if (!result.success) return invalid(formErrors(result.error));
  const { goal, timestamp, userAgent } = result.data;
  return {
    ok: true,
    lead: {
      type: "demo",
      email: null,
      fields: { goal, ...(timestamp ? { clientTimestamp: timestamp } : {}) },
      consentGiven: null,
      consentVersion: null,
      userAgent: boundedUserAgent(userAgent),
    },
  };
}

function validateFeedback(body: RequestBody): Validation {
  const result = FeedbackRequestSchema.safeParse(body);
  if (!result.success) return invalid(formErrors(result.error));
  const { feedback, timestamp, userAgent } = result.data;
  return {
    ok: true,
    lead: {
      type: "feedback",
      email: null,
      fields: { feedback, ...(timestamp ? { clientTimestamp: timestamp } : {}) },
      consentGiven: null,
      consentVersion: null,
      userAgent: boundedUserAgent(userAgent),
    },
  };
}

function validateCaseStudy(body: RequestBody): Validation {
  const result = CaseStudyRequestSchema.safeParse(body);
  if (!result.success) {
    return invalid(withReferenceError(formErrors(result.error), "caseStudy", CASE_STUDY_NOT_FOUND));
  }
  const { formData, caseStudy: reference } = result.data;
  // The server is the authority: the case study must exist in the site's content.
  const caseStudy =
    (reference.id !== undefined ? getCaseStudyById(reference.id) : undefined) ??
    (reference.slug ? getCaseStudyBySlug(reference.slug) : undefined);
  if (!caseStudy) return invalid({ caseStudy: CASE_STUDY_NOT_FOUND });
  const { consentGiven: _consent, ...fields } = formData;
  return {
    ok: true,
    lead: {
      type: "case-study",
      email: formData.email,
      fields: { ...fields, caseStudy: { id: caseStudy.id, slug: caseStudy.slug, title: caseStudy.title } },
      consentGiven: true,
      consentVersion: consentTexts.caseStudy.version,
      userAgent: null,
    },
  };
}

function validateWebinar(body: RequestBody): Validation {
  const result = WebinarRequestSchema.safeParse(body);
  if (!result.success) {
    return invalid(withReferenceError(formErrors(result.error), "webinar", WEBINAR_NOT_FOUND));
  }
  const { formData, webinar: reference } = result.data;
  const webinar = getWebinar(reference.id);
  if (!webinar) return invalid({ webinar: WEBINAR_NOT_FOUND });
  const { consentGiven: _consent, ...fields } = formData;
  return {
    ok: true,
    lead: {
      type: "webinar",
      email: formData.email,
      fields: { ...fields, webinar: { id: webinar.id, title: webinar.title } },
      consentGiven: true,
      consentVersion: consentTexts.webinar.version,
      userAgent: null,
    },
  };
}

const validators: Record<LeadType, (body: RequestBody) => Validation> = {
  contact: validateContact,
  demo: validateDemo,
  feedback: validateFeedback,
  "case-study": validateCaseStudy,
  webinar: validateWebinar,
};

/**
 * Validates a request body with the form's own zod schema (the single source
 * of the spec's messages) and the server's content. Unknown fields are dropped.
 */
export function validateLead(type: LeadType, body: RequestBody): Validation {
  return validators[type](body);
}

/**
 * The metadata the page sends beside the form (idempotency key, consent
 * version, attribution). Lenient on purpose: a malformed attribution value is
 * dropped, never a reason to lose a person's lead.
 */
export function readLeadMeta(body: RequestBody): LeadMeta {
  // The pages send the block both nested under `meta` and key by key at the
  // top level (where a classic form post carries it); the top level wins.
  const nested = body.meta && typeof body.meta === "object" && !Array.isArray(body.meta) ? (body.meta as RequestBody) : {};
  const meta: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(LeadMetaSchema.shape)) {
    const value = Object.hasOwn(body, key) ? body[key] : Object.hasOwn(nested, key) ? nested[key] : undefined;
    if (value === undefined) continue;
    const parsed = (schema as z.ZodType).safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") meta[key] = parsed.data;
  }
  return meta as LeadMeta;
}

/** A bot fills the field people never see (in the body or inside formData). */
export function honeypotFilled(body: RequestBody): boolean {
  const nested = body.formData;
  const values = [
    body[HONEYPOT_FIELD],
    nested && typeof nested === "object" ? (nested as RequestBody)[HONEYPOT_FIELD] : undefined,
  ];
  return values.some((value) => (typeof value === "string" ? value.trim() !== "" : value != null && value !== false));
}

const metaKeys = ["idempotencyKey", "consentVersion", "pageUrl", "referrer", HONEYPOT_FIELD] as const;

function parseJsonField(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * A classic form post (no JavaScript) carries flat fields; this shapes them
 * like the JSON body of the same endpoint, so both go through one validator.
 *
 * Field names: the form's own (`firstName`, `email`, …, `consentGiven=on`),
 * plus `caseStudyId`/`caseStudySlug` or `webinarId`, and the metadata
 * (`idempotencyKey`, `consentVersion`, `pageUrl`, `referrer`, `firstTouch`
 * and `lastTouch` as JSON text, the honeypot `homepage`).
 */
export function formPostToBody(type: LeadType, form: Record<string, string>): RequestBody {
  const body: RequestBody = {};
  for (const key of metaKeys) if (form[key] !== undefined) body[key] = form[key];
  const firstTouch = parseJsonField(form.firstTouch);
  const lastTouch = parseJsonField(form.lastTouch);
  if (firstTouch !== undefined) body.firstTouch = firstTouch;
  if (lastTouch !== undefined) body.lastTouch = lastTouch;
  const pick = (keys: string[]) => Object.fromEntries(keys.filter((k) => form[k] !== undefined).map((k) => [k, form[k]]));
  switch (type) {
    case "contact":
      return { ...body, ...pick(["firstName", "lastName", "email", "website", "companyName", "inquiryType", "message"]), formType: "contact" };
    case "demo":
      return { ...body, ...pick(["goal", "userAgent", "timestamp"]) };
    case "feedback":
      return { ...body, ...pick(["feedback", "userAgent", "timestamp"]) };
    case "case-study":
      return {
        ...body,
        formData: pick(["companyName", "firstName", "lastName", "email", "consentGiven"]),
        caseStudy: { id: form.caseStudyId || undefined, slug: form.caseStudySlug || undefined },
      };
    case "webinar":
      return {
        ...body,
        formData: pick(["companyName", "firstName", "lastName", "email", "jobTitle", "consentGiven"]),
        webinar: { id: form.webinarId ?? "" },
      };
  }
}
