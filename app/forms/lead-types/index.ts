import { caseStudyLead } from "#app/forms/lead-types/case-study.ts";
import { contactLead } from "#app/forms/lead-types/contact.ts";
import { demoLead } from "#app/forms/lead-types/demo.ts";
import { feedbackLead } from "#app/forms/lead-types/feedback.ts";
import type { LeadTypeModule } from "#app/forms/lead-types/lead-type.ts";
import { webinarLead } from "#app/forms/lead-types/webinar.ts";

/**
 * Every kind of lead, one module each, in the order lists show them. Everything that knows the types (the API, its
 * mail, the console, the privacy pages, the export, the environment, the result page) reads this list, through
 * app/forms/lead-contract.ts: a new type is its module and its line here.
 */
export const leadTypeRegistry = [
  contactLead,
  demoLead,
  caseStudyLead,
  webinarLead,
  feedbackLead,
] as const satisfies readonly LeadTypeModule[];
