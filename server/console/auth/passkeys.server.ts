import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { z } from "zod";
import { site } from "#app/config/site.ts";
import type { ConsoleUser } from "../team.server.ts";
import { CHALLENGE_TTL_MS, type PasskeyStore } from "./passkey-store.server.ts";
import type { RelyingParty } from "./relying-party.server.ts";

/** Every challenge is single use, bound to its origin (and user), and spent before the signature is checked, so no
 * answer is ever checked twice. */

export type PasskeyContext = { passkeys: PasskeyStore; now: () => number };

/** SimpleWebAuthn checks the rest. */
const CredentialSchema = z.object({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal("public-key"),
  response: z.object({ clientDataJSON: z.string().min(1).max(4000) }).loose(),
  clientExtensionResults: z.object({}).loose().default({}),
}).loose();

const ClientDataSchema = z.object({ challenge: z.string().min(1).max(100) }).loose();

function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = ClientDataSchema.safeParse(JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")));
    return parsed.success ? parsed.data.challenge : null;
  } catch {
    return null;
  }
}

export async function signInOptions(ctx: PasskeyContext, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required", timeout: CHALLENGE_TTL_MS });
  await ctx.passkeys.storeChallenge({ challenge: options.challenge, purpose: "sign-in", userId: null, origin: rp.origin, now: ctx.now() });
  return options;
}

export type PasskeySignIn =
  | { ok: true; userId: string; passkeyId: string }
  | { ok: false; reason: "malformed" | "challenge" | "unknown-passkey" | "not-verified"; passkeyId?: string };

export async function verifyPasskeySignIn(ctx: PasskeyContext, rp: RelyingParty, body: unknown): Promise<PasskeySignIn> {
  const parsed = CredentialSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const response = parsed.data as unknown as AuthenticationResponseJSON;
  const challenge = challengeOf(parsed.data.response.clientDataJSON);
  if (!challenge || !(await ctx.passkeys.spendChallenge({ challenge, purpose: "sign-in", userId: null, origin: rp.origin, now: ctx.now() }))) {
    return { ok: false, reason: "challenge" };
  }
  const stored = await ctx.passkeys.passkeyById(response.id);
  if (!stored) return { ok: false, reason: "unknown-passkey", passkeyId: response.id };
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: stored.credential,
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, reason: "not-verified", passkeyId: response.id };
    await ctx.passkeys.recordPasskeyUse(response.id, verification.authenticationInfo.newCounter, ctx.now());
    return { ok: true, userId: stored.userId, passkeyId: response.id };
  } catch {
    return { ok: false, reason: "not-verified", passkeyId: response.id };
  }
}

export async function registrationOptions(ctx: PasskeyContext, rp: RelyingParty, user: ConsoleUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: `${site.name} console`,
    rpID: rp.rpID,
    userName: user.email,
    userID: new Uint8Array(Buffer.from(user.id, "utf8")),
    attestationType: "none",
    excludeCredentials: await ctx.passkeys.credentialsOf(user.id),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_TTL_MS,
  });
  await ctx.passkeys.storeChallenge({ challenge: options.challenge, purpose: "register", userId: user.id, origin: rp.origin, now: ctx.now() });
  return options;
}

export type PasskeyRegistration = { ok: true; passkeyId: string } | { ok: false; reason: "malformed" | "challenge" | "not-verified" | "known" };

export async function verifyPasskeyRegistration(ctx: PasskeyContext, rp: RelyingParty, user: ConsoleUser, body: unknown, name: string): Promise<PasskeyRegistration> {
  const parsed = CredentialSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const challenge = challengeOf(parsed.data.response.clientDataJSON);
  if (!challenge || !(await ctx.passkeys.spendChallenge({ challenge, purpose: "register", userId: user.id, origin: rp.origin, now: ctx.now() }))) {
    return { ok: false, reason: "challenge" };
  }
  let credential;
  try {
    const verification = await verifyRegistrationResponse({
      response: parsed.data as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, reason: "not-verified" };
    credential = verification.registrationInfo.credential;
  } catch {
    return { ok: false, reason: "not-verified" };
  }
  if (await ctx.passkeys.passkeyById(credential.id)) return { ok: false, reason: "known" };
  await ctx.passkeys.storePasskey({ userId: user.id, credential, name, now: ctx.now() });
  return { ok: true, passkeyId: credential.id };
}
