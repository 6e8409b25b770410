import { site } from "#app/config/site.ts";
import { consentTexts } from "#app/content/consent.ts";
import { ContactRequestSchema, inquiryTypes } from "#app/forms/contact.schema.ts";
import { escapeHtml } from "../../mail/escape.ts";
import { greetingFor, htmlLetter, type MailFooter, textLetter, type VisitorMessage } from "../../mail/visitor-mail.ts";
import { formErrors, invalid, multiLineText, pickFields } from "../lead-input.ts";
import { contactLead } from "#app/forms/lead-types/contact.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { fullName, labelOf, nameAndCompany, str, text } from "./stored-fields.ts";

export const contact: LeadTypeModule<"contact"> = {
  ...contactLead,

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

  visitorMail: (fields, { footer }) => ({ message: renderContactAcknowledgement({ firstName: text(fields.firstName), footer }) }),
};

/** The message is not quoted back: the form takes any address, and a copy of free text would let it mail strangers. */
export function renderContactAcknowledgement({ firstName, footer }: { firstName: string; footer: MailFooter }): VisitorMessage {
  const greeting = greetingFor(firstName);
  const promise = "We typically reply within 24 business hours (EST).";
  const text = textLetter(
    greeting,
    [`Thank you for contacting ${site.name}. We have received your message and it is with the right team.`, "", promise, "", "If you have anything to add, just reply to this email.", ""],
    footer,
  );
  const html = htmlLetter(
    greeting,
    `<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your message and it is with the right team.</p>
<p><strong>${escapeHtml(promise)}</strong></p>
<p>If you have anything to add, just reply to this email.</p>`,
    footer,
  );
  return { subject: `Thanks for contacting ${site.name}`, text, html };
}
