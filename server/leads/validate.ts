import type { z } from "zod";
import { getCaseStudyById, getCaseStudyBySlug } from "../../app/content/case-studies.ts";
import { consentTexts } from "../../app/content/consent.ts";
import { getWebinar, WEBINAR_NOT_FOUND } from "../../app/content/webinars.ts";
import { CaseStudyFormSchema, CaseStudyRequestSchema } from "../../app/forms/case-study.schema.ts";
import { ContactRequestSchema } from "../../app/forms/contact.schema.ts";
import { DemoRequestSchema } from "../../app/forms/demo-request.schema.ts";
import { FeedbackRequestSchema } from "../../app/forms/feedback.schema.ts";
import { HONEYPOT_FIELD, type LeadMeta, LeadMetaSchema } from "../../app/forms/lead-meta.schema.ts";
import { WebinarFormSchema, WebinarRequestSchema } from "../../app/forms/webinar.schema.ts";
import type { LeadType } from "../../app/forms/lead-contract.ts";
import {
  type FormPost,
  formErrors,
  invalid,
  multiLineText,
  oneLineText,
  pickFields,
  type RequestBody,
  userAgentOf,
  type Validation,
  withReferenceError,
} from "./lead-input.ts";

/* What callers of the validation take and get back. */
export { type FieldErrors, type RequestBody, type ValidatedLead, type Validation, userAgentOf } from "./lead-input.ts";

export const CASE_STUDY_NOT_FOUND = "Case study not found";

function validateContact(body: RequestBody): Validation {
  const result = ContactRequestSchema.safeParse({ ...body, message: multiLineText(body.message) });
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
  const result = DemoRequestSchema.safeParse({
    ...body,
    userAgent: oneLineText(body.userAgent),
    timestamp: oneLineText(body.timestamp),
  });
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
      userAgent: userAgentOf(userAgent),
    },
  };
}

function validateFeedback(body: RequestBody): Validation {
  const result = FeedbackRequestSchema.safeParse({
    ...body,
    feedback: multiLineText(body.feedback),
    userAgent: oneLineText(body.userAgent),
    timestamp: oneLineText(body.timestamp),
  });
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
      userAgent: userAgentOf(userAgent),
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
      fields: {
        ...fields,
        caseStudy: {
          id: caseStudy.id,
          slug: caseStudy.slug,
          title: caseStudy.title,
          ...(caseStudy.caseStudyUrl ? { documentUrl: caseStudy.caseStudyUrl } : {}),
        },
      },
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

/** A metadata value with its text made one line: a string, or each string of an attribution object. */
function oneLineMeta(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, oneLineText(entry)]));
  }
  return oneLineText(value);
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
    const parsed = (schema as z.ZodType).safeParse(oneLineMeta(value));
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
export function formPostToBody(type: LeadType, form: FormPost): RequestBody {
  const body: RequestBody = {};
  for (const key of metaKeys) if (form[key] !== undefined) body[key] = form[key];
  const firstTouch = parseJsonField(form.firstTouch);
  const lastTouch = parseJsonField(form.lastTouch);
  if (firstTouch !== undefined) body.firstTouch = firstTouch;
  if (lastTouch !== undefined) body.lastTouch = lastTouch;
  const pick = (schema: { shape: Record<string, unknown> }) => pickFields(schema, form);
  switch (type) {
    case "contact":
      return { ...body, ...pick(ContactRequestSchema), formType: "contact" };
    case "demo":
      return { ...body, ...pick(DemoRequestSchema) };
    case "feedback":
      return { ...body, ...pick(FeedbackRequestSchema) };
    case "case-study":
      return {
        ...body,
        formData: pick(CaseStudyFormSchema),
        caseStudy: { id: form.caseStudyId || undefined, slug: form.caseStudySlug || undefined },
      };
    case "webinar":
      return {
        ...body,
        formData: pick(WebinarFormSchema),
        webinar: { id: form.webinarId ?? "" },
      };
  }
}
