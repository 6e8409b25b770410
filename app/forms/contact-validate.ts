import { type ContactForm, ContactFormSchema } from "#app/forms/contact.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";

export type ContactValidation = { ok: true; data: ContactForm } | { ok: false; errors: Record<string, string> };

/** The contact form's checks in the browser: the server's own schema and messages. */
export function validateContactForm(values: unknown): ContactValidation {
  const parsed = ContactFormSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
