import { site } from "../../config/site.ts";
import { type LeadTypeContract, RETURN_HOME } from "./lead-type-contract.ts";

/** Its own export so a form takes the endpoint without the rest of the contract. */
export const feedbackEndpoint = "/api/send-meeting-feedback";

/** The form's words that its result page repeats (the form's own are in app/components/forms/feedback-texts.ts). */
export const feedbackResultTexts = {
  label: `Where did you first hear about ${site.name}?`,
  successTitle: "Thank you!",
  successDescription: "Your feedback has been submitted successfully.",
  errorDescription: "There was an issue submitting your feedback. Please try again.",
} as const;

/** The meeting-feedback form: where the visitor first heard about us; anonymous. */
export const feedbackLead = {
  type: "feedback",
  endpoint: feedbackEndpoint,
  label: "Meeting feedback",
  shortLabel: "Feedback",
  successMessage: "Thank you! Your feedback has been submitted successfully.",
  anonymous: true,
  notifyVariable: "LEADS_NOTIFY_TO_FEEDBACK",
  formPages: ["/meeting-scheduled"],
  storedFields: {
    feedback: { label: "Feedback" },
  },
  result: {
    fields: { feedback: feedbackResultTexts.label },
    messages: ["Please tell us where you first heard about us"],
    home: { href: "/meeting-scheduled", label: "Back to the feedback form" },
    success: () => ({ title: feedbackResultTexts.successTitle, text: feedbackResultTexts.successDescription, back: RETURN_HOME }),
    errorText: feedbackResultTexts.errorDescription,
  },
} as const satisfies LeadTypeContract<"feedback">;
