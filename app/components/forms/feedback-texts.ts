import { site } from "~/config/site";

/** The page goes home this long after a successful submission. */
export const FEEDBACK_REDIRECT_MS = 2000;

/** The feedback page's words. */
export const feedbackTexts = {
  label: `Where did you first hear about ${site.name}?`,
  placeholder: "Start typing...",
  successTitle: "Thank you!",
  successDescription: "Your feedback has been submitted successfully.",
  errorTitle: "Error",
  errorDescription: "There was an issue submitting your feedback. Please try again.",
  /** The error logged when the server gives no text. */
  fallbackError: "Failed to submit feedback",
} as const;
