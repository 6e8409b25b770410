import type { LeadType } from "#app/forms/lead-contract.ts";
import type { LeadTypeContract } from "#app/forms/lead-types/lead-type-contract.ts";
import type { Row } from "./stored-fields.ts";
import type { MailFooter, VisitorMessage } from "../../mail/visitor-mail.ts";
import type { FormPost, RequestBody, Validation } from "../lead-input.ts";

export type VisitorMailInput = {
  siteUrl: string;
  now: number;
  footer: MailFooter;
};

export type VisitorLetter = { message: VisitorMessage; attachments?: string | null };

/** What makes one kind of lead differ; its page half is the contract from app/forms/lead-types/, which pages load
 * without server code. */
export type LeadTypeModule<T extends LeadType = LeadType> = LeadTypeContract<T> & {
  validate(body: RequestBody): Validation;
  fromFormPost(form: FormPost): RequestBody;
  /** References to content only, never what the visitor typed. */
  resultQuery?(body: RequestBody): Record<string, string>;
  unexpectedError?: string;
  /** The subject is made one line afterwards. */
  notification: {
    subject(fields: Record<string, unknown>): string;
    rows(fields: Record<string, unknown>): Row[];
  };
  visitorMail?(fields: Record<string, unknown>, input: VisitorMailInput): VisitorLetter | null;
};
