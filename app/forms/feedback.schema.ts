import { z } from "#app/forms/zod.ts";

/** The meeting-feedback form. */
export const FeedbackFormSchema = z.object({
  feedback: z
    .string({ error: "Please tell us where you first heard about us" })
    .trim()
    .min(1, "Please tell us where you first heard about us")
    .max(5000, "Must be at most 5000 characters"),
});

/** The body of `/api/send-meeting-feedback`. */
export const FeedbackRequestSchema = FeedbackFormSchema.extend({
  timestamp: z.string().max(40).optional(),
  userAgent: z.string().max(1000).optional(),
});
