import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { site } from "#app/config/site.ts";
import type { Database } from "../../db/schema.ts";
import { escapeHtml } from "../../mail/escape.ts";
import { buttonStyle } from "../../mail/visitor-mail.ts";
import type { TokenSealer } from "../../tokens/tokens.server.ts";
import type { ConsoleUser } from "../team.server.ts";

/** Spent by the press on its page (a POST), never by opening it, so a mail scanner spends nothing; the sealed random id
 * is recorded in privacy_used_tokens, so it works once. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

export const SIGN_IN_LINK_PATH = "/console/sign-in/link";

export type LinkState = "valid" | "expired" | "used" | "invalid";

const LinkPayloadSchema = z.object({ u: z.string().min(1).max(36), x: z.number().int(), j: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export type LinkContext = { db: Kysely<Database>; sealer: TokenSealer; siteUrl: string; now: () => number };

/** Sealed, so these states need no lookup. */
export type OpenedLink = { ok: true; userId: string; tokenId: string; expiresAt: number } | { ok: false; state: "invalid" | "expired" };

export function openLink(sealer: TokenSealer, token: string, now: number): OpenedLink {
  const parsed = LinkPayloadSchema.safeParse(sealer.open("console-link", token));
  if (!parsed.success) return { ok: false, state: "invalid" };
  const link = parsed.data;
  if (link.x <= now) return { ok: false, state: "expired" };
  return { ok: true, userId: link.u, tokenId: link.j, expiresAt: link.x };
}

/** The console's own words only, nothing anyone typed. */
export function renderSignInLink({ linkUrl, validMinutes, invited }: { linkUrl: string; validMinutes: number; invited: boolean }) {
  const intro = invited
    ? `You have been invited to the ${site.name} leads console.`
    : `Someone, hopefully you, asked for a link to sign in to the ${site.name} leads console.`;
  const validity = `The link works once and for ${validMinutes} minutes: open it and press Sign in. After signing in, add a passkey so you can sign in without email next time.`;
  const ignore = invited ? "If you did not expect this, ignore this email." : "If you did not ask for this, ignore this email: nothing happens unless the link is used.";
  const text = ["Hello,", "", intro, "", "Sign in:", linkUrl, "", validity, "", ignore, "", `The ${site.name} team`, ""].join("\n");
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(linkUrl)}" style="${buttonStyle}">Sign in to the console</a></p>
<p style="color:#555">${escapeHtml(validity)}</p>
<p style="color:#555">${escapeHtml(ignore)}</p>
<p>The ${escapeHtml(site.name)} team</p>
</body></html>
`;
  return { subject: invited ? `Your invitation to the ${site.name} console` : `Your sign-in link for the ${site.name} console`, text, html };
}

export async function queueSignInLink(ctx: LinkContext, user: ConsoleUser, { invited }: { invited: boolean }): Promise<string> {
  const now = ctx.now();
  const token = ctx.sealer.seal("console-link", { u: user.id, x: now + SIGN_IN_LINK_TTL_MS, j: randomBytes(18).toString("base64url") });
  const linkUrl = `${new URL(ctx.siteUrl).origin}${SIGN_IN_LINK_PATH}?token=${token}`;
  const letter = renderSignInLink({ linkUrl, validMinutes: SIGN_IN_LINK_TTL_MS / 60_000, invited });
  const id = randomUUID();
  const at = new Date(now).toISOString();
  await ctx.db
    .insertInto("outbox")
    .values({
      id,
      lead_id: null,
      audience: "team",
      status: "pending",
      recipients: user.email,
      subject: letter.subject,
      text_body: letter.text,
      html_body: letter.html,
      reply_to: null,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  return id;
}

export type SignInLinks = ReturnType<typeof signInLinks>;

export function signInLinks(ctx: LinkContext) {
  return {
    queue: (user: ConsoleUser, options: { invited: boolean }) => queueSignInLink(ctx, user, options),
    open: (token: string) => openLink(ctx.sealer, token, ctx.now()),
  };
}
