import { consentTexts } from "../../../app/content/consent.ts";
import { ContactRequestSchema, inquiryTypes } from "../../../app/forms/contact.schema.ts";
import { formErrors, invalid, multiLineText, pickFields } from "../lead-input.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { fullName, labelOf, nameAndCompany, str } from "./stored-fields.ts";

/** The contact form (`/help` and the Talk-to-an-Expert modal): a message to the sales team, acknowledged to the visitor. */
export const contact: LeadTypeModule<"contact"> = {
  type: "contact",

  validate(body) {
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
  },

  fromFormPost: (form) => ({ ...pickFields(ContactRequestSchema, form), formType: "contact" }),

  notification: {
    subject: (f) => `New contact inquiry (${labelOf(inquiryTypes, f.inquiryType)}) from ${nameAndCompany(f)}`,
    rows: (f) => [
      ["Name", fullName(f)],
      ["Email", str(f.email)],
      ["Company", str(f.companyName)],
      ["Website", str(f.website)],
      ["Inquiry type", labelOf(inquiryTypes, f.inquiryType)],
      ["Message", str(f.message)],
    ],
  },
};
