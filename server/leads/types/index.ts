import type { LeadType } from "../../../app/forms/lead-contract.ts";
import { caseStudy } from "./case-study.ts";
import { contact } from "./contact.ts";
import { demo } from "./demo.ts";
import { feedback } from "./feedback.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { webinar } from "./webinar.ts";

/**
 * Every kind of lead's server side, by type: validation, the classic form
 * post's shape, the result page's references, the sales notification, the
 * visitor's letter and the inbox variable. The API, validation and mail code
 * read this table and nothing else about a type.
 *
 * A new kind of lead is its schema in app/forms, its entry in
 * app/forms/lead-contract.ts (the compiler then asks for it here), its
 * module in this folder, and its inbox variable in the environment schema.
 */
export const leadTypeModules: { readonly [T in LeadType]: LeadTypeModule<T> } = {
  contact,
  demo,
  "case-study": caseStudy,
  webinar,
  feedback,
};
