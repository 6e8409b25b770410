import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";
import type { MailFooter, VisitorMessage } from "../visitor-mail.ts";

export type LetterInput = {
  siteUrl: string;
  now: number;
  footer: MailFooter;
  /** The site's content, where a letter finds what the lead names (a webinar's sessions). */
  content: LeadContent;
};

export type VisitorLetter = { message: VisitorMessage; attachments?: string | null };

/** A letter to the visitor from a lead's stored fields; null when there is nothing to send. */
export type Letter = (fields: Record<string, unknown>, input: LetterInput) => VisitorLetter | null;
