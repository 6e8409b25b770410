import { getCaseStudyById, getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { getWebinar, otherWebinars } from "#app/content/webinars/index.ts";
import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";

/**
 * The one place the lead types' content look-ups come from: the server checks leads and writes letters with it, the
 * result page reads titles and links from it. NOTE: the database-backed content store replaces these modules here.
 */
export const leadContent: LeadContent = {
  caseStudyById: getCaseStudyById,
  caseStudyBySlug: getCaseStudyBySlug,
  webinar: getWebinar,
  otherWebinars,
};
