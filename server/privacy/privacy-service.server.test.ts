import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../../tests/support/database.ts";
import type { Store } from "../db/database.server.ts";
import { createTokenSealer } from "../tokens/tokens.server.ts";
import { createPrivacyService, LINK_TTL_MS, type PrivacyService, SESSION_TTL_MS } from "./privacy-service.server.ts";

const secrets = { tokenSecret: "service-test-token-secret-0123456789abcdef", addressKey: "service-test-address-key" };
const siteUrl = "https://www.lumora.example";

async function storeLead(store: Store, email: string, consent: number | null, receivedAt = new Date().toISOString()): Promise<string> {
  const id = randomUUID();
  await store.db
    .insertInto("leads")
    .values({
      id,
      type: "webinar",
      email,
      data: JSON.stringify({ firstName: "Ada", email, webinar: { id: "bfcm2025", title: "BFCM" } }),
      consent_given: consent,
      consent_version: consent === null ? null : "webinar-2025-08",
      page_url: null,
      referrer: null,
      first_touch: null,
      last_touch: null,
      user_agent: null,
      ip_hash: null,
      idempotency_key: randomUUID(),
      spam: 0,
      spam_reason: null,
      received_at: receivedAt,
    })
    .execute();
  return id;
}

/** The token of the link in the newest privacy email queued for the address. */
async function linkTokenFor(store: Store, email: string): Promise<string> {
  const row = await store.db
    .selectFrom("outbox")
    .select("text_body")
    .where("recipients", "=", email)
    .where("subject", "like", "Your link%")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const token = /confirm\?token=(\S+)/.exec(row.text_body ?? "")?.[1];
  if (!token) throw new Error("no link in the privacy email");
  return token;
}

