import { site } from "#app/config/site.ts";
import { escapeHtml } from "../escape.ts";
import { greetingFor, htmlLetter, type MailFooter, textLetter, type VisitorMessage } from "../visitor-mail.ts";
import { text } from "#app/forms/lead-types/stored-fields.ts";
import type { Letter } from "./letter.ts";

export const contactAcknowledgement: Letter = (fields, { footer }) => ({ message: renderContactAcknowledgement({ firstName: text(fields.firstName), footer }) });

/** The message is not quoted back: the form takes any address, and a copy of free text would let it mail strangers. */
export function renderContactAcknowledgement({ firstName, footer }: { firstName: string; footer: MailFooter }): VisitorMessage {
  const greeting = greetingFor(firstName);
  const promise = "We typically reply within 24 business hours (EST).";
  const text = textLetter(
    greeting,
    [`Thank you for contacting ${site.name}. We have received your message and it is with the right team.`, "", promise, "", "If you have anything to add, just reply to this email.", ""],
    footer,
  );
  const html = htmlLetter(
    greeting,
    `<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your message and it is with the right team.</p>
<p><strong>${escapeHtml(promise)}</strong></p>
<p>If you have anything to add, just reply to this email.</p>`,
    footer,
  );
  return { subject: `Thanks for contacting ${site.name}`, text, html };
}
