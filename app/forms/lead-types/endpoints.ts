/**
 * Each type's endpoint, kept apart from its contract: a form's chunk takes
 * this small table instead of its type's labels and texts, which the
 * console's chunks share (a module goes whole into the chunk it lands in).
 * A type's contract names its entry, so the compiler asks for one here.
 */
export const formEndpoints = {
  contact: "/api/send-contact-email",
  demo: "/api/send-demo-request",
  "case-study": "/api/submit-case-study-form",
  webinar: "/api/submit-webinar-registration",
  feedback: "/api/send-meeting-feedback",
} as const;
