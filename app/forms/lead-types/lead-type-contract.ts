/**
 * The page half of a lead type: what pages, the console, the privacy pages,
 * the export and the environment know about it. Browser and server import
 * it, so it holds no server code; relative imports only, so Node loads it as
 * it is. The server half (validation, mails) is in server/leads/types/.
 */

/** A link back from the result page. */
export type ResultLink = { href: string; label: string };

/** The case study a case-study form post was about, as the result page found it in the content. */
export type ResultCaseStudy = { slug: string; title: string; documentUrl?: string };

/** The webinar a registration was for, as the result page found it in the content. */
export type ResultWebinar = {
  id: string;
  title: string;
  registersOnZoom: boolean;
  /** Every session had ended when the form was sent: its recording is offered, if it has one. */
  ended?: "recorded" | "unrecorded";
};

/**
 * Who sent the form, as the server stored it (read through the result
 * reference, never from the URL): the first name only, since anyone holding
 * the link sees the page. Only in the page's text: the title is kept in the
 * browser's history, so it never names anyone.
 */
export type ResultPerson = { firstName: string };

export type FormResultAbout = { study?: ResultCaseStudy; webinar?: ResultWebinar; person?: ResultPerson };

export type FormResultView = {
  tone: "success" | "error";
  title: string;
  text: string;
  /** A smaller line under the errors. */
  note?: string;
  /** Where the visitor goes back to (the form), and the link text. */
  back: ResultLink;
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

export type LeadTypeContract<T extends string = string> = {
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
  /** Its own stored fields, in the export's column order. */
  storedFields: Readonly<Record<string, StoredField>>;
  /** What `/form-result` shows after a classic (no-JavaScript) post of its form. */
  result: {
    /** The form's fields as the form labels them, in the form's order: the errors the page lists. */
    fields: Readonly<Record<string, string>>;
    /** The messages its schema gives besides the person fields' (personFieldMessages). */
    messages: readonly string[];
    /** Where the visitor goes back to, unless `back` finds a better place. */
    home: ResultLink;
    back?(about: FormResultAbout): ResultLink | undefined;
    /** The page after a stored lead; `back` is where the error pages would lead. */
    success(about: FormResultAbout, back: ResultLink): Omit<FormResultView, "tone">;
    /** The error page's text; the shared one otherwise. */
    errorText?: string;
  };
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
