/**
 * The five kinds of lead, the endpoint each arrives on (spec §7), and the
 * `form` name the classic-post result page uses.
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
  webinar: "You're registered! We look forward to seeing you at the webinar.",
  feedback: "Thank you! Your feedback has been submitted successfully.",
};

export function isLeadType(value: string): value is LeadType {
  return (leadTypes as readonly string[]).includes(value);
}
