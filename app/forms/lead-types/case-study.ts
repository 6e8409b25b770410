import { CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "#app/forms/case-study-texts.ts";
import { formErrors, invalid, pickFields, referenceIn, withReferenceError } from "#app/forms/lead-types/lead-input.ts";
import { type LeadContent, type LeadTypeModule, thanksTo } from "#app/forms/lead-types/lead-type.ts";
import { fullName, nameAndCompany, reference, str } from "#app/forms/lead-types/stored-fields.ts";

const schemas = () => import("#app/forms/case-study.schema.ts");

export const CASE_STUDY_NOT_FOUND = "Case study not found";

const stories = { href: "/success-stories", label: "Back to Success Stories" };

const byId = ({ id }: { id?: unknown }, content: LeadContent) =>
  typeof id === "string" || typeof id === "number" ? content.caseStudyById(id) : undefined;
const bySlug = ({ slug }: { slug?: unknown }, content: LeadContent) => (typeof slug === "string" && slug ? content.caseStudyBySlug(slug) : undefined);

export const caseStudyEndpoint = "/api/submit-case-study-form";

/** The case study a result page is about, as the content has it. */
export type ResultCaseStudy = { slug: string; title: string; documentUrl?: string };

/** The gated case-study download: the visitor names a case study of the site's content and gets its document by mail. */
export const caseStudyLead = {
  type: "case-study",
  endpoint: caseStudyEndpoint,
  label: "Case study download",
  shortLabel: "Case study",
  successMessage: "Thank you! Your case study is ready.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_CASE_STUDY",
  formPages: ["/case-study/"],
  storedFields: {
    caseStudy: { label: "Case study", reference: true },
  },
  unexpectedError: "An error occurred while submitting the form. Please try again.",

  async validate(body, content) {
    const { CaseStudyRequestSchema } = await schemas();
    const result = CaseStudyRequestSchema.safeParse(body);
    if (!result.success) return invalid(withReferenceError(formErrors(result.error), "caseStudy", CASE_STUDY_NOT_FOUND));
    const { formData, caseStudy: named } = result.data;
    // The server is the authority: the case study must exist in the site's content.
    const study = byId(named, content) ?? bySlug(named, content);
    if (!study) return invalid({ caseStudy: CASE_STUDY_NOT_FOUND });
    const { consentGiven: _consent, ...fields } = formData;
    return {
      ok: true,
      lead: {
        type: "case-study",
        email: formData.email,
        fields: {
          ...fields,
          caseStudy: { id: study.id, slug: study.slug, title: study.title, ...(study.caseStudyUrl ? { documentUrl: study.caseStudyUrl } : {}) },
        },
        consentGiven: true,
        consentVersion: content.consent.caseStudy.version,
        userAgent: null,
      },
    };
  },

  fromFormPost: async (form) => ({
    formData: pickFields((await schemas()).CaseStudyFormSchema, form),
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
  letter: "case-study-delivery",

  result: {
    fields: { companyName: "Company name", firstName: "First name", lastName: "Last name", email: "Work email", consentGiven: "Consent" },
    messages: [REQUIRED_FIELDS_MESSAGE, CONSENT_MESSAGE, "Company name is required"],
    home: stories,
    about: {
      param: "study",
      fromRequest(body, content) {
        const named = referenceIn(body, "caseStudy");
        return (bySlug(named, content) ?? byId(named, content))?.slug;
      },
      fromLead: (fields) => {
        const { slug } = reference(fields.caseStudy);
        return typeof slug === "string" ? slug : undefined;
      },
      find(name, content) {
        const study = content.caseStudyBySlug(name) ?? (/^\d+$/.test(name) ? content.caseStudyById(name) : undefined);
        return study && { slug: study.slug, title: study.title, documentUrl: study.caseStudyUrl };
      },
    },
    back: (study) => ({ href: `/success-stories/${study.slug}`, label: "Back to the case study" }),
    success: (study, person, back) => ({
      title: "Success!",
      text: `${thanksTo(person)}${study ? `Your case study “${study.title}” is ready to download.` : "Your case study is ready to download."}`,
      note: study?.documentUrl && person ? "We’ve also emailed you the link." : undefined,
      back: study ? back : stories,
      offer: study?.documentUrl ? { href: study.documentUrl, label: "Download the case study", emphasis: "link" } : undefined,
    }),
  },
} as const satisfies LeadTypeModule<"case-study", ResultCaseStudy>;
