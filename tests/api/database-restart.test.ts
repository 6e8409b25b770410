import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/postgres.ts";
import { freshDataDir } from "../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, spawnApi, until } from "./support/harness.ts";
import { openStore, type Store } from "../../server/db/database.server.ts";

/**
 * PostgreSQL restarting under the server (`pg_ctl restart -m fast` ends every
 * connection with 57P01). The server process stays up, answers 503 to lead
 * posts while the database is away, keeps answering what needs no database,
 * and recovers by itself; the outbox worker backs off and resumes.
 *
 * Runs on a cluster of its own (restarting the shared test cluster would
 * break the other suites running beside it).
 */
describe.skipIf(!postgresInstalled())("the server survives its PostgreSQL restarting", () => {
  let postgres: ThrowawayPostgres;
  let store: Store;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    store = openStore({ dataDir: await freshDataDir(), databaseUrl: postgres.url, poolSize: 2 });
    await store.migrate();
  });

  afterAll(async () => {
    await store?.close();
    postgres?.stop();
  });

  async function storedLeadIds(): Promise<Set<string>> {
    const rows = await store.db.selectFrom("leads").select("idempotency_key").execute();
    return new Set(rows.map((row) => row.idempotency_key));
  }

  /** Posts in `connections` lanes until `stop()` is called; every answer is recorded. */
  function load(url: string, connections: number) {
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let running = true;
    let afterRestart = 0;
    let restarted = false;
    const lanes = Array.from({ length: connections }, async () => {
      while (running) {
        const body = validBody("contact", { email: `lane-${Math.random().toString(36).slice(2)}@example.com` });
        const result = await postJson(endpoint(url, "contact"), body);
        statuses.push(result.status);
        if (result.status === 200) {
          acknowledged.push(String(body.idempotencyKey));
          if (restarted) afterRestart += 1;
        } else {
          // A 503 asks the client to come back later; don't spin.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    return {
      statuses,
      acknowledged,
      markRestarted: () => (restarted = true),
      afterRestart: () => afterRestart,
      async stop() {
        running = false;
        await Promise.all(lanes);
      },
    };
  }

  for (const connections of [1, 5, 20]) {
    it(`stays up through a restart with ${connections} connection(s) posting, and recovers`, async () => {
      const server = await spawnApi({
        DATA_DIR: await freshDataDir(),
        DATABASE_URL: postgres.url,
        MAIL_WORKER: "false",
        LOG_LEVEL: "warn",
      });
      try {
        const traffic = load(server.url, connections);
        await until(async () => traffic.acknowledged.length >= 20, 10_000, "first leads");
        await postgres.restart();
        traffic.markRestarted();
        // Back by itself: posts succeed again without anyone touching the server.
        await until(async () => traffic.afterRestart() >= 20, 20_000, "leads after the restart");
        await traffic.stop();

        expect(server.child.exitCode, server.output()).toBeNull();
        expect(server.child.signalCode).toBeNull();
        // Every answer was a success or a 503 (never a crash, a 500 or a dropped connection).
        expect(new Set(traffic.statuses.filter((status) => status !== 200 && status !== 503))).toEqual(new Set());
        // Every acknowledged lead was stored.
        const stored = await storedLeadIds();
        expect(traffic.acknowledged.filter((key) => !stored.has(key))).toEqual([]);
        expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
      } finally {
        await server.kill();
      }
    }, 60_000);
  }

  it("answers 503 to lead posts while the database is down, keeps /healthz, and takes leads again once it is back", async () => {
    const server = await spawnApi({
      DATA_DIR: await freshDataDir(),
      DATABASE_URL: postgres.url,
      MAIL_WORKER: "false",
      LOG_LEVEL: "warn",
    });
    try {
      expect((await postJson(endpoint(server.url, "contact"), validBody("contact"))).status).toBe(200);
      await postgres.pause();
      try {
        const refused = await postJson(endpoint(server.url, "contact"), validBody("contact"));
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBeTruthy();
        expect(refused.body).toMatchObject({ success: false });
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      } finally {
        await postgres.start();
      }
      const body = validBody("contact");
      const accepted = await until(
        async () => {
          const result = await postJson(endpoint(server.url, "contact"), { ...body });
          return result.status === 200 ? result : undefined;
        },
        20_000,
        "a lead accepted after the database came back",
      );
      expect(accepted.body).toMatchObject({ success: true });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.kill();
    }
  }, 60_000);

  describe("the outbox worker sending a backlog", () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      // 40 ms per message: 150 messages keep the worker busy for about two seconds.
      smtp = await startTestSmtp({ acceptDelayMs: 40 });
    });
    afterAll(async () => {
      await smtp?.close();
    });

    it("backs off while the database restarts with no HTTP traffic, then sends every message", async () => {
      const backlog = 150;
      const dataDir = await freshDataDir();
      // Queue the backlog with the worker off, then start a worker alone on it.
      const intake = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: postgres.url, MAIL_WORKER: "false", LOG_LEVEL: "warn" });
      const marker = `backlog-${Date.now()}`;
      try {
        for (let n = 0; n < backlog; n += 1) {
          const result = await postJson(
            endpoint(intake.url, "contact"),
            validBody("contact", { message: `${marker} message ${n} for the sales team.` }),
          );
          expect(result.status).toBe(200);
        }
      } finally {
        await intake.kill();
      }

      const worker = await spawnApi({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SMTP_URL: smtp.url,
        LOG_LEVEL: "warn",
        MAIL_POLL_SECONDS: "0.2",
      });
      try {
        const ours = () => smtp.messages.filter((mail) => mail.text.includes(marker));
        await until(async () => ours().length >= 10, 20_000, "the worker to start sending");
        await postgres.restart();
        await until(async () => new Set(ours().map((mail) => mail.messageId)).size >= backlog, 60_000, "the whole backlog");

        expect(worker.child.exitCode, worker.output()).toBeNull();
        const numbers = new Set(ours().map((mail) => /message (\d+) for/.exec(mail.text)?.[1]));
        expect(numbers.size).toBe(backlog);
        await until(
          async () => {
            const pending = await store.db
              .selectFrom("outbox")
              .innerJoin("leads", "leads.id", "outbox.lead_id")
              .select("outbox.id")
              .where("leads.data", "like", `%${marker}%`)
              .where("outbox.status", "!=", "sent")
              .execute();
            return pending.length === 0;
          },
          20_000,
          "every outbox row marked sent",
        );
      } finally {
        await worker.kill();
      }
    }, 120_000);
  });
});
