import { consentTexts } from "#app/content/consent.ts";
import { getCaseStudyById, getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { CaseStudyFormSchema, CaseStudyRequestSchema } from "#app/forms/case-study.schema.ts";
import { escapeHtml, headerSafe } from "../../mail/escape.ts";
import { buttonStyle, greetingFor, htmlLetter, type MailFooter, textLetter, type VisitorMessage } from "../../mail/visitor-mail.ts";
import { formErrors, invalid, pickFields, referenceIn, withReferenceError } from "../lead-input.ts";
import { caseStudyLead } from "#app/forms/lead-types/case-study.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { fullName, nameAndCompany, reference, str, text } from "./stored-fields.ts";

export const CASE_STUDY_NOT_FOUND = "Case study not found";

export const caseStudy: LeadTypeModule<"case-study"> = {
  ...caseStudyLead,
  unexpectedError: "An error occurred while submitting the form. Please try again.",

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

  resultQuery(body): Record<string, string> {
    const { slug, id } = referenceIn(body, "caseStudy");
    const study =
      (typeof slug === "string" ? getCaseStudyBySlug(slug) : undefined) ??
      (typeof id === "string" || typeof id === "number" ? getCaseStudyById(id) : undefined);
    return study ? { study: study.slug } : {};
  },

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

  visitorMail(fields, { siteUrl, footer }) {
    const stored = fields.caseStudy as { slug?: unknown; title?: unknown; documentUrl?: unknown } | undefined;
    if (!stored || typeof stored.documentUrl !== "string" || typeof stored.title !== "string") return null;
    return {
      message: renderCaseStudyDelivery({
        firstName: text(fields.firstName),
        title: stored.title,
        documentUrl: stored.documentUrl,
        pageUrl: `${siteUrl}/success-stories/${text(stored.slug)}`,
        footer,
      }),
    };
  },
};

export function renderCaseStudyDelivery({
  firstName,
  title,
  documentUrl,
  pageUrl,
  footer,
}: {
  firstName: string;
  title: string;
  documentUrl: string;
  pageUrl: string;
  footer: MailFooter;
}): VisitorMessage {
  const greeting = greetingFor(firstName);
  const text = textLetter(greeting, [
    `Thank you for your interest. Here is the case study you asked for: "${title}".`,
    "",
    `Download it here: ${documentUrl}`,
    "",
    `You can read the story online too: ${pageUrl}`,
    "",
  ], footer);
  const html = htmlLetter(
    greeting,
    `<p>Thank you for your interest. Here is the case study you asked for: <strong>${escapeHtml(title)}</strong>.</p>
<p><a href="${escapeHtml(documentUrl)}" style="${buttonStyle}">Download the case study</a></p>
<p style="color:#555">Or read the story online: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
    footer,
  );
  return { subject: headerSafe(`Your case study: ${title}`), text, html };
}
