import { goals } from "#app/forms/options.ts";
import { formEndpoints } from "#app/forms/lead-types/endpoints.ts";
import { type LeadTypeContract, RETURN_HOME } from "#app/forms/lead-types/lead-type-contract.ts";

/** The goal dialog: which of two goals brings the visitor; anonymous. */
export const demoLead = {
  type: "demo",
  endpoint: formEndpoints.demo,
  label: "Demo request",
  shortLabel: "Demo",
  successMessage: "Thanks! Your demo request has been received.",
  anonymous: true,
  notifyVariable: "LEADS_NOTIFY_TO_DEMO",
  formPages: null,
  storedFields: {
    goal: { label: "Goal", options: goals },
  },
  result: {
    fields: { goal: "Top priority" },
    messages: ["Please select your top priority"],
    home: RETURN_HOME,
    success: () => ({
      title: "Your demo request has been sent!",
      text: "Our growth experts will be in touch to schedule your personalized demo.",
      back: RETURN_HOME,
    }),
  },
} as const satisfies LeadTypeContract<"demo">;
