import { site } from "#app/config/site.ts";

/** The feedback form's words that its result page repeats, apart from its type's module: the form's chunk takes these, not the module. */
export const feedbackResultTexts = {
  label: `Where did you first hear about ${site.name}?`,
  successTitle: "Thank you!",
  successDescription: "Your feedback has been submitted successfully.",
  errorDescription: "There was an issue submitting your feedback. Please try again.",
} as const;
