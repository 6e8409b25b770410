import { z } from "#app/forms/zod.ts";
import { type FormResultLead, formResultStatuses, leadTypeModules, leadTypes } from "#app/forms/lead-contract.ts";
import {
  type FormResultView,
  type LeadContent,
  type LeadTypeModule,
  personFieldMessages,
  type ResultPerson,
} from "#app/forms/lead-types/lead-type.ts";
import { CONTACT_FALLBACK_ERROR } from "#app/components/forms/contact-form-texts.ts";

/**
 * What `/form-result` shows after a classic (no-JavaScript) form post. The
 * API answers such a post with `303 /form-result?form=…&status=…[&errors=…]`,
 * plus the content record it was about (its type's `result.about`) and,
 * after a stored lead, a reference (`ref`) to it.
 *
 * The query string is anyone's to write, so the page never shows its text
 * as it is: field names must be known ones and messages must be the forms'
 * own; anything else is replaced by a neutral sentence. A result link
 * carries no personal data: the visitor's name and address come from the
 * stored lead the reference names, never from the URL.
 */
export const FormResultQuerySchema = z.object({
  form: z.enum(leadTypes).catch("contact"),
  status: z.enum(formResultStatuses).catch("error"),
});

export type FormResultForm = z.infer<typeof FormResultQuerySchema>["form"];
export type FormResultStatus = z.infer<typeof FormResultQuerySchema>["status"];

/** Every message the forms' schemas can give, and nothing else. */
const knownMessages = new Set<string>([...personFieldMessages, ...leadTypes.flatMap((type) => leadTypeModules[type].result.messages)]);
const lengthMessage = /^Must be at most \d{1,5} characters$/;
const UNKNOWN_FIELD_MESSAGE = "Please check this field.";

export type FormResultError = { field: string; label: string; message: string };

/** The listed errors: known fields only, in the form's order, with trusted messages. */
export function formResultErrors(form: FormResultForm, raw: string | null): FormResultError[] {
  if (!raw || raw.length > 4000) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  const errors = parsed as Record<string, unknown>;
  return Object.entries(leadTypeModules[form].result.fields).flatMap(([field, label]) => {
    const message = errors[field];
    if (typeof message !== "string") return [];
    const trusted = knownMessages.has(message) || lengthMessage.test(message);
    return [{ field, label, message: trusted ? message : UNKNOWN_FIELD_MESSAGE }];
  });
}

export type { FormResultView, ResultPerson };

/** What the page is about: the content record its type found, and the person the stored lead names. */
export type FormResultAbout = { found?: unknown; person?: ResultPerson };

/** The record a result page is about, looked up in the content by the name the stored lead gives, else the URL. */
export function findAbout(form: FormResultForm, lead: FormResultLead | null, params: URLSearchParams, content: LeadContent, now: number): unknown {
  const { about } = leadTypeModules[form].result as LeadTypeModule["result"];
  const name = about && (lead?.about ?? params.get(about.param));
  return about && name ? about.find(name, content, now) : undefined;
}

export function formResultView(
  form: FormResultForm,
  status: FormResultStatus,
  { found, person }: FormResultAbout = {},
): FormResultView {
  const { result }: LeadTypeModule = leadTypeModules[form];
  const back = (found !== undefined && result.back?.(found)) || result.home;
  if (status === "success") return { tone: "success", ...result.success(found, person, back) };
  if (status === "invalid") {
    return {
      tone: "error",
      title: "Please check your details",
      text: "Your form was not sent. Please correct the following and try again:",
      note: "Tip: your browser’s Back button returns to the form with what you typed.",
      back,
    };
  }
  if (status === "rate-limited") {
    return {
      tone: "error",
      title: "Too many requests",
      text: "We received several forms from you in a short time. Please wait a minute and try again.",
      back,
    };
  }
  return {
    tone: "error",
    title: "Error",
    text: result.errorText ?? CONTACT_FALLBACK_ERROR,
    back,
  };
}
