import { z } from "#app/forms/zod.ts";
import { consentField, emailField, requiredText } from "#app/forms/fields.ts";

import { CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "#app/forms/case-study-texts.ts";

export { CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE };

/** The gated case-study form. */
export const CaseStudyFormSchema = z.object({
  companyName: requiredText(REQUIRED_FIELDS_MESSAGE, 200),
  firstName: requiredText(REQUIRED_FIELDS_MESSAGE),
  lastName: requiredText(REQUIRED_FIELDS_MESSAGE),
  email: emailField,
  consentGiven: consentField(CONSENT_MESSAGE),
});
export type CaseStudyForm = z.infer<typeof CaseStudyFormSchema>;

/** The reference the page sends; the server looks the case study up itself. */
export const CaseStudyRefSchema = z
  .object({
    id: z.union([z.number().int(), z.string().max(20)]).optional(),
    slug: z.string().max(100).optional(),
  })
  .loose();

/** The body of `/api/submit-case-study-form`. */
export const CaseStudyRequestSchema = z.object({
  formData: CaseStudyFormSchema,
  caseStudy: CaseStudyRefSchema,
});
