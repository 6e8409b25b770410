import { site } from "#app/config/site.ts";
import { CONTACT_FALLBACK_ERROR } from "#app/components/forms/contact-form-texts.ts";
import { inquiryTypes } from "#app/forms/options.ts";
import { formErrors, invalid, multiLineText, pickFields } from "#app/forms/lead-types/lead-input.ts";
import { type LeadTypeModule, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type.ts";
import { fullName, labelOf, nameAndCompany, str } from "#app/forms/lead-types/stored-fields.ts";

/** Loaded on use, as in every type: the form's page takes this module for its endpoint and loads no zod for it. */
const schemas = () => import("#app/forms/contact.schema.ts");

/** Its own export, which its form takes: a module's object goes whole into the chunk that uses it. */
export const contactEndpoint = "/api/send-contact-email";

/** The contact form (`/help` and the Talk-to-an-Expert modal): a message to the sales team, acknowledged to the visitor. */
export const contactLead = {
  type: "contact",
  endpoint: contactEndpoint,
  label: "Contact inquiry",
  shortLabel: "Contact",
  successMessage: "Thank you for reaching out! Our team will get back to you within 24 business hours.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_CONTACT",
  formPages: ["/help"],
  storedFields: {
    inquiryType: { label: "Inquiry type", consoleLabel: "Inquiry", options: inquiryTypes },
    message: { label: "Message" },
  },

  async validate(body, content) {
    const { ContactRequestSchema } = await schemas();
    const result = ContactRequestSchema.safeParse({ ...body, message: multiLineText(body.message) });
    if (!result.success) return invalid(formErrors(result.error));
    const { formType: _formType, ...fields } = result.data;
    return {
      ok: true,
      lead: { type: "contact", email: fields.email, fields, consentGiven: null, consentVersion: content.consent.contact.version, userAgent: null },
    };
  },

  fromFormPost: async (form) => ({ ...pickFields((await schemas()).ContactRequestSchema, form), formType: "contact" }),

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
  letter: "contact-acknowledgement",

  result: {
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Work email",
      website: "Website",
      companyName: "Company",
      inquiryType: "Inquiry type",
      message: "Message",
    },
    messages: ["Please select an inquiry type", "Message must be at least 10 characters long", "Message must be at most 5000 characters"],
    home: { href: "/help#contact-form", label: "Back to the contact form" },
    success: (_found, person) => ({
      title: "Thank you for contacting us!",
      text: `${thanksTo(person)}Your message is on its way to the ${site.name} team. We typically reply within 24 business hours.`,
      note: person ? "We’ve sent you a confirmation email." : undefined,
      back: RETURN_HOME,
    }),
    errorText: CONTACT_FALLBACK_ERROR,
  },
} as const satisfies LeadTypeModule<"contact">;
