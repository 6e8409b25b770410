import { z } from "#app/forms/zod.ts";

import { type Goal, goals } from "#app/forms/options.ts";

export { type Goal, goals };

/** The goal dialog. */
export const DemoRequestFormSchema = z.object({
  goal: z.enum(["reduce-abandonment", "grow-data"], { error: "Please select your top priority" }),
});

/** The body of `/api/send-demo-request`. */
export const DemoRequestSchema = DemoRequestFormSchema.extend({
  userAgent: z.string().max(1000).optional(),
  timestamp: z.string().max(40).optional(),
});
