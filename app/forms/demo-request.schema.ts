import { z } from "zod";

export const goals = [
  { value: "reduce-abandonment", label: "Recover Lost Shoppers" },
  { value: "grow-data", label: "Grow First-Party Data" },
] as const;
export type Goal = (typeof goals)[number]["value"];

/** The goal dialog (spec §2, §5). */
export const DemoRequestFormSchema = z.object({
  goal: z.enum(["reduce-abandonment", "grow-data"], { error: "Please select your top priority" }),
});

/** The body of `/api/send-demo-request`. */
export const DemoRequestSchema = DemoRequestFormSchema.extend({
  userAgent: z.string().max(1000).optional(),
  timestamp: z.string().max(40).optional(),
});
