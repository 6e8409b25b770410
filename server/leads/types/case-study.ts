import { consentTexts } from "../../../app/content/consent.ts";
import { getCaseStudyById, getCaseStudyBySlug } from "../../../app/content/case-studies.ts";
import { CaseStudyFormSchema, CaseStudyRequestSchema } from "../../../app/forms/case-study.schema.ts";
import { formErrors, invalid, pickFields, withReferenceError } from "../lead-input.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { fullName, nameAndCompany, reference, str } from "./stored-fields.ts";

export const CASE_STUDY_NOT_FOUND = "Case study not found";

/**
 * The gated case-study download: the visitor names a case study of the
 * site's content and gets its document by mail.
 */
export const caseStudy: LeadTypeModule<"case-study"> = {
  type: "case-study",

  validate(body) {
    const result = CaseStudyRequestSchema.safeParse(body);
    if (!result.success) {
      return invalid(withReferenceError(formErrors(result.error), "caseStudy", CASE_STUDY_NOT_FOUND));
    }
    const { formData, caseStudy: named } = result.data;
    // The server is the authority: the case study must exist in the site's content.
    const study =
      (named.id !== undefined ? getCaseStudyById(named.id) : undefined) ??
      (named.slug ? getCaseStudyBySlug(named.slug) : undefined);
    if (!study) return invalid({ caseStudy: CASE_STUDY_NOT_FOUND });
    const { consentGiven: _consent, ...fields } = formData;
    return {
      ok: true,
      lead: {
        type: "case-study",
        email: formData.email,
        fields: {
          ...fields,
          caseStudy: {
            id: study.id,
            slug: study.slug,
            title: study.title,
            ...(study.caseStudyUrl ? { documentUrl: study.caseStudyUrl } : {}),
          },
        },
        consentGiven: true,
        consentVersion: consentTexts.caseStudy.version,
        userAgent: null,
      },
    };
  },

  fromFormPost: (form) => ({
    formData: pickFields(CaseStudyFormSchema, form),
    caseStudy: { id: form.caseStudyId || undefined, slug: form.caseStudySlug || undefined },
  }),

  notification: {
    subject: (f) => `Case study download: ${str(reference(f.caseStudy).title)} by ${nameAndCompany(f)}`,
    rows(f) {
      const study = reference(f.caseStudy);
      return [
        ["Case study", `${str(study.title)} (id ${str(study.id)})`],
        ["Name", fullName(f)],
        ["Email", str(f.email)],
        ["Company", str(f.companyName)],
      ];
    },
  },
};
