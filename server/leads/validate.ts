import type { z } from "zod";
import { HONEYPOT_FIELD, type LeadMeta, LeadMetaSchema } from "#app/forms/lead-meta.schema.ts";
import { leadContent } from "#app/content/lead-content.ts";
import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";
import { type LeadType, leadTypeModules } from "#app/forms/lead-contract.ts";
import { type FormPost, oneLineText, type RequestBody, type Validation } from "#app/forms/lead-types/lead-input.ts";

export { type FieldErrors, type RequestBody, type ValidatedLead, type Validation, userAgentOf } from "#app/forms/lead-types/lead-input.ts";

/** The form's own zod schema is the single source of its messages. Unknown fields are dropped. */
export function validateLead(type: LeadType, body: RequestBody, content: LeadContent = leadContent): Promise<Validation> {
  return leadTypeModules[type].validate(body, content);
}

/** The content record a result URL names (its type's `result.about`), only one the content has: never free text. */
export function resultAbout(type: LeadType, body: RequestBody, content: LeadContent = leadContent): Record<string, string> {
  const { about } = leadTypeModules[type].result;
  const name = about?.fromRequest(body, content);
  return about && name ? { [about.param]: name } : {};
}

function oneLineMeta(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, oneLineText(entry)]));
  }
  return oneLineText(value);
}

/** Lenient on purpose: a malformed attribution value is dropped, never a reason to lose a person's lead. */
export function readLeadMeta(body: RequestBody): LeadMeta {
  // Sent both nested under `meta` and at the top level (where a form post carries it); the top level wins.
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

/** Shapes a no-JavaScript form post like the JSON body of the same endpoint, so both go through one validator. */
export async function formPostToBody(type: LeadType, form: FormPost): Promise<RequestBody> {
  const body: RequestBody = {};
  for (const key of metaKeys) if (form[key] !== undefined) body[key] = form[key];
  const firstTouch = parseJsonField(form.firstTouch);
  const lastTouch = parseJsonField(form.lastTouch);
  if (firstTouch !== undefined) body.firstTouch = firstTouch;
  if (lastTouch !== undefined) body.lastTouch = lastTouch;
  return { ...body, ...(await leadTypeModules[type].fromFormPost(form)) };
}
