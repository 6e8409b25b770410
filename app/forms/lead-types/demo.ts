import { goals } from "#app/forms/options.ts";
import { anonymousLead, formErrors, invalid, oneLineText, pickFields } from "#app/forms/lead-types/lead-input.ts";
import { type LeadTypeModule, RETURN_HOME } from "#app/forms/lead-types/lead-type.ts";
import { labelOf, str } from "#app/forms/lead-types/stored-fields.ts";

const schemas = () => import("#app/forms/demo-request.schema.ts");

export const demoEndpoint = "/api/send-demo-request";

/** The goal dialog: which of two goals brings the visitor; anonymous, so no letter goes back. */
export const demoLead = {
  type: "demo",
  endpoint: demoEndpoint,
  label: "Demo request",
  shortLabel: "Demo",
  successMessage: "Thanks! Your demo request has been received.",
  anonymous: true,
  notifyVariable: "LEADS_NOTIFY_TO_DEMO",
  formPages: null,
  storedFields: {
    goal: { label: "Goal", options: goals },
  },

  async validate(body) {
    const { DemoRequestSchema } = await schemas();
    const result = DemoRequestSchema.safeParse({ ...body, userAgent: oneLineText(body.userAgent), timestamp: oneLineText(body.timestamp) });
    if (!result.success) return invalid(formErrors(result.error));
    const { goal, timestamp, userAgent } = result.data;
    return anonymousLead("demo", { goal }, { timestamp, userAgent });
  },

  fromFormPost: async (form) => pickFields((await schemas()).DemoRequestSchema, form),

  notification: {
    subject: (f) => `New demo request: ${labelOf(goals, f.goal)}`,
    rows: (f) => [
      ["Goal", labelOf(goals, f.goal)],
      ["Sent at (visitor's clock)", str(f.clientTimestamp)],
    ],
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
} as const satisfies LeadTypeModule<"demo">;
