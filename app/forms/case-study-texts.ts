/** The case-study form's validation messages, without the schema (and zod) that uses them. */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const CONSENT_MESSAGE = "Please confirm your consent to continue";
