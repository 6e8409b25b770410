import type { LeadType } from "#app/forms/lead-contract.ts";
import { caseStudy } from "./case-study.ts";
import { contact } from "./contact.ts";
import { demo } from "./demo.ts";
import { feedback } from "./feedback.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { webinar } from "./webinar.ts";

/**
 * Every kind of lead, by type: its contract (app/forms/lead-types/) and its
 * server side: validation, the classic form post's shape, the result page's
 * references, the sales notification and the visitor's letter. The API,
 * validation and mail code read this table and nothing else about a type.
 *
 * A new kind of lead is its contract in app/forms/lead-types/ with one line
 * in that registry (the compiler then asks for it here), and its module in
 * this folder with one line here.
 */
export const leadTypeModules: { readonly [T in LeadType]: LeadTypeModule<T> } = {
  contact,
  demo,
  "case-study": caseStudy,
  webinar,
  feedback,
};
