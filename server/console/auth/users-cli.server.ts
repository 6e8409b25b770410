import { parseArgs } from "node:util";
import { InviteSchema, TeamAddressSchema } from "#app/forms/console-auth.schema.ts";
import type { Store } from "../../db/database.server.ts";
import { displayLine } from "../../leads/lead-export.ts";
import { createTokenSealer, resolvePrivacySecrets } from "../../tokens/tokens.server.ts";
import { recordAudit } from "../audit.server.ts";
import { consoleAuthStores } from "./auth-stores.server.ts";
import { SIGN_IN_LINK_TTL_MS } from "./links.server.ts";
import { inviteUser, removeTeamUser, type TeamContext, teamMembers } from "./team-admin.server.ts";

export const usersUsage = `  leads users list
  leads users invite <email> --role admin|member|editor
  leads users remove <email>`;

type CliHelpers = {
  siteUrl: string;
  /** Links are sealed with the same secret as the server's. */
  tokenSecret?: string;
  usageError: (message: string) => Error;
  write: (text: string) => void;
};

function cell(value: string, width: number): string {
  const text = displayLine(value);
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
}

function oneAddress(positionals: string[], command: string, usageError: CliHelpers["usageError"]): string {
  if (positionals.length !== 1) throw usageError(`users ${command} takes one email address`);
  const parsed = TeamAddressSchema.safeParse(positionals[0]);
  if (!parsed.success) throw usageError(`users ${command}: ${parsed.error.issues[0]?.message ?? "not an email address"}`);
  return parsed.data;
}

/** A running server's mail worker sends the queued link; recorded in the audit log as done by "cli". */
export async function runUsersCommand(store: Store, args: string[], { siteUrl, tokenSecret, usageError, write }: CliHelpers): Promise<void> {
  const [command, ...rest] = args;
  const secrets = await resolvePrivacySecrets(store.db, tokenSecret);
  const ctx: TeamContext = {
    ...consoleAuthStores(store.db, { sealer: createTokenSealer(secrets.tokenSecret), siteUrl, now: Date.now }),
    now: Date.now,
    audit: (entry) => recordAudit(store.db, entry),
    onQueued: () => {},
  };
  switch (command) {
    case "list": {
      if (rest.length > 0) throw usageError("users list takes no arguments");
      const members = await teamMembers(ctx);
      const header = `${cell("EMAIL", 36)} ${cell("ROLE", 7)} ${cell("INVITED BY", 28)} ${cell("LAST SIGN-IN", 24)} PASSKEYS`;
      const lines = members.map(
        (m) => `${cell(m.email, 36)} ${cell(m.role, 7)} ${cell(m.invitedBy, 28)} ${cell(m.lastSignInAt ?? "never", 24)} ${m.passkeys}`,
      );
      write(`${[header, ...lines].join("\n")}\n\n${members.length} user(s).\n`);
      return;
    }
    case "invite": {
      const { values, positionals } = parseArgs({ args: rest, options: { role: { type: "string" } }, allowPositionals: true });
      const email = oneAddress(positionals, "invite", usageError);
      if (values.role === undefined) throw usageError("users invite needs --role admin, --role member or --role editor");
      const parsed = InviteSchema.safeParse({ email, role: values.role });
      if (!parsed.success) throw usageError(`users invite: --role must be admin, member or editor (got "${values.role}")`);
      const invited = await inviteUser(ctx, null, parsed.data);
      if (!invited.ok) throw usageError(`${email} is the last admin: invite another admin before making them a member`);
      const { user, existed } = invited;
      write(
        `${existed ? `${user.email} was already a user; role set to ${user.role}` : `Invited ${user.email} as ${user.role}`}. ` +
          `A sign-in link (valid ${SIGN_IN_LINK_TTL_MS / 60_000} minutes, single use) is queued; a running server's mail worker sends it.\n`,
      );
      return;
    }
    case "remove": {
      const { positionals } = parseArgs({ args: rest, allowPositionals: true });
      const email = oneAddress(positionals, "remove", usageError);
      const removed = await removeTeamUser(ctx, null, email);
      if (!removed.ok) {
        throw usageError(removed.reason === "last-admin" ? `${email} is the last admin: invite another admin first` : `There is no console user ${email}`);
      }
      write(`Removed ${email}: their sessions ended and their passkeys were deleted.\n`);
      return;
    }
    default:
      throw usageError(command ? `Unknown users command "${command}"` : "users needs a command: list, invite or remove");
  }
}
