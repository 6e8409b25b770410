import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/lib/env.server.ts";
import { MAIL_RETRY_DEFAULTS, retryDelayMs, shortestRetryWindowMs } from "../../server/mail/outbox.server.ts";
import { freshDatabase, type TestDatabase } from "../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, spawnApi, until } from "./support/harness.ts";

/**
 * Mail after a normal shutdown, and mail through a long outage.
 */
describe("SIGTERM while the worker is sending", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    // A slow mail server: a second a message, so a claimed batch of 20 would
    // take longer than the 5 s shutdown grace to send in full.
    smtp = await startTestSmtp({ acceptDelayMs: 1_000 });
  });

  afterAll(async () => {
    await smtp?.close();
    await database?.cleanup();
  });

  it("hands back the unsent claims, so the next worker sends them at once", async () => {
    const backlog = 30;
    const intake = await spawnApi({ ...database.env, MAIL_WORKER: "false" });
    try {
      for (let n = 0; n < backlog; n += 1) {
        // Feedback: one message per lead (a contact lead also mails the visitor an acknowledgement).
        const result = await postJson(endpoint(intake.url, "feedback"), validBody("feedback", { feedback: `Shutdown mail ${n} waits.` }));
        expect(result.status).toBe(200);
      }
    } finally {
      await intake.kill();
    }

    const first = await spawnApi({ ...database.env, SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.2" });
    await smtp.waitFor((all) => all.length >= 1, 15_000);
    await first.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const store = await database.open();
    try {
      const rows = await store.db.selectFrom("outbox").select(["status", "claimed_by", "attempts"]).execute();
      // Nothing is left leased by the worker that stopped.
      expect(rows.filter((row) => row.status === "sending")).toEqual([]);
      // What it never tried did not cost an attempt.
      expect(rows.filter((row) => row.status === "pending").every((row) => row.attempts === 0)).toBe(true);
      expect(rows.filter((row) => row.status === "pending").length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }

    // The default lease is two minutes: a second worker sends the rest well before that.
    const started = Date.now();
    const second = await spawnApi({ ...database.env, SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.2" });
    try {
      await smtp.waitFor((all) => new Set(all.map((mail) => mail.messageId)).size >= backlog, 30_000);
      expect(Date.now() - started).toBeLessThan(30_000);
      const numbers = new Set(smtp.messages.map((mail) => /Shutdown mail (\d+) waits/.exec(mail.text)?.[1]));
      expect(numbers.size).toBe(backlog);
      const check = await database.open();
      try {
        await until(async () => {
          const rows = await check.db.selectFrom("outbox").select("status").where("status", "!=", "sent").execute();
          return rows.length === 0;
        }, 10_000, "every row sent");
      } finally {
        await check.close();
      }
    } finally {
      await second.kill();
    }
  }, 90_000);
});

describe("the retry schedule", () => {
  it("rides out at least 24 hours of mail outage by default, even with the shortest jitter", () => {
    const env = parseEnv({});
    expect(env.MAIL_MAX_ATTEMPTS).toBe(MAIL_RETRY_DEFAULTS.maxAttempts);
    const window = shortestRetryWindowMs(env.MAIL_MAX_ATTEMPTS, env.MAIL_RETRY_BASE_SECONDS * 1000, env.MAIL_RETRY_MAX_SECONDS * 1000);
    expect(window).toBeGreaterThanOrEqual(24 * 3_600_000);
    // …and no single wait is longer than the ceiling (plus jitter).
    expect(retryDelayMs(39, 30_000, 3_600_000, () => 1)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it("rejects a ceiling that is not a number of seconds", () => {
    expect(() => parseEnv({ MAIL_RETRY_MAX_SECONDS: "soon" })).toThrow(/MAIL_RETRY_MAX_SECONDS: must be a number of seconds/);
    expect(() => parseEnv({ MAIL_MAX_ATTEMPTS: "1000" })).toThrow(/MAIL_MAX_ATTEMPTS: must be at most 100/);
  });
});
