/**
 * The lead contract, shared by the pages and the server: the five kinds of
 * lead, the endpoint each arrives on, their labels in the sales inbox, what
 * the visitor reads after a success, and the outcomes a classic form post
 * reports to the result page. Imported by browser and server alike (no
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
