import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import type { TokenSealer } from "../../tokens/tokens.server.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import type { ConsoleSession } from "../sessions.server.ts";
import type { ConsoleUser } from "../team.server.ts";
import { consoleAuthStores } from "./auth-stores.server.ts";
import type { PasskeySummary } from "./passkey-store.server.ts";
import { registrationOptions, verifyPasskeyRegistration } from "./passkeys.server.ts";
import type { RelyingParty } from "./relying-party.server.ts";
import { type ConsoleRateLimits, type ConsoleSignIn, createConsoleSignIn } from "./sign-in.server.ts";
import { type Invitation, type InviteInput, inviteUser, type Removal, removeTeamUser, type TeamContext, type TeamMember, teamMembers } from "./team-admin.server.ts";

export type { LinkState } from "./links.server.ts";
export type { PasskeySummary } from "./passkey-store.server.ts";
export type { RelyingParty } from "./relying-party.server.ts";
export type { ConsoleRateLimits, RateLimited, SignedIn } from "./sign-in.server.ts";
export type { Invitation, Removal, TeamMember } from "./team-admin.server.ts";

export type ConsoleAuthOptions = {
  /** The privacy token secret, under the purpose `console-link`. */
  sealer: TokenSealer;
  hashAddress(email: string): string;
  limits: ConsoleRateLimits | null;
};

export type ConsoleAuth = ConsoleSignIn & {
  passkeyRegistrationOptions(user: ConsoleUser, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** `name` is already checked with PasskeyNameSchema. */
  registerPasskey(user: ConsoleUser, rp: RelyingParty, answer: unknown, name: string): Promise<{ ok: true } | { ok: false; reason: "malformed" | "challenge" | "not-verified" | "known" }>;
  passkeysOf(userId: string): Promise<PasskeySummary[]>;
  renamePasskey(user: ConsoleUser, id: string, name: string): Promise<boolean>;
  removePasskey(user: ConsoleUser, id: string): Promise<boolean>;
  team(): Promise<TeamMember[]>;
  /** Refused when it would leave no admin. */
  invite(actor: ConsoleUser, input: InviteInput): Promise<Invitation>;
  removeUser(actor: ConsoleUser, email: string): Promise<Removal>;
  signOutEverywhere(session: ConsoleSession): Promise<number>;
};

export function createConsoleAuth(deps: ConsoleDeps, { sealer, hashAddress, limits }: ConsoleAuthOptions): ConsoleAuth {
  const stores = consoleAuthStores(deps.store.db, { sealer, siteUrl: deps.siteUrl, now: deps.now });
  const { passkeys, sessions } = stores;
  const passkeyCtx = { passkeys, now: deps.now };
  const ctx: TeamContext = { ...stores, now: deps.now, audit: deps.audit, onQueued: deps.onQueued };
  return {
    ...createConsoleSignIn(deps, stores, { hashAddress, limits }),
    passkeyRegistrationOptions: (user, rp) => registrationOptions(passkeyCtx, rp, user),
    async registerPasskey(user, rp, answer, name) {
      const registered = await verifyPasskeyRegistration(passkeyCtx, rp, user, answer, name);
      if (registered.ok) await deps.audit({ actor: user, action: "passkey-added", subject: user.email, detail: name });
      return registered.ok ? { ok: true } : registered;
    },
    passkeysOf: (userId) => passkeys.passkeysOf(userId),
    renamePasskey: (user, id, name) => passkeys.renamePasskey(user.id, id, name),
    async removePasskey(user, id) {
      const name = await passkeys.deletePasskey(user.id, id);
      if (name === undefined) return false;
      await deps.audit({ actor: user, action: "passkey-removed", subject: user.email, detail: name });
      return true;
    },
    team: () => teamMembers(ctx),
    invite: (actor, input) => inviteUser(ctx, actor, input),
    removeUser: (actor, email) => removeTeamUser(ctx, actor, email),
    async signOutEverywhere(session) {
      const ended = await sessions.endAllOf(session.user.id);
      await deps.audit({ actor: session.user, action: "signed-out-everywhere", detail: `${ended} session(s) ended` });
      return ended;
    },
  };
}
