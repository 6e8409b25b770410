import { z } from "#app/forms/zod.ts";
import { formResultStatuses, leadTypes } from "#app/forms/lead-contract.ts";
import { leadTypeContracts } from "#app/forms/lead-types/index.ts";
import {
  type FormResultAbout,
  type FormResultView,
  type LeadTypeContract,
  personFieldMessages,
  type ResultCaseStudy,
  type ResultPerson,
  type ResultWebinar,
} from "#app/forms/lead-types/lead-type-contract.ts";
import { CONTACT_FALLBACK_ERROR } from "#app/components/forms/contact-form-texts.ts";

/**
 * What `/form-result` shows after a classic (no-JavaScript) form post. The
 * API answers such a post with `303 /form-result?form=…&status=…[&errors=…]`,
 * plus the case study or webinar it was about and, after a stored lead, a
 * reference (`ref`) to it.
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
const knownMessages = new Set<string>([...personFieldMessages, ...leadTypes.flatMap((type) => leadTypeContracts[type].result.messages)]);
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
  return Object.entries(leadTypeContracts[form].result.fields).flatMap(([field, label]) => {
    const message = errors[field];
    if (typeof message !== "string") return [];
    const trusted = knownMessages.has(message) || lengthMessage.test(message);
    return [{ field, label, message: trusted ? message : UNKNOWN_FIELD_MESSAGE }];
  });
}

export type { FormResultAbout, FormResultView, ResultCaseStudy, ResultPerson, ResultWebinar };

export function formResultView(
  form: FormResultForm,
  status: FormResultStatus,
  about: FormResultAbout = {},
): FormResultView {
  const { result }: LeadTypeContract = leadTypeContracts[form];
  const back = result.back?.(about) ?? result.home;
  if (status === "success") return { tone: "success", ...result.success(about, back) };
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
