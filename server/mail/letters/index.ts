import { caseStudyDelivery } from "./case-study-delivery.ts";
import { contactAcknowledgement } from "./contact-acknowledgement.ts";
import type { Letter } from "./letter.ts";
import { webinarConfirmation } from "./webinar-confirmation.ts";

/** The letters a lead type can name (its module's `letter`): what goes back to the visitor who sent a form. */
export const visitorLetters = {
  "contact-acknowledgement": contactAcknowledgement,
  "case-study-delivery": caseStudyDelivery,
  "webinar-confirmation": webinarConfirmation,
} as const satisfies Record<string, Letter>;

export type VisitorLetterName = keyof typeof visitorLetters;
