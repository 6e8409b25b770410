import { feedbackResultTexts } from "#app/forms/feedback-texts.ts";
import { formEndpoints } from "#app/forms/lead-types/endpoints.ts";
import { type LeadTypeContract, RETURN_HOME } from "#app/forms/lead-types/lead-type-contract.ts";

/** The meeting-feedback form: where the visitor first heard about us; anonymous. */
export const feedbackLead = {
  type: "feedback",
  endpoint: formEndpoints.feedback,
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
