import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEndpoints } from "#app/forms/lead-contract.ts";
import { parseEnv } from "../../server/env.ts";
import { MAIL_RETRY_DEFAULTS, retryDelayMs, shortestRetryWindowMs } from "../../server/queue/retry-schedule.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { headerOf, readAnswer } from "../support/raw-http.ts";
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

/** The promise's value, or a failure naming what did not happen within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A keep-alive connection that asks for /healthz again as soon as each answer arrives, until an answer says it is the last. */
function keepAsking(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let buffer = "";
  let answers = 0;
  let lastHead = "";
  const ask = () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  socket.on("connect", ask);
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("latin1");
    for (let end = buffer.indexOf('{"status":"ok"}'); end !== -1; end = buffer.indexOf('{"status":"ok"}')) {
      lastHead = buffer.slice(0, end);
      buffer = buffer.slice(end + '{"status":"ok"}'.length);
      answers += 1;
      if (headerOf(lastHead, "Connection") !== "close") ask();
    }
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { closed, answers: () => answers };
}

/** A raw keep-alive connection that has had one answer and now sits idle. */
async function idleConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  await until(async () => received.includes('{"status":"ok"}'), 10_000, "the first answer");
  return { closed };
}

/**
 * The shutdown a deployment does (SIGTERM) while the server is busy: several
 * keep-alive connections (idle ones, ones that keep asking, one with a post
 * half sent), mail that is slow to send and a webhook receiver that never
 * answers. The process exits well within its 5 s grace, the post in flight
 * gets its answer, and nothing claimed is left `sending`.
 */
describe.each(testDatabaseKinds)("SIGTERM under keep-alive load (%s)", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let hook: Server;
  const hanging: IncomingMessage[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // Each message is accepted 8 s after it is sent: longer than the shutdown grace.
    smtp = await startTestSmtp({ acceptDelayMs: 8_000 });
    // A webhook receiver that reads each delivery and never answers.
    hook = createServer((request) => {
      hanging.push(request);
      request.resume();
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", () => resolve()));
  });

  afterAll(async () => {
    hook?.closeAllConnections();
    await new Promise((resolve) => hook?.close(resolve));
    await smtp?.close();
    await database?.cleanup();
  });

  it("drains the connections, answers the post in flight and hands back every claim, well within the grace", async () => {
    const api = await spawnApi({
      ...database.env,
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
      LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
    });
    const port = Number(new URL(api.url).port);
    const store = await database.open();
    let inFlight: net.Socket | undefined;
    try {
      for (let n = 0; n < 8; n += 1) {
        const posted = await postJson(endpoint(api.url, "feedback"), validBody("feedback", { feedback: `Busy shutdown ${n}.` }));
        expect(posted.status).toBe(200);
      }
      // The workers hold claims: mail being sent, webhooks waiting for their receiver.
      await until(async () => smtp.messages.length >= 1 && hanging.length >= 1, 15_000, "a mail and a webhook in hand");

      const idle = await Promise.all([idleConnection(port), idleConnection(port), idleConnection(port)]);
      const askers = [keepAsking(port), keepAsking(port)];
      await until(async () => askers.every((asker) => asker.answers() >= 5), 10_000, "keep-alive load");

      const post = net.connect(port, "127.0.0.1");
      inFlight = post;
      await new Promise<void>((resolve) => post.once("connect", () => resolve()));
      let answer = "";
      post.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      post.on("error", () => {});
      const postClosed = new Promise<void>((resolve) => post.once("close", () => resolve()));
      const body = JSON.stringify(validBody("feedback", { feedback: "Posted while the server stops." }));
      const half = Math.floor(body.length / 2);
      post.write(
        `POST ${leadEndpoints.feedback} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = Date.now();
      api.child.kill("SIGTERM");
      // Idle connections are closed at once.
      await within(Promise.all(idle.map((connection) => connection.closed)), 1_500, "idle connections closed");
      // The post in flight finishes after the signal and gets its answer, the connection's last.
      await new Promise((resolve) => setTimeout(resolve, 300));
      post.write(body.slice(half));
      await within(postClosed, 3_000, "the post in flight answered and closed");
      const { status, head } = readAnswer(answer);
      expect(status).toBe(200);
      expect(headerOf(head, "Connection")).toBe("close");
      // Connections that kept asking were closed too: after an answer that said so, or between two requests.
      await within(Promise.all(askers.map((asker) => asker.closed)), 3_000, "busy keep-alive connections closed");

      expect(await within(api.exited, 6_000, "exit after SIGTERM")).toBe(0);
      const took = Date.now() - signalled;
      expect(api.output()).not.toContain("took too long");
      expect(took).toBeLessThan(4_000);

      // Every claim was handed back: the next process sends them at once.
      const mail = await store.db.selectFrom("outbox").select(["status", "claimed_by"]).execute();
      const hooks = await store.db.selectFrom("webhook_deliveries").select(["status", "claimed_by"]).execute();
      expect(mail.length).toBeGreaterThanOrEqual(9);
      expect(hooks.length).toBeGreaterThanOrEqual(9);
      expect(mail.filter((row) => row.status === "sending")).toEqual([]);
      expect(hooks.filter((row) => row.status === "sending")).toEqual([]);
      expect(api.output()).toContain("released unsent notifications on shutdown");
      expect(api.output()).toContain("released undelivered webhooks on shutdown");
    } catch (error) {
      throw new Error(`${String(error)}\n--- server output ---\n${api.output().slice(-4000)}`, { cause: error });
    } finally {
      inFlight?.destroy();
      await api.kill("SIGKILL");
      await store.close();
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