describe("the privacy service", () => {
  let database: TestDatabase;
  let store: Store;
  let privacy: PrivacyService;
  let clock = Date.now();

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    store = await database.open();
    privacy = createPrivacyService({
      store,
      logger: pino({ level: "silent" }),
      secrets,
      siteUrl,
      replyTo: "sales@lumora.example",
      now: () => clock,
    });
  });
  afterAll(async () => {
    await store?.close();
    await database?.cleanup();
  });

  it("queues a link only for an address it holds data for, and audits both by hash", async () => {
    await storeLead(store, "known@example.com", 1);
    privacy.requestLink("Known@Example.com");
    privacy.requestLink("stranger@example.com");
    await privacy.idle();
    const mail = await store.db.selectFrom("outbox").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipients: "known@example.com", audience: "visitor", reply_to: "sales@lumora.example", headers: null });
    expect(mail[0]?.text_body).toContain(`${siteUrl}/privacy/requests/confirm?token=v1.`);
    expect(mail[0]?.text_body).toContain(`${siteUrl}/privacy/requests`);
    const audit = await store.db.selectFrom("privacy_requests").selectAll().orderBy("detail").execute();
    expect(audit.map((row) => [row.kind, row.detail])).toEqual([
      ["link-requested", "link sent"],
      ["link-requested", "no data held"],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/example\.com/);
    expect(audit[0]?.email_hash).toBe(privacy.hashAddress("known@example.com"));
  });

  it("lets a link start one session, once, within 30 minutes", async () => {
    privacy.requestLink("known@example.com");
    await privacy.idle();
    const token = await linkTokenFor(store, "known@example.com");
    expect(await privacy.inspectLink(token)).toBe("valid");
    // Looking does not spend it (a mail scanner fetching the page).
    expect(await privacy.inspectLink(token)).toBe("valid");
    const started = await privacy.startSession(token);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.maxAgeSeconds).toBe(SESSION_TTL_MS / 1000);
    expect(await privacy.sessionAddress(started.session)).toBe("known@example.com");
    expect(await privacy.startSession(token)).toEqual({ ok: false, state: "used" });
    expect(await privacy.inspectLink(token)).toBe("used");

    clock += SESSION_TTL_MS + 1;
    expect(await privacy.sessionAddress(started.session)).toBeNull();
  });

  it("refuses an expired, forged or foreign token", async () => {
    privacy.requestLink("known@example.com");
    await privacy.idle();
    const token = await linkTokenFor(store, "known@example.com");
    clock += LINK_TTL_MS + 1;
    expect(await privacy.inspectLink(token)).toBe("expired");
    expect(await privacy.startSession(token)).toEqual({ ok: false, state: "expired" });

    // Sealed with another secret, or for another purpose: not a link.
    const forged = createTokenSealer("someone-elses-secret-0123456789abcdef").seal("link", {
      e: "known@example.com",
      x: clock + 60_000,
      j: "abcdefghijklmnopqrstuv",
    });
    expect(await privacy.startSession(forged)).toEqual({ ok: false, state: "invalid" });
    const unsubscribe = new URL(privacy.unsubscribeLinks("known@example.com").pageUrl).searchParams.get("token")!;
    expect(await privacy.startSession(unsubscribe)).toEqual({ ok: false, state: "invalid" });
    expect(await privacy.sessionAddress(unsubscribe)).toBeNull();
  });

  it("ends a session when its holder signs out, and every session of an address when its data is deleted", async () => {
    const email = "leaving@example.com";
    await storeLead(store, email, null);
    const session = async () => {
      // Each link is a second newer than the last (the newest is the one read).
      clock += 1_000;
      privacy.requestLink(email);
      await privacy.idle();
      const started = await privacy.startSession(await linkTokenFor(store, email));
      if (!started.ok) throw new Error(`no session: ${started.state}`);
      return started.session;
    };
    const [first, second, third] = [await session(), await session(), await session()];
    await privacy.endSession(first);
    expect(await privacy.sessionAddress(first)).toBeNull();
    expect(await privacy.sessionAddress(second)).toBe(email);
    // A cookie that is not a session ends nothing.
    await privacy.endSession("v1.not-a-session");
    await privacy.endSession(undefined);
    expect(await privacy.sessionAddress(second)).toBe(email);

    await privacy.deleteAll(email);
    expect(await privacy.sessionAddress(second)).toBeNull();
    expect(await privacy.sessionAddress(third)).toBeNull();
    expect(await store.db.selectFrom("privacy_sessions").select("id").where("email_hash", "=", privacy.hashAddress(email)).execute()).toEqual([]);
  });

  it("records an opt-out by hash and marks the address's leads as not consenting", async () => {
    const email = "optout@example.com";
    const lead = await storeLead(store, email, 1);
    expect(await privacy.hasOptedOut(email)).toBe(false);
    const token = new URL(privacy.unsubscribeLinks(email).oneClickUrl).searchParams.get("token")!;
    expect(privacy.isUnsubscribeToken(token)).toBe(true);
    expect(await privacy.stopMarketingByToken(token, "one-click")).toBe(true);
    expect(await privacy.hasOptedOut("OptOut@Example.com")).toBe(true);
    const row = await store.db.selectFrom("leads").select("consent_given").where("id", "=", lead).executeTakeFirstOrThrow();
    expect(row.consent_given).toBe(0);
    const stored = await store.db.selectFrom("privacy_opt_outs").selectAll().execute();
    expect(stored.map((entry) => entry.email_hash)).toContain(privacy.hashAddress(email));
    expect(JSON.stringify(stored)).not.toContain("optout@");
    // A second withdrawal changes nothing but is still audited.
    await privacy.stopMarketing(email, "manage");
    expect(await store.db.selectFrom("privacy_opt_outs").selectAll().execute()).toHaveLength(stored.length);
    expect(await privacy.stopMarketingByToken("v1.not-a-token", "one-click")).toBe(false);
  });

  it("shows, exports and deletes what it holds for an address", async () => {
    const email = "whole@example.com";
    await storeLead(store, email, 1, "2026-01-02T03:04:05.000Z");
    await storeLead(store, email, null, "2026-02-02T03:04:05.000Z");
    const view = await privacy.view(email);
    expect(view.leads.map((lead) => [lead.typeLabel, lead.consentGiven, lead.consentVersion])).toEqual([
      ["Webinar registration", null, null],
      ["Webinar registration", true, "webinar-2025-08"],
    ]);
    expect(view.leads[0]?.fields).toContainEqual({ label: "Webinar", value: "BFCM" });
    const exported = JSON.parse(await privacy.exportJson(email)) as { email: string; leads: unknown[] };
    expect(exported.email).toBe(email);
    expect(exported.leads).toHaveLength(2);

    expect(await privacy.deleteAll(email)).toEqual({ leads: 2, messages: 0, receivers: 0 });
    expect((await privacy.view(email)).leads).toEqual([]);
    const kinds = await store.db
      .selectFrom("privacy_requests")
      .select("kind")
      .where("email_hash", "=", privacy.hashAddress(email))
      .execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(["deleted", "downloaded", "viewed", "viewed"]);
  });
});
