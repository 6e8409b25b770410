import { site } from "#app/config/site.ts";

export type ConsentLine = { version: string; text: string };
export type ConsentTexts = { caseStudy: ConsentLine; webinar: ConsentLine; contact: ConsentLine };

/**
 * The consent texts shown beside the forms. Each has a version id that the
 * form sends with the lead, so the sales team can prove what a person agreed
 * to; the version changes whenever the wording does.
 */
export const consentTexts: ConsentTexts = {
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
};
