import type { LeadType } from "#app/forms/lead-contract.ts";
import { caseStudy } from "./case-study.ts";
import { contact } from "./contact.ts";
import { demo } from "./demo.ts";
import { feedback } from "./feedback.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { webinar } from "./webinar.ts";

/** The only place the API, validation and mail code learn about a type; a new type is its contract in
 * app/forms/lead-types/ (the compiler then asks for it here) and its module in this folder. */
export const leadTypeModules: { readonly [T in LeadType]: LeadTypeModule<T> } = {
  contact,
  demo,
  "case-study": caseStudy,
  webinar,
  feedback,
};
