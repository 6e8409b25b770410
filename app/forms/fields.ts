import { z } from "#app/forms/zod.ts";

/**
 * Names, companies and titles are one line of text: a line break or another
 * control character in them is an attempt at header injection (they end up
 * in notification email subjects), never a person's name.
 */
export const SINGLE_LINE_MESSAGE = "Must be a single line of text";
const singleLine = /^[^\p{Cc}]*$/u;

/**
 * Field rules shared by the forms. Limits not set by the copy are generous
 * for people and tight for abuse: a name fits in 100 characters, a message in
 * 5,000.
 */
export const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .regex(singleLine, SINGLE_LINE_MESSAGE);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(singleLine, SINGLE_LINE_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

/** A ticked consent checkbox: `true`, or "on"/"true" from a classic form post. */
export const consentField = (message: string) =>
  z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: message }),
  );

/** The field errors of a failed parse: the first message of each field (dotted paths; `root` for the whole value). */
export function fieldErrorsOf(error: z.ZodError, root = "form"): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || root;
    result[key] ??= issue.message;
  }
  return result;
}
