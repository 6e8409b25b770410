import { feedbackResultTexts } from "#app/forms/feedback-texts.ts";

/** The page goes home this long after a successful submission. */
export const FEEDBACK_REDIRECT_MS = 2000;

/** The feedback page's words. */
export const feedbackTexts = {
  ...feedbackResultTexts,
  placeholder: "Start typing...",
  /** Under Send while it is disabled for a blank answer. */
  submitHint: "Type your answer to send",
  errorTitle: "Error",
  /** The error logged when the server gives no text. */
  fallbackError: "Failed to submit feedback",
} as const;
