import { emailField } from "#app/forms/fields.ts";
import { z } from "#app/forms/zod.ts";

/**
 * The one field of the privacy page's form, shared by the page and the API
 * (relative imports only, so Node loads it as it is).
 */
export const PrivacyLinkRequestSchema = z.object({ email: emailField });
export type PrivacyLinkRequest = z.infer<typeof PrivacyLinkRequestSchema>;

/** The manage view's delete form: the box that confirms it must be ticked. */
export const DeleteConfirmationSchema = z.object({
  confirm: z.literal("yes", { error: "Tick the box to confirm that everything should be deleted." }),
});
