/**
 * The lead contract, shared by the pages and the server: the five kinds of
 * lead, the endpoint each arrives on, their labels in the sales inbox, what
 * the visitor reads after a success, and what a classic form post reports
 * to the result page. Imported by browser and server alike (no
 * server code here; relative imports only, so Node loads it as it is).
 */
export const leadTypes = ["contact", "demo", "case-study", "webinar", "feedback"] as const;
export type LeadType = (typeof leadTypes)[number];

export const leadEndpoints: Record<LeadType, string> = {
  demo: "/api/send-demo-request",
  "case-study": "/api/submit-case-study-form",
  webinar: "/api/submit-webinar-registration",
  contact: "/api/send-contact-email",
  feedback: "/api/send-meeting-feedback",
};

export const leadTypeLabels: Record<LeadType, string> = {
  contact: "Contact inquiry",
  demo: "Demo request",
  "case-study": "Case study download",
  webinar: "Webinar registration",
  feedback: "Meeting feedback",
};

/** What the visitor reads after a successful submission (the pages show it as is). */
export const successMessages: Record<LeadType, string> = {
  contact: "Thank you for reaching out! Our team will get back to you within 24 business hours.",
  demo: "Thanks! Your demo request has been received.",
  "case-study": "Thank you! Your case study is ready.",
  webinar: "You’re registered! We look forward to seeing you at the webinar.",
  feedback: "Thank you! Your feedback has been submitted successfully.",
};

export function isLeadType(value: string): value is LeadType {
  return (leadTypes as readonly string[]).includes(value);
}

/** The outcome a classic (no-JavaScript) form post reports to `/form-result`. */
export const formResultStatuses = ["success", "invalid", "error", "rate-limited"] as const;
export type FormResultStatus = (typeof formResultStatuses)[number];

/**
 * A result link carries no personal data: only a reference the server
 * resolves. After a stored lead the result page's URL names it by this
 * parameter (signed, short-lived, see server/leads/result-reference.server.ts).
 */
export const FORM_RESULT_REFERENCE_PARAM = "ref";

/**
 * What the result page shows about the lead it reports, read from the stored
 * lead through the reference: never from the URL, so no one can make the
 * page say a name or an address by writing a link.
 */
export type FormResultLead = {
  /** The only personal detail a result page shows: anyone holding its link sees it. */
  firstName?: string;
  /** The case study a download was for (its slug in the content). */
  caseStudySlug?: string;
  /** The webinar a registration was for (its id in the content). */
  webinarId?: string;
};
