import type { LeadType } from "#app/forms/lead-contract.ts";
import type { LeadTypeContract } from "#app/forms/lead-types/lead-type-contract.ts";
import type { Row } from "./stored-fields.ts";
import type { MailFooter, VisitorMessage } from "../../mail/visitor-mail.ts";
import type { FormPost, RequestBody, Validation } from "../lead-input.ts";

/** What a lead type's visitor mail is made from besides the lead's fields. */
export type VisitorMailInput = {
  /** The public origin, for links. */
  siteUrl: string;
  /** Which webinar sessions are still to come is decided at this instant. */
  now: number;
  /** The privacy (and, for a visitor who agreed to marketing, unsubscribe) links every letter ends with. */
  footer: MailFooter;
};

/** A visitor's letter before it is addressed and queued; `attachments` as the outbox stores them. */
export type VisitorLetter = { message: VisitorMessage; attachments?: string | null };

/**
 * One kind of lead: everything that makes it differ from the others. Its
 * page half (endpoint, labels, fields, form pages, result page, inbox
 * variable) is its contract in app/forms/lead-types/, spread in here, since
 * pages load that without the server code; its schema is the form's own, in
 * app/forms. What all leads share (the meta block, the honeypot, storage,
 * rate limits, the notification's frame, the letter's envelope and footer)
 * is not here.
 */
export type LeadTypeModule<T extends LeadType = LeadType> = LeadTypeContract<T> & {
  /**
   * The body checked with the form's schema and against the site's content,
   * reduced to what is stored and mailed. The lead it returns is of this type.
   */
  validate(body: RequestBody): Validation;
  /** A classic form post's flat fields shaped like the JSON body of the same endpoint (the metadata aside). */
  fromFormPost(form: FormPost): RequestBody;
  /**
   * The content records a post named that the result page shows (the case
   * study's document, the webinar's Zoom page), as query parameters, when the
   * site's content knows them. References only, never what the visitor typed.
   */
  resultQuery?(body: RequestBody): Record<string, string>;
  /** What the API answers when the lead could not be stored for an unexpected reason; the shared message otherwise. */
  unexpectedError?: string;
  /** The sales notification: its subject (made one line afterwards) and the rows about the form's fields. */
  notification: {
    subject(fields: Record<string, unknown>): string;
    rows(fields: Record<string, unknown>): Row[];
  };
  /** The letter to the visitor, queued with the lead; none when absent or when it returns null. */
  visitorMail?(fields: Record<string, unknown>, input: VisitorMailInput): VisitorLetter | null;
};
