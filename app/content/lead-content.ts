import { caseStudies, findCaseStudyById, findCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import { type ConsentTexts, consentTexts } from "#app/content/consent.ts";
import { findWebinar, otherWebinars, webinars } from "#app/content/webinars/index.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";

/**
 * The lead types' content look-ups over the published case studies, webinars and consent lines: the server checks leads and writes letters
 * with them, the result page reads titles and links from them.
 */
export function leadContentOf({
  caseStudies: studies,
  webinars: list,
  consent,
}: {
  caseStudies: readonly CaseStudy[];
  webinars: readonly Webinar[];
  consent: ConsentTexts;
}): LeadContent {
  return {
    consent,
    caseStudyById: (id) => findCaseStudyById(studies, id),
    caseStudyBySlug: (slug) => findCaseStudyBySlug(studies, slug),
    webinar: (id) => findWebinar(list, id),
    otherWebinars: (id) => otherWebinars(id, list),
  };
}

/** The repository's copy: for a server without the site's content (the API-only one). */
export const leadContent: LeadContent = leadContentOf({ caseStudies, webinars, consent: consentTexts });
