import { caseStudyLead } from "#app/forms/lead-types/case-study.ts";
import { contactLead } from "#app/forms/lead-types/contact.ts";
import { demoLead } from "#app/forms/lead-types/demo.ts";
import { feedbackLead } from "#app/forms/lead-types/feedback.ts";
import type { LeadTypeContract } from "#app/forms/lead-types/lead-type-contract.ts";
import { webinarLead } from "#app/forms/lead-types/webinar.ts";

/**
 * Every kind of lead, by type, in the order lists show them: the page half
 * of each (endpoint, labels, fields, form pages, result page, inbox
 * variable). Everything else that lists the types derives from this table;
 * the server half is server/leads/types/index.ts, which the compiler makes
 * follow this one.
 */
const contracts = {
  contact: contactLead,
  demo: demoLead,
  "case-study": caseStudyLead,
  webinar: webinarLead,
  feedback: feedbackLead,
} as const satisfies Record<string, LeadTypeContract>;

export type LeadType = keyof typeof contracts;

/** Typed so that each entry's `type` is its key. */
export const leadTypeContracts: { readonly [T in LeadType]: (typeof contracts)[T] & LeadTypeContract<T> } = contracts;

/** The environment variables naming the types' sales inboxes. */
export type NotifyVariable = (typeof contracts)[LeadType]["notifyVariable"];
