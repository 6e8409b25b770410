import { FeedbackRequestSchema } from "#app/forms/feedback.schema.ts";
import { anonymousLead, formErrors, invalid, multiLineText, oneLineText, pickFields } from "../lead-input.ts";
import { feedbackLead } from "#app/forms/lead-types/feedback.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { str } from "./stored-fields.ts";

/** Anonymous, so no letter goes back. */
export const feedback: LeadTypeModule<"feedback"> = {
  ...feedbackLead,

  validate(body) {
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

  fromFormPost: (form) => pickFields(FeedbackRequestSchema, form),

  notification: {
    subject: () => "New meeting feedback",
    rows: (f) => [
      ["Where they first heard about us", str(f.feedback)],
      ["Sent at (visitor's clock)", str(f.clientTimestamp)],
    ],
  },
};
