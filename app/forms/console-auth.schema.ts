import { z } from "#app/forms/zod.ts";
import { requiredText } from "#app/forms/fields.ts";

/**
 * The console's sign-in and team forms: the pages' actions, the server and
 * the command line check input with the same rules and messages.
 */

export const consoleRoleOptions = ["member", "editor", "admin"] as const;

/** Who does what: sales works leads, marketing edits the site, an admin does both and manages the team. */
export const consoleRoleLabels: Record<(typeof consoleRoleOptions)[number], string> = {
  member: "Member (works leads)",
  editor: "Editor (edits the site)",
  admin: "Admin (both, and manages the team)",
};

/** "an editor", "a member". */
export const roleWithArticle = (role: string) => `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`;

export const TeamAddressSchema = z
  .string({ error: "Enter an email address." })
  .trim()
  .min(1, "Enter an email address.")
  .max(254, "An email address has at most 254 characters.")
  .pipe(z.email({ error: "Enter a valid email address, like ada@company.example." }))
  .transform((value) => value.toLowerCase());

/** "Email me a sign-in link". */
export const SignInLinkRequestSchema = z.object({ email: TeamAddressSchema });

/** An admin's invitation (the Team page, `leads users invite`). */
export const InviteSchema = z.object({
  email: TeamAddressSchema,
  role: z.enum(consoleRoleOptions, { error: "Choose a role: member, editor or admin." }),
});

/** A user's removal on the Team page: the address and the ticked confirmation. */
export const RemoveUserSchema = z.object({
  email: TeamAddressSchema,
  confirm: z.literal("yes", { error: "Confirm the removal: press Remove on its confirmation step." }),
});

/** A passkey's name ("Work laptop"): one line, at most 60 characters. */
export const PasskeyNameSchema = requiredText("Give the passkey a name, like Work laptop.", 60);

/** The name a new passkey gets when none is given. */
export const defaultPasskeyName = (existing: number) => `Passkey ${existing + 1}`;
