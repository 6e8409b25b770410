import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase } from "../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { type ChildApi, postJson, spawnApi } from "./support/harness.ts";

/**
 * Two server processes on one PostgreSQL, one SMTP server: every lead is
 * stored once and every notification is sent exactly once.
 */
const LEADS = 500;

describe.skipIf(!TEST_DATABASE_URL)("two server processes on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let servers: ChildApi[] = [];

  beforeAll(async () => {
    database = await freshDatabase("postgres");
    smtp = await startTestSmtp();
    const env = { ...database.env, SMTP_URL: smtp.url, LOG_LEVEL: "warn", MAIL_POLL_SECONDS: "0.2" };
    servers = await Promise.all([spawnApi(env), spawnApi(env)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await smtp?.close();
    await database?.cleanup();
  });

  it(`stores ${LEADS} leads and sends ${LEADS} emails, none twice`, async () => {
    let next = 0;
    const leadIds: string[] = [];
    const lanes = Array.from({ length: 20 }, async (_, lane) => {
      while (next < LEADS) {
        const n = next++;
        const server = servers[(n + lane) % servers.length];
        if (!server) throw new Error("no server");
        // Feedback: one message per lead (a contact lead also mails the visitor an acknowledgement).
        const result = await postJson(endpoint(server.url, "feedback"), validBody("feedback", { feedback: `Lead number ${n} says hello.` }));
        expect(result.status).toBe(200);
        leadIds.push(String(n));
      }
    });
    await Promise.all(lanes);
    expect(leadIds).toHaveLength(LEADS);

    await smtp.waitFor((all) => all.length >= LEADS, 60_000);
    // Give a duplicate, if there were one, the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages).toHaveLength(LEADS);

    const messageIds = new Set(smtp.messages.map((mail) => mail.messageId));
    expect(messageIds.size).toBe(LEADS);
    const numbers = new Set(smtp.messages.map((mail) => /Lead number (\d+) says/.exec(mail.text)?.[1]));
    expect(numbers.size).toBe(LEADS);

    const store = await database.open();
    try {
      const leads = await store.db.selectFrom("leads").select("id").execute();
      expect(leads).toHaveLength(LEADS);
      const outbox = await store.db.selectFrom("outbox").select(["status", "attempts", "claimed_by"]).execute();
      expect(outbox).toHaveLength(LEADS);
      expect(outbox.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      // Both workers took part.
      expect(new Set(outbox.map((row) => row.claimed_by)).size).toBe(2);
      const mailedLeadIds = new Set(smtp.messages.map((mail) => /Lead id: ([0-9a-f-]{36})/.exec(mail.text)?.[1]));
      expect(mailedLeadIds).toEqual(new Set(leads.map((row) => row.id)));
    } finally {
      await store.close();
    }
  }, 120_000);
});
