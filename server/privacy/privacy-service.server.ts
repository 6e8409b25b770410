import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { privacyApi, privacyPages } from "#app/forms/privacy-paths.ts";
import { site } from "#app/config/site.ts";
import type { Store } from "../db/database.server.ts";
import { exportedLead, type HeldLead, heldLead } from "./held-leads.ts";
import { eraseAddress } from "./erase-address.server.ts";
import { footerFor, type UnsubscribeLinks, visitorMessage } from "../leads/visitor-messages.server.ts";
import type { Logger } from "../logger.server.ts";
import { renderPrivacyLink } from "../mail/visitor-mail.ts";
import {
  endSession,
  isSessionLive,
  leadsForAddress,
  newestLeadId,
  optOutOf,
  queueVisitorMessage,
  recordOptOut,
  recordRequest,
  type RequestKind,
  storeSession,
  type OptOutSource,
} from "./privacy-store.server.ts";
import { readCookie, SESSION_COOKIE } from "./session-cookie.server.ts";
import { isTokenIdSpent, spendTokenId } from "../tokens/spent-tokens.server.ts";
import { createAddressHasher, createTokenSealer, normalizeAddress, type PrivacySecrets } from "../tokens/tokens.server.ts";

/** Single use. */
export const LINK_TTL_MS = 30 * 60_000;
/** Unless its holder signs out or deletes the data first. */
export const SESSION_TTL_MS = 30 * 60_000;

export type LinkState = "valid" | "expired" | "used" | "invalid";


export type PrivacyView = {
  email: string;
  leads: HeldLead[];
  marketingStoppedAt: string | null;
};

export type PrivacyService = {
  hashAddress(email: string): string;
  /** Their token never expires. */
  unsubscribeLinks(email: string): UnsubscribeLinks;
  hasOptedOut(email: string): Promise<boolean>;
  /** Returns at once and looks the address up after, so the answer is the same, in the same time, whether it is known. */
  requestLink(email: string): void;
  idle(): Promise<void>;
  /** Without spending it: a mail scanner may fetch the page. */
  inspectLink(token: string): Promise<LinkState>;
  /** The same link never works twice. */
  startSession(token: string): Promise<{ ok: true; session: string; maxAgeSeconds: number } | { ok: false; state: Exclude<LinkState, "valid"> }>;
  /** Only while the session is live (not expired, not signed out, data not deleted). */
  sessionAddress(session: string | undefined): Promise<string | null>;
  sessionAddressFromCookies(header: string | null): Promise<string | null>;
  endSession(session: string | undefined): Promise<void>;
  /** Recorded as viewed. */
  view(email: string): Promise<PrivacyView>;
  /** Recorded as downloaded. */
  exportJson(email: string): Promise<string>;
  /** Also leaves no copy in the embedded database's log, and asks webhook endpoints and the sales inbox to delete theirs. */
  deleteAll(email: string): Promise<{ leads: number; messages: number; receivers: number }>;
  stopMarketing(email: string, source: OptOutSource): Promise<void>;
  stopMarketingByToken(token: string, source: OptOutSource): Promise<boolean>;
  isUnsubscribeToken(token: string): boolean;
};

export type PrivacyServiceOptions = {
  store: Store;
  logger: Logger;
  secrets: PrivacySecrets;
  siteUrl: string;
  replyTo: string;
  onQueued?: () => void;
  forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
  now?: () => number;
  linkTtlMs?: number;
  sessionTtlMs?: number;
};

