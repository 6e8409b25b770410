import type { ConsentTexts } from "#app/content/consent.ts";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import type { WebinarTeaser } from "#app/lib/webinar-sessions.ts";
import type { FormPost, RequestBody, Validation } from "#app/forms/lead-types/lead-input.ts";
import type { Row } from "#app/forms/lead-types/stored-fields.ts";
import type { VisitorLetterName } from "../../../server/mail/letters/index.ts";

/**
 * A lead type: everything about one kind of lead, as data and pure
 * functions. Pages and the server import it, so it holds no server code and
 * loads no zod at its top: a form's page takes its module for the endpoint
 * alone. What the server has to look up is handed in (`content`).
 */

/**
 * The site's content a lead may name (a case study, a webinar): the server
 * checks a lead against it and the result page reads titles and links from
 * it, never from the request. One implementation, app/content/lead-content.ts.
 */
export type LeadContent = {
  /** The consent lines as published: a lead that names no version agreed to these. */
  consent: ConsentTexts;
  caseStudyById(id: number | string): CaseStudy | undefined;
  caseStudyBySlug(slug: string): CaseStudy | undefined;
  webinar(id: string): Webinar | undefined;
  /** Every webinar but this one, with its sessions: where a letter's "next webinar" is found. */
  otherWebinars(id: string): WebinarTeaser[];
};

/** A link back from the result page. */
export type ResultLink = { href: string; label: string };

/** A link away from the result page to what the form was for (a document, a registration, a recording); opens in a new tab. */
export type ResultOffer = { href: string; label: string; emphasis: "button" | "link" };

/**
 * Who sent the form, as the server stored it (read through the result
 * reference, never from the URL): the first name only, since anyone holding
 * the link sees the page. Only in the page's text: the title is kept in the
 * browser's history, so it never names anyone.
 */
export type ResultPerson = { firstName: string };

export type FormResultView = {
  tone: "success" | "error";
  title: string;
  text: string;
  /** A smaller line under the errors. */
  note?: string;
  /** Where the visitor goes back to (the form), and the link text. */
  back: ResultLink;
  offer?: ResultOffer;
};

/** What `/form-result` shows after a classic (no-JavaScript) post of a type's form. */
export type ResultPage<Found> = {
  /** The form's fields as the form labels them, in the form's order: the errors the page lists. */
  fields: Readonly<Record<string, string>>;
  /** The messages its schema gives besides the person fields' (personFieldMessages). */
  messages: readonly string[];
  /** Where the visitor goes back to, unless `back` finds a better place. */
  home: ResultLink;
  /**
   * The content record the page is about, named by the stored lead or, without one, by the URL's `param`
   * (which the API wrote); always looked up in the content, so the URL never puts words on the page.
   */
  about?: {
    param: string;
    /** The name the API writes into the result URL, for a record the content has. */
    fromRequest(body: RequestBody, content: LeadContent): string | undefined;
    fromLead(fields: Readonly<Record<string, unknown>>): string | undefined;
    find(name: string, content: LeadContent, now: number): Found | undefined;
  };
  back?(found: Found): ResultLink;
  /** The page after a stored lead; `back` is where the error pages would lead. */
  success(found: Found | undefined, person: ResultPerson | undefined, back: ResultLink): Omit<FormResultView, "tone">;
  /** The error page's text; the shared one otherwise. */
  errorText?: string;
};

/** One option of a stored choice (inquiry type, goal): the stored value and its label. */
export type FieldOption = { readonly value: string; readonly label: string };

/** A field a lead type stores besides the person's (name, address, company), as people read it. */
export type StoredField = {
  /** Its label on the visitor's privacy page and, unless `consoleLabel` says otherwise, in the console. */
  label: string;
  consoleLabel?: string;
  /** The stored value is one of these; the privacy page shows its label. */
  options?: readonly FieldOption[];
  /** A content record the lead names (a case study, a webinar): the export's shared `reference` column instead of a column of its own. */
  reference?: true;
};

export type LeadTypeModule<T extends string = string, Found = unknown> = {
  type: T;
  /** The endpoint its form posts to (JSON, or a classic form post). */
  endpoint: `/api/${string}`;
  /** Its name in the sales inbox, the console and the visitor's privacy page. */
  label: string;
  /** The console list's Type column. */
  shortLabel: string;
  /** What the visitor reads after a successful submission (the pages show it as is). */
  successMessage: string;
  /** No name or address: the console calls such a lead "Anonymous …" and no letter goes back. */
  anonymous: boolean;
  /** The variable naming its sales inbox(es); unset, LEADS_NOTIFY_TO. */
  notifyVariable: `LEADS_NOTIFY_TO_${string}`;
  /** The pages its form is on (a path ending in "/" stands for every page under it); null for a dialog any page opens. */
  formPages: readonly string[] | null;
  /** Its own stored fields, in the export's column order; the console and the privacy page label them. */
  storedFields: Readonly<Record<string, StoredField>>;
  /** The body checked by its form's schema (app/forms), and what of it is stored. */
  validate(body: RequestBody, content: LeadContent): Promise<Validation>;
  /** A classic form post shaped like the JSON body, by the schema's fields. */
  fromFormPost(form: FormPost): Promise<RequestBody>;
  /** The error a failed store answers with; the shared one otherwise. */
  unexpectedError?: string;
  /** The sales inbox's message; the subject is made one line afterwards. */
  notification: {
    subject(fields: Record<string, unknown>): string;
    rows(fields: Record<string, unknown>): Row[];
  };
  /** The letter the visitor gets (server/mail/letters); none without one. */
  letter?: VisitorLetterName;
  result: ResultPage<Found>;
};

/** The fields every named lead may store, as the console, the privacy pages and the export show them. */
export const personFields = {
  firstName: { label: "First name" },
  lastName: { label: "Last name" },
  email: { label: "Email" },
  companyName: { label: "Company" },
  jobTitle: { label: "Job title" },
  website: { label: "Website" },
} as const satisfies Record<string, StoredField>;

/** The messages the person fields' schemas give (app/forms/fields.ts). */
export const personFieldMessages = ["First name is required", "Last name is required", "Please enter a valid email address"] as const;

export const RETURN_HOME: ResultLink = { href: "/", label: "Return to Home" };

/** "Thanks, Ada! " for a lead the page read through its reference, "" otherwise. */
export const thanksTo = (person?: ResultPerson): string => (person?.firstName ? `Thanks, ${person.firstName}! ` : "");
