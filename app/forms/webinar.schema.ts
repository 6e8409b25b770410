import { z } from "#app/forms/zod.ts";
import { consentField, emailField, requiredText } from "#app/forms/fields.ts";

export const WEBINAR_CONSENT_MESSAGE = "Please confirm your consent to continue";

/** The webinar registration form: all six items required. */
export const WebinarFormSchema = z.object({
  companyName: requiredText("Company name is required", 200),
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  email: emailField,
  jobTitle: requiredText("Job title is required", 150),
  consentGiven: consentField(WEBINAR_CONSENT_MESSAGE),
});
export type WebinarForm = z.infer<typeof WebinarFormSchema>;

export const WebinarRefSchema = z.object({ id: z.string().max(100) }).loose();

/** The body of `/api/submit-webinar-registration`. */
export const WebinarRequestSchema = z.object({
  formData: WebinarFormSchema,
  webinar: WebinarRefSchema,
});
