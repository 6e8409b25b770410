import { z } from "#app/forms/zod.ts";
import { emailField, optionalText, requiredText } from "#app/forms/fields.ts";

import { type InquiryType, inquiryTypes } from "#app/forms/options.ts";

export { type InquiryType, inquiryTypes };

const inquiryValues = inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]];

/** The contact form: `/help` and the Talk-to-an-Expert modal. */
export const ContactFormSchema = z.object({
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  email: emailField,
  website: optionalText(300),
  companyName: optionalText(200),
  inquiryType: z.enum(inquiryValues, { error: "Please select an inquiry type" }),
  message: z
    .string({ error: "Message must be at least 10 characters long" })
    .trim()
    .min(10, "Message must be at least 10 characters long")
    .max(5000, "Message must be at most 5000 characters"),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The body of `/api/send-contact-email`: the fields plus formType "contact". */
export const ContactRequestSchema = ContactFormSchema.extend({
  formType: z.literal("contact").default("contact"),
});
