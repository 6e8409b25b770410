import { escapeHtml, headerSafe } from "../escape.ts";
import { buttonStyle, greetingFor, htmlLetter, type MailFooter, textLetter, type VisitorMessage } from "../visitor-mail.ts";
import { text } from "#app/forms/lead-types/stored-fields.ts";
import type { Letter } from "./letter.ts";

/** The document of the case study the lead stored; none when that case study had none. */
export const caseStudyDelivery: Letter = (fields, { siteUrl, footer }) => {
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
