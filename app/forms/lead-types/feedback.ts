import { feedbackResultTexts } from "#app/forms/feedback-texts.ts";
import { anonymousLead, formErrors, invalid, multiLineText, oneLineText, pickFields } from "#app/forms/lead-types/lead-input.ts";
import { type LeadTypeModule, RETURN_HOME } from "#app/forms/lead-types/lead-type.ts";
import { str } from "#app/forms/lead-types/stored-fields.ts";

const schemas = () => import("#app/forms/feedback.schema.ts");

export const feedbackEndpoint = "/api/send-meeting-feedback";

/** The meeting-feedback form: where the visitor first heard about us; anonymous, so no letter goes back. */
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

  async validate(body) {
    const { FeedbackRequestSchema } = await schemas();
    const result = FeedbackRequestSchema.safeParse({
      ...body,
      feedback: multiLineText(body.feedback),
      userAgent: oneLineText(body.userAgent),
      timestamp: oneLineText(body.timestamp),
    });
    if (!result.success) return invalid(formErrors(result.error));
    const { feedback, timestamp, userAgent } = result.data;
    return anonymousLead("feedback", { feedback }, { timestamp, userAgent });
  },

  fromFormPost: async (form) => pickFields((await schemas()).FeedbackRequestSchema, form),

  notification: {
    subject: () => "New meeting feedback",
    rows: (f) => [
      ["Where they first heard about us", str(f.feedback)],
      ["Sent at (visitor's clock)", str(f.clientTimestamp)],
    ],
  },

  result: {
    fields: { feedback: feedbackResultTexts.label },
    messages: ["Please tell us where you first heard about us"],
    home: { href: "/meeting-scheduled", label: "Back to the feedback form" },
    success: () => ({ title: feedbackResultTexts.successTitle, text: feedbackResultTexts.successDescription, back: RETURN_HOME }),
    errorText: feedbackResultTexts.errorDescription,
  },
} as const satisfies LeadTypeModule<"feedback">;
