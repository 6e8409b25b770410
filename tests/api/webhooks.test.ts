import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadRow } from "../../server/db/rows.ts";
import { webhookDeliveriesFor } from "../../server/leads/lead-webhook.ts";
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { freePort } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { type ChildApi, postJson, spawnApi, startTestApi, until } from "./support/harness.ts";
import { secret, fastRetries, type Receiver, receiver, cli, deliveries, leadIdOf } from "./support/webhooks.ts";

/**
 * Lead webhooks end to end: a real HTTP receiver on 127.0.0.1 that checks
 * every signature with the `standardwebhooks` package, the lead API in this
 * process (and, for the two-instance case, as two processes), on the
 * embedded database and on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * Retry knobs are small so an outage fits in a few seconds:
 * MAIL_RETRY_BASE_SECONDS=0.25 doubling to MAIL_RETRY_MAX_SECONDS=1, the
 * worker polling every 0.1 s (the harness default); the receiver is down for
 * about two seconds (refusing connections, then answering 503).
 */
// Every test has its own database and receiver, so they run at the same time (most of their time is waiting for a retry).
describe.concurrent.each(testDatabaseKinds)("lead webhooks on %s", (kind) => {

  it("reach a receiver that was down (refused, then 503) once it is back: every lead, once per endpoint, signed, same id on every attempt", async () => {
    const database = await freshDatabase(kind);
    const port = await freePort();
    const hook = await receiver(port);
    const api = await startTestApi({
      ...database.env,
      ...fastRetries,
      LEADS_WEBHOOK_URL: `${hook.url("/crm")},${hook.url("/chat")}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      const repeated = validBody("contact", { email: "again@example.com" });
      const posts = [
        validBody("contact"),
        validBody("demo"),
        validBody("feedback"),
        validBody("case-study"),
        validBody("webinar"),
        repeated,
        // Stored twice: the second post is an idempotency hit and queues nothing.
        repeated,
        // Spam (the honeypot is filled): stored for review, never sent.
        { ...validBody("contact"), homepage: "http://spam.example" },
      ];
      const types = ["contact", "demo", "feedback", "case-study", "webinar", "contact", "contact", "contact"] as const;
      for (const [index, body] of posts.entries()) {
        expect((await postJson(endpoint(api.url, types[index] ?? "contact"), body)).status).toBe(200);
      }
      const leads = await api.store.db.selectFrom("leads").select(["id", "spam"]).execute();
      expect(leads).toHaveLength(7);
      const realLeadIds = leads.filter((lead) => Number(lead.spam) === 0).map((lead) => lead.id);
      expect(realLeadIds).toHaveLength(6);
      const expected = realLeadIds.length * 2;

      // Down: nothing listens on the port; every delivery fails at least twice.
      const waiting = await until(async () => {
        const rows = await deliveries(api.store);
        return rows.length === expected && rows.every((row) => row.attempts >= 2 && row.status === "pending") ? rows : undefined;
      }, 10_000, "two refused attempts per delivery");
      // Each attempt failed on the connection, not on an HTTP answer; the errors are printed if one did not.
      expect(waiting.map((row) => row.last_error)).toEqual(waiting.map(() => expect.stringMatching(/^network error: .*ECONNREFUSED/)));
      expect(new Set(waiting.map((row) => row.lead_id))).toEqual(new Set(realLeadIds));

      // Up but overloaded: 503 with Retry-After until every delivery has met one.
      hook.answer = () => ({ status: 503, headers: { "retry-after": "1" } });
      await hook.listen();
      await until(async () => new Set(hook.hits.map((hit) => hit.webhookId)).size === expected, 10_000, "a 503 for every delivery");
      const rejectedIds = new Set(hook.hits.map((hit) => hit.webhookId));
      expect((await deliveries(api.store)).some((row) => row.last_status === 503)).toBe(true);

      // Back.
      hook.answer = () => ({ status: 204 });
      const rows = await until(async () => {
        const all = await deliveries(api.store);
        return all.every((row) => row.status === "sent") ? all : undefined;
      }, 10_000, "every delivery sent");
      // A duplicate, if there were one, would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const accepted = hook.hits.filter((hit) => hit.answered === 204);
      expect(accepted).toHaveLength(expected);
      expect(new Set(accepted.map((hit) => hit.webhookId)).size).toBe(expected);
      expect(hook.hits.every((hit) => hit.verified)).toBe(true);
      // The id a receiver saw on the 503 is the one it gets on the success.
      expect(new Set(accepted.map((hit) => hit.webhookId))).toEqual(rejectedIds);
      for (const pathname of ["/crm", "/chat"]) {
        expect(new Set(accepted.filter((hit) => hit.path === pathname).map(leadIdOf))).toEqual(new Set(realLeadIds));
      }
      const ada = accepted.find((hit) => (hit.body.data as { type: string }).type === "contact");
      expect(ada?.body).toMatchObject({ type: "lead.created", data: { fields: { firstName: "Ada" }, spam: false } });
      expect(ada?.body.timestamp).toBe((ada?.body.data as { receivedAt: string }).receivedAt);
      expect(Math.abs((ada?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(60);

      expect(rows.every((row) => row.payload === null && row.sent_at !== null && row.last_status === 204)).toBe(true);
      expect(api.logText()).not.toContain(secret.slice(6));
      expect(api.logText()).toContain('"msg":"webhook delivered"');
    } finally {
      await api.close();
      await hook.close();
      await database.cleanup();
    }
  }, 40_000);

  it("stop at a 4xx or a redirect (one request per lead, the row failed), and `retry-failed` sends them again", async () => {
    const database = await freshDatabase(kind);
    const hook = await receiver();
    await hook.listen();
    hook.answer = (pathname) =>
      pathname === "/reject"
        ? { status: 400 }
        : pathname === "/moved"
          ? { status: 307, headers: { location: hook.url("/elsewhere") } }
          : { status: 204 };
    const api = await startTestApi({
      ...database.env,
      ...fastRetries,
      LEADS_WEBHOOK_URL: `${hook.url("/reject")},${hook.url("/moved")}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      for (let n = 0; n < 3; n += 1) expect((await postJson(endpoint(api.url, "demo"), validBody("demo"))).status).toBe(200);
      await until(async () => {
        const rows = await deliveries(api.store);
        return rows.length === 6 && rows.every((row) => row.status === "failed");
      }, 10_000, "six failed deliveries");
      // Longer than two retry intervals: a retry, if there were one, would have come.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(hook.hits.filter((hit) => hit.path === "/reject")).toHaveLength(3);
      expect(hook.hits.filter((hit) => hit.path === "/moved")).toHaveLength(3);
      expect(hook.hits.filter((hit) => hit.path === "/elsewhere")).toHaveLength(0);
      const rows = await deliveries(api.store);
      for (const row of rows) {
        expect(row.attempts).toBe(1);
        expect(row.payload).not.toBeNull();
        if (row.url.endsWith("/reject")) {
          expect(row.last_status).toBe(400);
          expect(row.last_error).toBe("HTTP 400 Bad Request: refused, not retried");
        } else {
          expect(row.last_status).toBe(307);
          expect(row.last_error).toBe(`HTTP 307 Temporary Redirect: redirect to ${hook.url("/elsewhere")} not followed`);
        }
      }

      const [failed, listed, exportedJson, exportedCsv] = await Promise.all([
        cli(database, "deliveries", "--failed"),
        cli(database, "list"),
        cli(database, "export", "--format", "json"),
        cli(database, "export", "--format", "csv"),
      ]);
      expect(failed).toMatch(/^CHANNEL\s+STATUS\s+ATTEMPTS\s+NEXT ATTEMPT\s+TARGET\s+LEAD\s+LAST ERROR/);
      expect(failed).toContain("6 failed deliveries shown.");
      expect(failed).toMatch(/webhook\s+failed\s+1\s+-\s+http:\/\/127\.0\.0\.1:\d+\/reject\s+\S{36}\s+HTTP 400 Bad Request: refused, not retried/);
      expect(failed).toContain("redirect to");
      expect(failed).not.toMatch(/^mail/m);
      expect(listed).toMatch(/MAIL\s+HOOK\s+ID/);
      expect(listed).toMatch(/demo .* failed\s+\S{36}$/m);
      expect(listed).toContain("Webhooks: failed 6.");
      const exported = JSON.parse(exportedJson) as { webhookStatus: string; mailStatus: string | null }[];
      expect(exported.map((lead) => lead.webhookStatus)).toEqual(["failed", "failed", "failed"]);
      expect(exportedCsv.split("\r\n")[0]).toMatch(/,mailStatus,webhookStatus$/);
      expect(exportedCsv.split("\r\n")[1]).toMatch(/,failed$/);

      // The receiving side is fixed: requeue, and every one arrives, under the id it had.
      hook.answer = () => ({ status: 204 });
      expect(await cli(database, "retry-failed")).toMatch(/^Requeued \d+ failed notification\(s\) and 6 failed webhook\(s\)/);
      await until(async () => (await deliveries(api.store)).every((row) => row.status === "sent"), 10_000, "requeued deliveries sent");
      const firstIds = new Set(hook.hits.filter((hit) => hit.answered !== 204).map((hit) => hit.webhookId));
      expect(new Set(hook.hits.filter((hit) => hit.answered === 204).map((hit) => hit.webhookId))).toEqual(firstIds);
      expect(firstIds.size).toBe(6);
    } finally {
      await api.close();
      await hook.close();
      await database.cleanup();
    }
  }, 40_000);

  it("deliver a webhook whose worker died mid-request once its lease has run out", async () => {
    const database = await freshDatabase(kind);
    const hook = await receiver();
    await hook.listen();
    const url = hook.url("/crm");
    const store = await database.open();
    const lead: LeadRow = {
      id: randomUUID(),
      type: "feedback",
      email: null,
      data: JSON.stringify({ feedback: "From a crashed worker" }),
      consent_given: null,
      consent_version: null,
      page_url: null,
      referrer: null,
      first_touch: null,
      last_touch: null,
      user_agent: null,
      ip_hash: null,
      visitor: null,
      idempotency_key: randomUUID(),
      spam: 0,
      spam_reason: null,
      received_at: new Date().toISOString(),
    };
    const [delivery] = webhookDeliveriesFor(lead, [url]);
    if (!delivery) throw new Error("no delivery");
    await store.db.insertInto("leads").values(lead).execute();
    await store.db
      .insertInto("webhook_deliveries")
      .values({
        ...delivery,
        lead_id: lead.id,
        status: "sending",
        attempts: 1,
        next_attempt_at: lead.received_at,
        claimed_by: "dead-host:1:00000000",
        lease_until: new Date(Date.now() - 1_000).toISOString(),
      })
      .execute();
    const api = await startTestApi({ ...database.env, LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret });
    try {
      const row = await until(async () => {
        const found = await store.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", delivery.id).executeTakeFirstOrThrow();
        return found.status === "sent" ? found : undefined;
      }, 10_000, "the reclaimed delivery sent");
      expect(row.attempts).toBe(2);
      expect(row.claimed_by).not.toBe("dead-host:1:00000000");
      expect(hook.hits.map((hit) => [hit.webhookId, hit.verified])).toEqual([[delivery.webhook_id, true]]);
    } finally {
      await api.close();
      await hook.close();
      await store.close();
      await database.cleanup();
    }
  });
});

describe("lead webhooks from two server processes on one PostgreSQL (needs TEST_DATABASE_URL)", { concurrent: true, skip: !TEST_DATABASE_URL }, () => {
  const LEADS = 100;
  let database: TestDatabase;
  let hook: Receiver;
  let servers: ChildApi[] = [];

  beforeAll(async () => {
    database = await freshDatabase("postgres");
    hook = await receiver();
    await hook.listen();
    const env = { ...database.env, LOG_LEVEL: "warn", MAIL_POLL_SECONDS: "0.2", LEADS_WEBHOOK_URL: hook.url("/crm"), LEADS_WEBHOOK_SECRET: secret };
    servers = await Promise.all([spawnApi(env), spawnApi(env)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await hook?.close();
    await database?.cleanup();
  });

  it(`deliver ${LEADS} leads once each`, async () => {
    let next = 0;
    const lanes = Array.from({ length: 10 }, async (_, lane) => {
      while (next < LEADS) {
        const n = next++;
        const server = servers[(n + lane) % servers.length];
        if (!server) throw new Error("no server");
        const result = await postJson(endpoint(server.url, "contact"), validBody("contact", { message: `Webhook lead ${n} says hello.` }));
        expect(result.status).toBe(200);
      }
    });
    await Promise.all(lanes);
    await until(async () => hook.hits.length >= LEADS, 30_000, `${LEADS} webhooks`);
    // Give a duplicate, if there were one, the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(hook.hits).toHaveLength(LEADS);
    expect(new Set(hook.hits.map((hit) => hit.webhookId)).size).toBe(LEADS);
    expect(hook.hits.every((hit) => hit.verified)).toBe(true);

    const store = await database.open();
    try {
      const leads = await store.db.selectFrom("leads").select("id").execute();
      expect(new Set(hook.hits.map(leadIdOf))).toEqual(new Set(leads.map((lead) => lead.id)));
      const rows = await store.db.selectFrom("webhook_deliveries").select(["status", "attempts", "claimed_by"]).execute();
      expect(rows).toHaveLength(LEADS);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      // Both workers took part.
      expect(new Set(rows.map((row) => row.claimed_by)).size).toBe(2);
    } finally {
      await store.close();
    }
  }, 60_000);
});
