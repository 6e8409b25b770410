import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "../../server/http/rate-limit.ts";
import type { Kysely } from "kysely";
import { openStore, type Store } from "../../server/db/database.server.ts";
import { createIpHasher } from "../../server/leads/ip-hash.server.ts";
import { createLeadService, type LeadService } from "../../server/leads/lead-service.server.ts";
import { createLeadWriter, forgetEmail } from "../../server/leads/lead-store.server.ts";
import { startOutboxWorker } from "../../server/mail/outbox-worker.server.ts";
import { claimDue, retryFailed } from "../../server/mail/outbox.server.ts";
import { freshDatabase, migratedUpTo, TEST_DATABASE_URL, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { countRows, postJson, spawnApi, until } from "./support/harness.ts";
import { memoryTransport } from "./support/memory-transport.ts";

/**
 * Storage and outbox, on the embedded database always and on PostgreSQL
 * whenever TEST_DATABASE_URL is set.
 */
const silent = pino({ level: "silent" });

if (!TEST_DATABASE_URL) {
  describe("storage on postgres", () => {
    it.skip("needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5433/postgres); .ci/run sets it", () => {});
  });
}

function serviceFor(store: Store): LeadService {
  return createLeadService({
    store,
    hashIp: createIpHasher("test-salt-test-salt"),
    recipientsFor: () => ["sales@lumora.example"],
    logger: silent,
  });
}

describe.each(testDatabaseKinds)("storage on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let service: LeadService;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = await database.open();
    service = serviceFor(store);
  });

  afterAll(async () => {
    await store?.close();
    await database?.cleanup();
  });

  async function clear() {
    await store.db.deleteFrom("outbox").execute();
    await store.db.deleteFrom("leads").execute();
  }

  it("applies migrations once, also when two instances start together", async () => {
    // node:sqlite is synchronous: two connections in one process would block
    // each other's thread, so the embedded case opens them one after the
    // other (separate processes wait on the file lock, see the CLI test).
    const [a, b] =
      kind === "postgres" ? await Promise.all([database.open(), database.open()]) : [await database.open(), await database.open()];
    try {
      const again =
        kind === "postgres" ? await Promise.all([a.migrate(), b.migrate(), store.migrate()]) : [await a.migrate(), await b.migrate()];
      expect(again.flat()).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("keeps one lead and one notification for one idempotency key under concurrent posts", async () => {
    await clear();
    const body = validBody("contact");
    const results = await Promise.all(Array.from({ length: 12 }, () => service.submit({ type: "contact", body })));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(["success"]));
    expect(new Set(results.map((r) => (r.status === "success" ? r.leadId : "")))).toHaveProperty("size", 1);
    expect(await countRows(store, "leads")).toBe(1);
    // The sales notification and the visitor's acknowledgement, once.
    expect(await countRows(store, "outbox")).toBe(2);
  });

  it("commits concurrent leads in groups; a bad row fails alone", async () => {
    await clear();
    const writer = createLeadWriter(store.db);
    const row = (key: string) => ({
      id: randomUUID(),
      type: "demo",
      email: null,
      data: "{}",
      consent_given: null,
      consent_version: null,
      page_url: null,
      referrer: null,
      first_touch: null,
      last_touch: null,
      user_agent: null,
      ip_hash: null,
      visitor: null,
      idempotency_key: key,
      spam: 0,
      spam_reason: null,
      received_at: new Date().toISOString(),
    });
    const mail = (id: string) => ({ id, recipients: "a@example.com", subject: "s", text_body: "t", html_body: "h", reply_to: null, created_at: new Date().toISOString() });
    const [a, twinA, b, bad] = await Promise.allSettled([
      writer.write({ lead: row("key-a"), notification: mail(randomUUID()) }),
      writer.write({ lead: row("key-a"), notification: mail(randomUUID()) }),
      writer.write({ lead: row("key-b"), notification: mail(randomUUID()) }),
      writer.write({ lead: { ...row("key-c"), type: null as unknown as string }, notification: null }),
    ]);
    expect(a).toMatchObject({ status: "fulfilled", value: { duplicate: false } });
    expect(twinA).toMatchObject({ status: "fulfilled", value: { duplicate: true } });
    expect(twinA.status === "fulfilled" && a.status === "fulfilled" && twinA.value.leadId === a.value.leadId).toBe(true);
    expect(b).toMatchObject({ status: "fulfilled", value: { duplicate: false } });
    expect(bad.status).toBe("rejected");
    expect(await countRows(store, "leads")).toBe(2);
    expect(await countRows(store, "outbox")).toBe(2);
  });

  it("stores every part of a lead: fields, lower-cased email, consent, attribution, IP hash", async () => {
    await clear();
    const body = validBody("webinar", {
      consentVersion: "webinar-2025-08",
      pageUrl: "https://www.lumora.example/webinar/bfcm2025",
      firstTouch: { utm_source: "linkedin", utm_campaign: "bfcm" },
      lastTouch: { utm_source: "newsletter", fbclid: "fb1" },
    });
    body.formData = { ...(body.formData as object), email: "Alan.Turing@Example.COM" };
    const result = await service.submit({ type: "webinar", body, ip: "203.0.113.9", userAgent: "UA/1.0" });
    expect(result.status).toBe("success");
    const lead = await store.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.email).toBe("alan.turing@example.com");
    expect(JSON.parse(lead.data)).toMatchObject({ email: "Alan.Turing@Example.COM", jobTitle: "Head of Growth", webinar: { id: "bfcm2025" } });
    expect(Number(lead.consent_given)).toBe(1);
    expect(lead.consent_version).toBe("webinar-2025-08");
    expect(JSON.parse(lead.first_touch ?? "")).toEqual({ utm_source: "linkedin", utm_campaign: "bfcm" });
    expect(JSON.parse(lead.last_touch ?? "")).toEqual({ utm_source: "newsletter", fbclid: "fb1" });
    expect(lead.user_agent).toBe("UA/1.0");
    expect(lead.ip_hash).toBe(createIpHasher("test-salt-test-salt")("203.0.113.9"));
    expect(JSON.stringify(lead)).not.toContain("203.0.113.9");
    expect(lead.received_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("lets concurrent workers claim disjoint messages", async () => {
    await clear();
    for (let i = 0; i < 30; i++) await service.submit({ type: "demo", body: validBody("demo") });
    const [other] = [await database.open()];
    try {
      const claims = await Promise.all([
        claimDue(store.db, store.dialect, { workerId: "a", limit: 20, leaseMs: 60_000 }),
        claimDue(other.db, other.dialect, { workerId: "b", limit: 20, leaseMs: 60_000 }),
        claimDue(store.db, store.dialect, { workerId: "c", limit: 20, leaseMs: 60_000 }),
      ]);
      const ids = claims.flat().map((row) => row.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await other.close();
    }
  });

  it("gives a crashed worker's message to another worker once its lease expires", async () => {
    await clear();
    await service.submit({ type: "feedback", body: validBody("feedback") });
    const now = Date.now();
    const first = await claimDue(store.db, store.dialect, { workerId: "crashed", limit: 5, leaseMs: 1_000, now });
    expect(first).toHaveLength(1);
    expect(await claimDue(store.db, store.dialect, { workerId: "b", limit: 5, leaseMs: 1_000, now: now + 500 })).toHaveLength(0);
    const again = await claimDue(store.db, store.dialect, { workerId: "b", limit: 5, leaseMs: 1_000, now: now + 2_000 });
    expect(again.map((row) => [row.id, row.attempts, row.claimed_by])).toEqual([[first[0]?.id, 2, "b"]]);
  });

  it("backs off, marks a message failed after the last attempt, and sends it after retry-failed", async () => {
    await clear();
    const mail = memoryTransport();
    mail.state.failing = true;
    // A demo request queues one message (the sales notification).
    await service.submit({ type: "demo", body: validBody("demo") });
    const failing = startOutboxWorker({
      store,
      transport: mail.transport,
      logger: silent,
      from: "Lumora <no-reply@lumora.example>",
      pollIntervalMs: 20,
      maxAttempts: 3,
      retryBaseMs: 30,
    });
    const started = Date.now();
    const failed = await until(
      async () => {
        const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
        return row.status === "failed" ? row : undefined;
      },
      10_000,
      "the message to be marked failed",
    );
    await failing.stop();
    // Three attempts with two waits of ~30 and ~60 ms between them.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toContain("ECONNREFUSED");
    expect(failed.text_body).not.toBeNull();
    expect(await countRows(store, "leads")).toBe(1);

    expect(await retryFailed(store.db)).toBe(1);
    mail.state.failing = false;
    const working = startOutboxWorker({ store, transport: mail.transport, logger: silent, from: "x@lumora.example", pollIntervalMs: 20 });
    await until(async () => (await store.db.selectFrom("outbox").select("status").executeTakeFirstOrThrow()).status === "sent");
    await working.stop();
    expect(mail.sent).toHaveLength(1);
    const sent = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(sent.text_body).toBeNull();
  });

  it("forgets a person: their leads and queued mail, nobody else's", async () => {
    await clear();
    await service.submit({ type: "contact", body: validBody("contact", { email: "Forget.Me@example.com" }) });
    const body = validBody("case-study");
    body.formData = { ...(body.formData as object), email: "forget.me@EXAMPLE.com" };
    await service.submit({ type: "case-study", body });
    await service.submit({ type: "contact", body: validBody("contact", { email: "keep.me@example.com" }) });
    const { leadIds, outboxIds } = await forgetEmail(store.db, " FORGET.me@example.com ");
    expect(leadIds).toHaveLength(2);
    // Two sales notifications, the contact acknowledgement and the visitor's copy of the case study.
    expect(outboxIds).toHaveLength(4);
    const left = await store.db.selectFrom("leads").select("email").execute();
    expect(left.map((row) => row.email)).toEqual(["keep.me@example.com"]);
    // keep.me's two messages, and the notice to the sales inbox, which names the leads by id only.
    const outbox = await store.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(3);
    const notice = outbox.find((row) => row.audience === "privacy");
    expect(notice).toMatchObject({ lead_id: null, recipients: "sales@lumora.example", subject: "Privacy: a person's data was erased (2 leads)" });
    for (const id of leadIds) expect(notice?.text_body).toContain(id);
    expect(JSON.stringify(notice)).not.toMatch(/forget\.me|Ada|Grace/i);
  });

  it("shares the rate limit between instances", async () => {
    const other = await database.open();
    try {
      const a = createRateLimiter({ db: store.db, prefix: "test", max: 3, windowSeconds: 60 });
      const b = createRateLimiter({ db: other.db, prefix: "test", max: 3, windowSeconds: 60 });
      const subject = randomUUID();
      const key = `test:${subject}`;
      const now = Date.now();
      const decisions = [await a.hit(subject, now), await b.hit(subject, now), await a.hit(subject, now), await b.hit(subject, now)];
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(0);
      // A refunded hit no longer counts, on either instance.
      await decisions[3]?.refund();
      await decisions[2]?.refund();
      expect((await b.hit(subject, now)).allowed).toBe(true);
      expect((await a.hit(subject, now)).allowed).toBe(false);
      // A new window starts over, and the sweep drops the old counters.
      expect((await a.hit(subject, now + 61_000)).allowed).toBe(true);
      // A limiter with a longer window keeps its counters when a shorter one sweeps.
      const daily = createRateLimiter({ db: store.db, prefix: "daily", max: 3, windowSeconds: 86_400 });
      await daily.hit(subject, now);
      await a.sweep(now + 200_000);
      expect(await store.db.selectFrom("rate_limits").select("key").where("key", "=", key).execute()).toEqual([]);
      expect(await store.db.selectFrom("rate_limits").select("key").where("key", "=", `daily:${subject}`).execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("keeps every acknowledged lead when the server is killed with SIGKILL mid-load", async () => {
    await clear();
    const server = await spawnApi({ ...database.env, LOG_LEVEL: "warn" });
    const acknowledged: string[] = [];
    let killed = false;
    const lanes = Array.from({ length: 16 }, async () => {
      while (!killed) {
        const key = randomUUID();
        try {
          const result = await postJson(endpoint(server.url, "contact"), validBody("contact", { idempotencyKey: key }));
          // An answer that made it out before the kill still counts.
          if (result.status === 200) acknowledged.push(key);
          else throw new Error(`unexpected ${result.status}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    });
    await until(async () => acknowledged.length >= 300, 20_000, "300 acknowledged leads");
    killed = true;
    server.child.kill("SIGKILL");
    await server.exited;
    await Promise.all(lanes);
    expect(server.child.signalCode).toBe("SIGKILL");

    const after = await database.open();
    try {
      const leads = await after.db.selectFrom("leads").select(["id", "idempotency_key"]).execute();
      const stored = new Set(leads.map((row) => row.idempotency_key));
      const missing = acknowledged.filter((key) => !stored.has(key));
      expect(missing).toEqual([]);
      // Each stored lead kept its notification (same transaction).
      const outbox = await after.db.selectFrom("outbox").select("lead_id").execute();
      expect(new Set(outbox.map((row) => row.lead_id))).toEqual(new Set(leads.map((row) => row.id)));
    } finally {
      await after.close();
    }
  }, 60_000);
});

describe.each(testDatabaseKinds)("migration 0008 on %s", (kind) => {
  it("rebuilds the outbox and the webhook deliveries with every row, and a lead's rows still go with it", async () => {
    const database = await freshDatabase(kind);
    const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0008
    const old = store.db as unknown as Kysely<any>;
    try {
      const toRun = await migratedUpTo(store, "0008_privacy_notices_and_events");
      const at = new Date().toISOString();
      const lead = (id: string) => ({ id, type: "contact", email: `${id}@example.com`, data: "{}", idempotency_key: id, spam: 0, received_at: at });
      await old.insertInto("leads").values([lead("kept"), lead("gone")]).execute();
      const queued = { status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at };
      const message = { ...queued, recipients: "sales@lumora.example", subject: "s", text_body: "t", html_body: "h", reply_to: null };
      const headers = '{"List-Unsubscribe":"<https://x.example/u>"}';
      await old
        .insertInto("outbox")
        .values(["kept", "gone"].map((id) => ({ ...message, id: `mail-${id}`, lead_id: id, audience: "sales", headers })))
        .execute();
      await old
        .insertInto("webhook_deliveries")
        .values(
          ["kept", "gone"].map((id) => ({ ...queued, id: `hook-${id}`, lead_id: id, webhook_id: `msg_${id}`, url: "https://crm.example/hook", payload: "{}", last_status: 503 })),
        )
        .execute();

      // 0008 and every migration after it.
      expect(await store.migrate()).toEqual(toRun);
      const outbox = await store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
      expect(outbox.map((row) => [row.id, row.lead_id, row.audience, row.headers])).toEqual([
        ["mail-gone", "gone", "sales", headers],
        ["mail-kept", "kept", "sales", headers],
      ]);
      const hooks = await store.db.selectFrom("webhook_deliveries").selectAll().orderBy("id").execute();
      expect(hooks.map((row) => [row.id, row.lead_id, row.event, row.webhook_id, row.last_status])).toEqual([
        ["hook-gone", "gone", "lead.created", "msg_gone", 503],
        ["hook-kept", "kept", "lead.created", "msg_kept", 503],
      ]);
      // The foreign keys still delete a lead's rows with it; a row of no lead is allowed now.
      await store.db.deleteFrom("leads").where("id", "=", "gone").execute();
      expect((await store.db.selectFrom("outbox").select("id").execute()).map((row) => row.id)).toEqual(["mail-kept"]);
      expect((await store.db.selectFrom("webhook_deliveries").select("id").execute()).map((row) => row.id)).toEqual(["hook-kept"]);
      await store.db.insertInto("outbox").values({ ...message, id: "notice", lead_id: null, audience: "privacy" }).execute();
      await expect(store.db.insertInto("outbox").values({ ...message, id: "orphan", lead_id: "no-such-lead" }).execute()).rejects.toThrow();
    } finally {
      await store.close();
      await database.cleanup();
    }
  });
});