const LinkPayloadSchema = z.object({ e: z.email(), x: z.number().int(), j: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const SessionPayloadSchema = z.object({ e: z.email(), x: z.number().int(), s: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const UnsubscribePayloadSchema = z.object({ e: z.email() });

/** A single-use 30-minute link goes only to an address we hold data for; every step is audited under the address's
 * keyed hash, never the address. */
export function createPrivacyService(options: PrivacyServiceOptions): PrivacyService {
  const {
    store,
    logger,
    secrets,
    siteUrl,
    replyTo,
    onQueued,
    forgetMail,
    now = Date.now,
    linkTtlMs = LINK_TTL_MS,
    sessionTtlMs = SESSION_TTL_MS,
  } = options;
  const db = store.db;
  const log = logger.child({ component: "privacy" });
  const sealer = createTokenSealer(secrets.tokenSecret);
  const hashAddress = createAddressHasher(secrets.addressKey);
  const pending = new Set<Promise<void>>();

  const audit = (kind: RequestKind, email: string, detail?: string, id?: string) =>
    recordRequest(db, { id, kind, emailHash: hashAddress(email), detail, now: now() });

  const reach = (receivers: readonly string[], noticeId: string | null) =>
    `${receivers.length} webhook endpoint(s) told${noticeId ? ", sales inbox notified" : ""}`;

  function readLink(token: string) {
    const parsed = LinkPayloadSchema.safeParse(sealer.open("link", token));
    return parsed.success ? parsed.data : null;
  }

  async function sendLink(email: string): Promise<void> {
    const leadId = await newestLeadId(db, email);
    if (leadId) {
      const token = sealer.seal("link", { e: normalizeAddress(email), x: now() + linkTtlMs, j: randomBytes(18).toString("base64url") });
      const linkUrl = `${siteUrl}${privacyPages.confirm}?token=${token}`;
      const createdAt = new Date(now()).toISOString();
      const rendered = renderPrivacyLink({
        linkUrl,
        validMinutes: Math.round(linkTtlMs / 60_000),
        footer: footerFor({ siteUrl }),
      });
      await queueVisitorMessage(db, leadId, visitorMessage({ email: normalizeAddress(email), createdAt, replyTo }, rendered));
      onQueued?.();
    }
    await audit("link-requested", email, leadId ? "link sent" : "no data held");
  }

  async function stopMarketing(email: string, source: OptOutSource): Promise<void> {
    const requestId = randomUUID();
    const emailHash = hashAddress(email);
    const { recorded, leadsUpdated, receivers, noticeId } = await recordOptOut(db, { emailHash, email, source, requestId, now: now() });
    if (receivers.length > 0 || noticeId) onQueued?.();
    await audit(
      "unsubscribed",
      email,
      recorded ? `${source}; ${leadsUpdated} lead(s) marked not consenting; ${reach(receivers, noticeId)}` : `${source}; already stopped`,
      requestId,
    );
    log.info({ source, recorded, receivers: receivers.length }, "marketing consent withdrawn");
  }

  function readSession(session: string | undefined) {
    if (!session) return null;
    const parsed = SessionPayloadSchema.safeParse(sealer.open("session", session));
    return parsed.success ? parsed.data : null;
  }

  function unsubscribeAddress(token: string): string | null {
    const parsed = UnsubscribePayloadSchema.safeParse(sealer.open("unsubscribe", token));
    return parsed.success ? parsed.data.e : null;
  }

  return {
    hashAddress,
    unsubscribeLinks(email) {
      const token = sealer.seal("unsubscribe", { e: normalizeAddress(email) });
      return {
        pageUrl: `${siteUrl}${privacyPages.unsubscribe}?token=${token}`,
        oneClickUrl: `${siteUrl}${privacyApi.unsubscribe}?token=${token}`,
      };
    },
    async hasOptedOut(email) {
      return (await optOutOf(db, hashAddress(email))) !== undefined;
    },
    requestLink(email) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendLink(email))
        .catch((error: unknown) => {
          log.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "privacy link request not handled");
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async inspectLink(token) {
      const link = readLink(token);
      if (!link) return "invalid";
      if (link.x <= now()) return "expired";
      return (await isTokenIdSpent(db, link.j)) ? "used" : "valid";
    },
    async startSession(token) {
      const link = readLink(token);
      if (!link) return { ok: false, state: "invalid" };
      if (link.x <= now()) return { ok: false, state: "expired" };
      if (!(await spendTokenId(db, link.j, link.x, now()))) return { ok: false, state: "used" };
      await audit("link-used", link.e);
      const expires = now() + sessionTtlMs;
      const id = randomBytes(18).toString("base64url");
      await storeSession(db, { id, emailHash: hashAddress(link.e), expiresAt: expires, now: now() });
      return { ok: true, session: sealer.seal("session", { e: link.e, x: expires, s: id }), maxAgeSeconds: Math.floor(sessionTtlMs / 1000) };
    },
    async sessionAddress(session) {
      const payload = readSession(session);
      if (!payload || payload.x <= now()) return null;
      return (await isSessionLive(db, payload.s, hashAddress(payload.e), now())) ? payload.e : null;
    },
    async sessionAddressFromCookies(header) {
      return this.sessionAddress(readCookie(header, SESSION_COOKIE));
    },
    async endSession(session) {
      const payload = readSession(session);
      if (payload) await endSession(db, payload.s);
    },
    async view(email) {
      const rows = await leadsForAddress(db, email);
      const optOut = await optOutOf(db, hashAddress(email));
      await audit("viewed", email, `${rows.length} lead(s)`);
      return { email: normalizeAddress(email), leads: rows.map(heldLead), marketingStoppedAt: optOut?.createdAt ?? null };
    },
    async exportJson(email) {
      const rows = await leadsForAddress(db, email);
      const optOut = await optOutOf(db, hashAddress(email));
      await audit("downloaded", email, `${rows.length} lead(s)`);
      const document = {
        exportedAt: new Date(now()).toISOString(),
        controller: site.name,
        email: normalizeAddress(email),
        marketingEmails: optOut ? { stopped: true, stoppedAt: optOut.createdAt } : { stopped: false },
        leads: rows.map(exportedLead),
      };
      return `${JSON.stringify(document, null, 2)}\n`;
    },
    async deleteAll(email) {
      // A copied cookie must not outlive the deletion: its sessions end too.
      const { leadIds, outboxIds, receivers, noticeId, files } = await eraseAddress(db, email, {
        requestedBy: "visitor",
        emailHash: hashAddress(email),
        now: now(),
        forgetMail:
          forgetMail &&
          ((ids) =>
            forgetMail(ids).catch((error: unknown) => {
              log.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "stored copies of deleted messages not removed");
              return 0;
            })),
        auditDetail: (erased) =>
          `${erased.leadIds.length} lead(s), ${erased.outboxIds.length} message(s)${erased.files ? `, ${erased.files} file(s)` : ""}; ${reach(erased.receivers, erased.noticeId)}`,
      });
      if (receivers.length > 0 || noticeId) onQueued?.();
      try {
        if (!(await store.purgeErased())) {
          log.warn("the database log may still hold the deleted rows (another connection was reading); the next erasure or a restart clears it");
        }
      } catch (error) {
        log.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "the database log was not cleared after a deletion");
      }
      log.info({ leads: leadIds.length, messages: outboxIds.length, files, receivers: receivers.length }, "privacy request: data deleted");
      return { leads: leadIds.length, messages: outboxIds.length, receivers: receivers.length };
    },
    stopMarketing,
    async stopMarketingByToken(token, source) {
      const email = unsubscribeAddress(token);
      if (!email) return false;
      await stopMarketing(email, source);
      return true;
    },
    isUnsubscribeToken(token) {
      return unsubscribeAddress(token) !== null;
    },
  };
}
