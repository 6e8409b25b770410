import { z } from "#app/forms/zod.ts";
import { emailField, requiredText } from "#app/forms/fields.ts";
import { type LeadTypeContract, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type-contract.ts";
import { formErrors, invalid, pickFields } from "../../../server/leads/lead-input.ts";
import type { LeadTypeModule } from "../../../server/leads/types/lead-type.ts";
import { labelOf, str } from "../../../server/leads/types/stored-fields.ts";

/**
 * A lead type that exists only in a test, written as a new type would be:
 * its contract (the page half) and its server half. The registries take it
 * through vi.mock, one line each.
 */
export const answers = [
  { value: "yes", label: "Yes, tell me more" },
  { value: "no", label: "Not now" },
] as const;

export const PollSchema = z.object({
  firstName: requiredText("First name is required"),
  email: emailField,
  answer: z.enum(["yes", "no"], { error: "Please pick an answer" }),
});

export const pollLead = {
  type: "poll",
  endpoint: "/api/send-poll-answer",
  label: "Poll answer",
  shortLabel: "Poll",
  successMessage: "Thanks, your answer is in.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_POLL",
  formPages: ["/poll"],
  storedFields: { answer: { label: "Answer", consoleLabel: "Poll", options: answers } },
  result: {
    fields: { firstName: "First name", email: "Work email", answer: "Your answer" },
    messages: ["Please pick an answer"],
    home: { href: "/poll", label: "Back to the poll" },
    success: ({ person }) => ({ title: "Answer received", text: `${thanksTo(person)}We counted your answer.`, back: RETURN_HOME }),
  },
} as const satisfies LeadTypeContract<"poll">;

/** The server half; LeadTypeModule's own keys, since "poll" is no LeadType the compiler knows. */
const server = {
  validate(body) {
    const result = PollSchema.safeParse(body);
    if (!result.success) return invalid(formErrors(result.error));
    const fields = result.data;
    return {
      ok: true,
      lead: { type: "poll" as never, email: fields.email, fields, consentGiven: null, consentVersion: null, userAgent: null },
    };
  },
  fromFormPost: (form) => pickFields(PollSchema, form),
  notification: {
    subject: (f) => `New poll answer: ${labelOf(answers, f.answer)}`,
    rows: (f) => [
      ["Answer", labelOf(answers, f.answer)],
      ["Email", str(f.email)],
    ],
  },
} satisfies Omit<LeadTypeModule, keyof LeadTypeContract>;

export const poll = { ...pollLead, ...server };
