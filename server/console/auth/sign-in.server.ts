import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import { startSession } from "../sessions.server.ts";
import { type ConsoleUser, recordSignIn, userByEmail, userById } from "../team.server.ts";
import { inspectLink, type LinkContext, type LinkState, queueSignInLink, spendLink } from "./links.server.ts";
import { passkeysOf } from "./passkey-store.server.ts";
import { signInOptions, verifyPasskeySignIn } from "./passkeys.server.ts";
import type { RelyingParty } from "./relying-party.server.ts";

/** The limits on sign-in posts made before a session exists; null when RATE_LIMIT is off. */
export type ConsoleRateLimits = {
  /** Link requests, link presses and passkey sign-in posts from one network (an IPv4 address or an IPv6 /64). */
  network: RateLimiter;
  /** Link requests for one address (by its keyed hash; known or not). */
  address: RateLimiter;
};

/** A sign-in that started a session: the cookie's token, and whether the user still has to add a passkey. */
export type SignedIn = { ok: true; token: string; user: ConsoleUser; hasPasskey: boolean };
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** Signing in, before any session: emailed links and passkeys, each post counted against the limits. */
export type ConsoleSignIn = {
  /**
   * "Email me a sign-in link": the same answer, in the same time, for every
   * address; a link is mailed (in the background, after the answer) only to
   * a user. `network` is the keyed hash of the client's network, or null.
   */
  requestLink(email: string, network: string | null): Promise<{ ok: true } | RateLimited>;
  /** Resolves when the link requests in hand are done (tests; shutdown). */
  idle(): Promise<void>;
  /** What a link is worth, without spending it (its page may be fetched by a mail scanner). */
  inspectLink(token: string): Promise<LinkState>;
  /** Spends a link (the press on its page) and starts a session. */
  signInWithLink(token: string, network: string | null): Promise<SignedIn | { ok: false; reason: Exclude<LinkState, "valid"> } | RateLimited>;
  passkeySignInOptions(rp: RelyingParty, network: string | null): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | RateLimited>;
  /** Checks a passkey's answer (the browser's JSON) and starts a session. */
  signInWithPasskey(rp: RelyingParty, answer: unknown, network: string | null): Promise<SignedIn | { ok: false; reason: "refused" } | RateLimited>;
};

const linkRefusals = { expired: "link expired", used: "link already used", invalid: "link invalid" } as const;
const passkeyRefusals = {
  malformed: "malformed passkey answer",
  challenge: "passkey challenge unknown, spent or expired",
  "unknown-passkey": "unknown passkey",
  "not-verified": "passkey signature not verified",
} as const;

export function createConsoleSignIn(
  deps: ConsoleDeps,
  ctx: LinkContext,
  { hashAddress, limits }: { hashAddress(email: string): string; limits: ConsoleRateLimits | null },
): ConsoleSignIn {
  const db = ctx.db;
  const pending = new Set<Promise<void>>();

  async function withinLimit(limiter: RateLimiter | undefined, subject: string): Promise<RateLimited | null> {
    if (!limiter) return null;
    const hit = await limiter.hit(subject, deps.now());
    if (hit.allowed) return null;
    deps.logger.info("console sign-in post refused: rate limit");
    return { ok: false, reason: "rate-limited", retryAfterSeconds: hit.retryAfterSeconds };
  }
  const networkLimit = (network: string | null) => withinLimit(limits?.network, network ?? "unknown");

  async function startFor(user: ConsoleUser, how: "link" | "passkey"): Promise<SignedIn> {
    const { token } = await startSession(db, user.id, deps.now());
    await recordSignIn(db, user.id, deps.now());
    await deps.audit({ actor: user, action: "signed-in", detail: `with a ${how === "link" ? "sign-in link" : "passkey"}` });
    return { ok: true, token, user, hasPasskey: (await passkeysOf(db, user.id)).length > 0 };
  }

  async function sendLink(email: string): Promise<void> {
    const user = await userByEmail(db, email);
    if (!user) return;
    await queueSignInLink(ctx, user, { invited: false });
    deps.onQueued();
    await deps.audit({ actor: null, action: "link-sent", subject: user.email });
  }

  return {
    async requestLink(email, network) {
      const limited = (await networkLimit(network)) ?? (await withinLimit(limits?.address, hashAddress(email)));
      if (limited) return limited;
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendLink(email))
        .catch((error: unknown) => deps.logger.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "sign-in link request not handled"))
        .finally(() => pending.delete(task));
      pending.add(task);
      return { ok: true };
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    inspectLink: (token) => inspectLink(ctx, token),
    async signInWithLink(token, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      const spent = await spendLink(ctx, token);
      if (!spent.ok) {
        await deps.audit({ actor: null, action: "sign-in-refused", detail: linkRefusals[spent.state] });
        return { ok: false, reason: spent.state };
      }
      return startFor(spent.user, "link");
    },
    async passkeySignInOptions(rp, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      return { ok: true, options: await signInOptions(ctx, rp) };
    },
    async signInWithPasskey(rp, answer, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      const checked = await verifyPasskeySignIn(ctx, rp, answer);
      const user = checked.ok ? await userById(db, checked.userId) : undefined;
      if (!checked.ok || !user) {
        await deps.audit({ actor: null, action: "sign-in-refused", detail: checked.ok ? "passkey of no user" : passkeyRefusals[checked.reason] });
        return { ok: false, reason: "refused" };
      }
      return startFor(user, "passkey");
    },
  };
}
