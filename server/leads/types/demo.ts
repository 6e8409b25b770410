import { DemoRequestSchema, goals } from "#app/forms/demo-request.schema.ts";
import { anonymousLead, formErrors, invalid, oneLineText, pickFields } from "../lead-input.ts";
import { demoLead } from "#app/forms/lead-types/demo.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { labelOf, str } from "./stored-fields.ts";

/** Anonymous, so no letter goes back. */
export const demo: LeadTypeModule<"demo"> = {
  ...demoLead,

  validate(body) {
    const result = DemoRequestSchema.safeParse({
      ...body,
      userAgent: oneLineText(body.userAgent),
      timestamp: oneLineText(body.timestamp),
    });
    if (!result.success) return invalid(formErrors(result.error));
    const { goal, timestamp, userAgent } = result.data;
    return anonymousLead("demo", { goal }, { timestamp, userAgent });
  },

  fromFormPost: (form) => pickFields(DemoRequestSchema, form),

  notification: {
    subject: (f) => `New demo request: ${labelOf(goals, f.goal)}`,
    rows: (f) => [
      ["Goal", labelOf(goals, f.goal)],
      ["Sent at (visitor's clock)", str(f.clientTimestamp)],
    ],
  },
};
