import { site } from "#app/config/site.ts";
import { CONTACT_FALLBACK_ERROR } from "#app/components/forms/contact-form-texts.ts";
import { inquiryTypes } from "#app/forms/options.ts";
import { formEndpoints } from "#app/forms/lead-types/endpoints.ts";
import { type LeadTypeContract, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type-contract.ts";

/** The contact form (`/help` and the Talk-to-an-Expert modal): a message to the sales team, acknowledged to the visitor. */
export const contactLead = {
  type: "contact",
  endpoint: formEndpoints.contact,
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
    success: ({ person }) => ({
      title: "Thank you for contacting us!",
      text: `${thanksTo(person)}Your message is on its way to the ${site.name} team. We typically reply within 24 business hours.`,
      note: person ? "We’ve sent you a confirmation email." : undefined,
      back: RETURN_HOME,
    }),
    errorText: CONTACT_FALLBACK_ERROR,
  },
} as const satisfies LeadTypeContract<"contact">;
