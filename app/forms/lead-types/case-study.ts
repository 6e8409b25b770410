import { CONSENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "#app/forms/case-study-texts.ts";
import { formEndpoints } from "#app/forms/lead-types/endpoints.ts";
import { type LeadTypeContract, thanksTo } from "#app/forms/lead-types/lead-type-contract.ts";

const stories = { href: "/success-stories", label: "Back to Success Stories" };

/** The gated case-study download: the visitor names a case study of the site's content and gets its document by mail. */
export const caseStudyLead = {
  type: "case-study",
  endpoint: formEndpoints["case-study"],
  label: "Case study download",
  shortLabel: "Case study",
  successMessage: "Thank you! Your case study is ready.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_CASE_STUDY",
  formPages: ["/case-study/"],
  storedFields: {
    caseStudy: { label: "Case study", reference: true },
  },
  result: {
    fields: { companyName: "Company name", firstName: "First name", lastName: "Last name", email: "Work email", consentGiven: "Consent" },
    messages: [REQUIRED_FIELDS_MESSAGE, CONSENT_MESSAGE, "Company name is required"],
    home: stories,
    back: ({ study }) => (study ? { href: `/success-stories/${study.slug}`, label: "Back to the case study" } : undefined),
    success: ({ study, person }, back) => ({
      title: "Success!",
      text: `${thanksTo(person)}${study ? `Your case study “${study.title}” is ready to download.` : "Your case study is ready to download."}`,
      note: study?.documentUrl && person ? "We’ve also emailed you the link." : undefined,
      back: study ? back : stories,
    }),
  },
} as const satisfies LeadTypeContract<"case-study">;
