import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { ConsoleDeps } from "../console-deps.ts";
import type { ConsoleUser } from "../team.server.ts";
import type { ConsoleAuthStores } from "./auth-stores.server.ts";
import type { LinkState } from "./links.server.ts";
import { signInOptions, verifyPasskeySignIn } from "./passkeys.server.ts";
import type { RelyingParty } from "./relying-party.server.ts";

/** null when RATE_LIMIT is off. */
export type ConsoleRateLimits = {
  network: RateLimiter;
  /** By the address's keyed hash, known or not. */
  address: RateLimiter;
};

export type SignedIn = { ok: true; token: string; user: ConsoleUser; hasPasskey: boolean };
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

export type ConsoleSignIn = {
  /** The same answer, in the same time, for every address; a link is mailed after the answer, only to a user. */
  requestLink(email: string, network: string | null): Promise<{ ok: true } | RateLimited>;
  idle(): Promise<void>;
  /** Without spending it: a mail scanner may fetch the page. */
  inspectLink(token: string): Promise<LinkState>;
  signInWithLink(token: string, network: string | null): Promise<SignedIn | { ok: false; reason: Exclude<LinkState, "valid"> } | RateLimited>;
  passkeySignInOptions(rp: RelyingParty, network: string | null): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | RateLimited>;
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
  { team, sessions, passkeys, spent, links }: ConsoleAuthStores,
  { hashAddress, limits }: { hashAddress(email: string): string; limits: ConsoleRateLimits | null },
): ConsoleSignIn {
  const passkeyCtx = { passkeys, now: deps.now };
  const pending = new Set<Promise<void>>();

  async function withinLimit(limiter: RateLimiter | undefined, subject: string): Promise<RateLimited | null> {
    if (!limiter) return null;
    const hit = await limiter.hit(subject, deps.now());
    if (hit.allowed) return null;
    deps.logger.info("console sign-in post refused: rate limit");
    return { ok: false, reason: "rate-limited", retryAfterSeconds: hit.retryAfterSeconds };
  }
  const networkLimit = (network: string | null) => withinLimit(limits?.network, network ?? "unknown");

  async function sendLink(email: string): Promise<void> {
    const user = await team.userByEmail(email);
    if (!user) return;
    await links.queue(user, { invited: false });
    deps.onQueued();
    await deps.audit({ actor: null, action: "link-sent", subject: user.email });
  }

  /** The spent id's primary key decides, also between two processes; a removed user's link is invalid. */
  async function spendLink(token: string): Promise<{ ok: true; user: ConsoleUser } | { ok: false; state: Exclude<LinkState, "valid"> }> {
    const link = links.open(token);
    if (!link.ok) return link;
    const user = await team.userById(link.userId);
    if (!user) return { ok: false, state: "invalid" };
    if (!(await spent.spend(link.tokenId, link.expiresAt, deps.now()))) return { ok: false, state: "used" };
    return { ok: true, user };
  }

  async function startFor(user: ConsoleUser, how: "link" | "passkey"): Promise<SignedIn> {
    const { token } = await sessions.start(user.id, deps.now());
    await team.recordSignIn(user.id, deps.now());
    await deps.audit({ actor: user, action: "signed-in", detail: `with a ${how === "link" ? "sign-in link" : "passkey"}` });
    return { ok: true, token, user, hasPasskey: (await passkeys.passkeysOf(user.id)).length > 0 };
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
    async inspectLink(token) {
      const link = links.open(token);
      if (!link.ok) return link.state;
      if (await spent.isSpent(link.tokenId)) return "used";
      return (await team.userById(link.userId)) ? "valid" : "invalid";
    },
    async signInWithLink(token, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      const spending = await spendLink(token);
      if (!spending.ok) {
        await deps.audit({ actor: null, action: "sign-in-refused", detail: linkRefusals[spending.state] });
        return { ok: false, reason: spending.state };
      }
      return startFor(spending.user, "link");
    },
    async passkeySignInOptions(rp, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      return { ok: true, options: await signInOptions(passkeyCtx, rp) };
    },
    async signInWithPasskey(rp, answer, network) {
      const limited = await networkLimit(network);
      if (limited) return limited;
      const checked = await verifyPasskeySignIn(passkeyCtx, rp, answer);
      const user = checked.ok ? await team.userById(checked.userId) : undefined;
      if (!checked.ok || !user) {
        await deps.audit({ actor: null, action: "sign-in-refused", detail: checked.ok ? "passkey of no user" : passkeyRefusals[checked.reason] });
        return { ok: false, reason: "refused" };
      }
      return startFor(user, "passkey");
    },
  };
}
