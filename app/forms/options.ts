/**
 * The fixed choices and names the forms use, with no validation code: pages
 * import these without downloading zod (the schemas import them too).
 */
export const inquiryTypes = [
  { value: "general", label: "General Information" },
  { value: "safeopt", label: "SafeOpt" },
  { value: "minty", label: "Minty" },
  { value: "technical", label: "Technical Support" },
  { value: "billing", label: "Billing & Payments" },
  { value: "partnership", label: "Partnership Opportunities" },
  { value: "other", label: "Other" },
] as const;
export type InquiryType = (typeof inquiryTypes)[number]["value"];

export const goals = [
  { value: "reduce-abandonment", label: "Recover Lost Shoppers" },
  { value: "grow-data", label: "Grow First-Party Data" },
] as const;
export type Goal = (typeof goals)[number]["value"];

/**
 * The honeypot: a field people never see or fill. A value in it marks the
 * post as a bot's.
 */
export const HONEYPOT_FIELD = "homepage";
