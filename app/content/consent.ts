import { site } from "#app/config/site.ts";

/**
 * The consent texts shown beside the forms. Each has a version id that the
 * form sends with the lead, so the sales team can prove what a person agreed
 * to. NOTE: change the version whenever the wording changes.
 */
export const consentTexts = {
  caseStudy: {
    version: "case-study-2025-08",
    text: `I authorize ${site.name} to contact me about its products and services. See our Privacy Policy for details; I may opt out at any time.`,
  },
  webinar: {
    version: "webinar-2025-08",
    text: `I agree to receive marketing communications from ${site.name}. I can unsubscribe at any time.`,
  },
  contact: {
    version: "contact-2025-08",
    text: "By submitting this form, you agree to our Privacy Policy.",
  },
} as const;
