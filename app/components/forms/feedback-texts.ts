import { site } from "~/config/site";

/** Spec §9: the page goes home this long after a successful submission. */
export const FEEDBACK_REDIRECT_MS = 2000;

/** The feedback page's words (spec §2, §8). */
export const feedbackTexts = {
  label: `Where did you first hear about ${site.name}?`,
  placeholder: "Start typing...",
  successTitle: "Thank you!",
  successDescription: "Your feedback has been submitted successfully.",
  errorTitle: "Error",
  errorDescription: "There was an issue submitting your feedback. Please try again.",
  /** Spec §8: the error logged when the server gives no text. */
  fallbackError: "Failed to submit feedback",
} as const;
