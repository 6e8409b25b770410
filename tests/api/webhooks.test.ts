import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyApi } from "../../app/forms/privacy-paths.ts";
import { privacyApiMessages } from "../../app/content/privacy-requests.ts";
import type { Store } from "../../server/db/database.server.ts";
import type { LeadRow } from "../../server/db/rows.ts";
import { webhookDeliveriesFor } from "../../server/webhooks/webhook-outbox.server.ts";
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { freePort, startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { type ChildApi, postForm, postJson, ROOT, spawnApi, startTestApi, type TestApi, until } from "./support/harness.ts";

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
const run = promisify(execFile);
const secret = `whsec_${randomBytes(32).toString("base64")}`;
const fastRetries = { MAIL_RETRY_BASE_SECONDS: "0.25", MAIL_RETRY_MAX_SECONDS: "1" };

type Answer = { status: number; headers?: Record<string, string> };

type Hit = { path: string; webhookId: string; timestamp: number; verified: boolean; body: Record<string, unknown>; answered: number };

type Receiver = {
  port: number;
  url(path: string): string;
  hits: Hit[];
  /** How each path is answered; changed while the test runs. */
  answer: (path: string) => Answer;
  listen(): Promise<void>;
  close(): Promise<void>;
};

/** The receiving side, as a CRM or relay would write it: verify, then answer. */
async function receiver(port?: number): Promise<Receiver> {
  const verifier = new Webhook(secret);
  const fixedPort = port ?? 0;
  let server: Server | undefined;
  const self: Receiver = {
    port: fixedPort,
    url: (pathname) => `http://127.0.0.1:${self.port}${pathname}`,
    hits: [],
    answer: () => ({ status: 204 }),
    async listen() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          let verified: boolean;
          try {
            verifier.verify(raw, headers);
            verified = true;
          } catch {
            verified = false;
          }
          const { status, headers: answerHeaders = {} } = self.answer(request.url ?? "");
          self.hits.push({
            path: request.url ?? "",
            webhookId: headers["webhook-id"] ?? "",
            timestamp: Number(headers["webhook-timestamp"]),
            verified,
            body: JSON.parse(raw) as Record<string, unknown>,
            answered: status,
          });
          response.writeHead(status, answerHeaders).end();
        });
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(fixedPort, "127.0.0.1", resolve));
      self.port = (listening.address() as AddressInfo).port;
    },
    async close() {
      if (!server) return;
      server.closeAllConnections();
      const closing = server;
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  return self;
}

async function cli(database: TestDatabase, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...database.env },
  });
  return stdout;
}

const deliveries = (store: Store) => store.db.selectFrom("webhook_deliveries").selectAll().orderBy("created_at").execute();

const leadIdOf = (hit: Hit) => (hit.body.data as { id: string }).id;

const SALES = "sales@lumora.example";

/** A lead of one address: its id once stored. */
async function leadFor(api: TestApi, type: "contact" | "webinar" | "case-study", email: string): Promise<string> {
  const body =
    type === "contact" ? validBody("contact", { email }) : validBody(type, { formData: { ...(validBody(type).formData as object), email } });
  expect((await postJson(endpoint(api.url, type), body)).status).toBe(200);
  const key = String(body.idempotencyKey);
  return (await api.store.db.selectFrom("leads").select("id").where("idempotency_key", "=", key).executeTakeFirstOrThrow()).id;
}

/** The events of one type the receiver accepted, oldest first. */
const accepted = (hook: Receiver, type: string) => hook.hits.filter((hit) => hit.body.type === type && hit.answered === 204);

/** The ids and types an erasure or unsubscribe event names, sorted by id. */
type Named = { id: string; type: string };
const byId = (a: Named, b: Named) => a.id.localeCompare(b.id);
const named = (hit: Hit | undefined) => [...((hit?.body.data as { leads: Named[] } | undefined)?.leads ?? [])].sort(byId);
const refs = (leads: Record<string, string>) => Object.entries(leads).map(([id, type]) => ({ id, type })).sort(byId);

/** The visitor's own path to erasure: ask for a link, follow it, delete everything (JSON answers). */
async function eraseOnPrivacyPage(api: TestApi, smtp: TestSmtp, email: string): Promise<Record<string, unknown>> {
  const isLink = (message: TestSmtp["messages"][number]) => message.to.includes(email) && message.subject.startsWith("Your link");
  expect((await postJson(`${api.url}${privacyApi.requests}`, { email })).status).toBe(200);
  await smtp.waitFor((all) => all.some(isLink), 15_000);
  const token = /\/privacy\/requests\/confirm\?token=(\S+)/.exec(smtp.messages.find(isLink)?.text ?? "")?.[1] ?? "";
  const started = await postForm(`${api.url}${privacyApi.session}`, { token });
  const session = /privacy_session=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const deleted = await postJson(`${api.url}${privacyApi.delete}`, { confirm: "yes" }, { cookie: `privacy_session=${session}` });
  expect(deleted.status).toBe(200);
  return deleted.body;
}

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

  it("`leads forget` removes the address's deliveries, sent or not, and leaves no payload naming the address", async () => {
    const database = await freshDatabase(kind);
    const up = await receiver();
    await up.listen();
    // The second endpoint answers 503: its deliveries stay queued (the next attempt a minute away).
    // (A closed port would do too, but a port found free can be taken by a parallel test's server.)
    up.answer = (pathname) => ({ status: pathname === "/down" ? 503 : 204 });
    const api = await startTestApi({
      ...database.env,
      MAIL_RETRY_BASE_SECONDS: "60",
      LEADS_WEBHOOK_URL: `${up.url("/up")},${up.url("/down")}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      for (const email of ["forget.me@example.com", "keep.me@example.com"]) {
        expect((await postJson(endpoint(api.url, "contact"), validBody("contact", { email }))).status).toBe(200);
      }
      await until(async () => {
        const rows = await deliveries(api.store);
        return rows.filter((row) => row.status === "sent").length === 2 && rows.filter((row) => row.attempts >= 1 && row.status === "pending").length === 2;
      }, 10_000, "one sent and one queued delivery per lead");

      const output = await cli(database, "forget", "Forget.Me@example.com");
      expect(output).toMatch(/^Deleted 1 lead\(s\), \d+ notification\(s\), 2 webhook delivery\(ies\)/);
      // Both endpoints were tried (one took the lead, one answered 503): both are asked to delete it.
      expect(output).toContain("Queued a signed lead.erased event for 2 webhook endpoint(s)");
      const rows = await deliveries(api.store);
      const kept = await api.store.db.selectFrom("leads").select("id").where("email", "=", "keep.me@example.com").executeTakeFirstOrThrow();
      expect(rows.filter((row) => row.event === "lead.created").map((row) => row.lead_id)).toEqual([kept.id, kept.id]);
      expect(rows.filter((row) => row.event === "lead.erased").map((row) => row.lead_id)).toEqual([null, null]);
      expect(JSON.stringify(rows)).not.toContain("forget.me");
    } finally {
      await api.close();
      await up.close();
      await database.cleanup();
    }
  }, 30_000);

  it("an erasure, on the privacy page or with `leads forget`, reaches each receiver that got the leads as one lead.erased naming them, and sales as a notice without the address", async () => {
    const database = await freshDatabase(kind);
    const smtp = await startTestSmtp();
    const hook = await receiver();
    await hook.listen();
    const api = await startTestApi({
      ...database.env,
      ...fastRetries,
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: `${hook.url("/crm")},${hook.url("/chat")}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      const self = "erase.me@example.com";
      const operator = "forget.me@example.com";
      const selfLeads = { [await leadFor(api, "contact", self)]: "contact", [await leadFor(api, "webinar", self)]: "webinar" };
      const operatorLeads = { [await leadFor(api, "contact", operator)]: "contact", [await leadFor(api, "case-study", operator)]: "case-study" };
      const kept = await leadFor(api, "contact", "keep.me@example.com");
      await until(async () => {
        const rows = await deliveries(api.store);
        return rows.length === 10 && rows.every((row) => row.status === "sent");
      }, 15_000, "every lead delivered to both endpoints");
      await smtp.waitFor((all) => all.filter((message) => message.to.includes(SALES)).length === 5, 15_000);

      // The visitor deletes everything on the privacy page; the answer says where the copies were.
      const answer = await eraseOnPrivacyPage(api, smtp, self);
      expect(answer).toMatchObject({ success: true, message: privacyApiMessages.deleted, deleted: { leads: 2, receivers: 2 } });
      expect(answer.message).toContain("connected tools");
      await until(async () => accepted(hook, "lead.erased").length === 2, 15_000, "the first erasure at both endpoints");

      // The operator forgets another address from the command line.
      const output = await cli(database, "forget", operator);
      expect(output).toMatch(/^Deleted 2 lead\(s\), \d+ notification\(s\), 4 webhook delivery\(ies\)/);
      expect(output).toContain("Queued a signed lead.erased event for 2 webhook endpoint(s)");
      expect(output).toContain("Queued a notice to the sales inbox");
      await until(async () => accepted(hook, "lead.erased").length === 4, 15_000, "the second erasure at both endpoints");
      // A duplicate, if there were one, would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const erasures = accepted(hook, "lead.erased");
      expect(erasures).toHaveLength(4);
      expect(hook.hits.every((hit) => hit.verified)).toBe(true);
      expect(new Set(erasures.map((hit) => hit.webhookId)).size).toBe(4);
      for (const pathname of ["/crm", "/chat"]) {
        const [first, second] = erasures.filter((hit) => hit.path === pathname);
        expect(named(first)).toEqual(refs(selfLeads));
        expect(named(second)).toEqual(refs(operatorLeads));
        expect(Object.keys(first?.body.data as object)).toEqual(["leads"]);
        expect(Date.parse(String(first?.body.timestamp))).toBeGreaterThan(Date.now() - 60_000);
      }
      // Nothing of what was erased travels in them, and the lead that stays is not named.
      const sent = JSON.stringify(erasures.map((hit) => hit.body));
      for (const erased of [self, operator, "Ada", "Lovelace", "Alan", "Grace", kept]) expect(sent).not.toContain(erased);

      // The sales inbox is told twice, by lead id, never by address.
      const isErasureNotice = (message: TestSmtp["messages"][number]) => message.subject.startsWith("Privacy: a person's data was erased");
      const notices = await smtp.waitFor((all) => all.filter(isErasureNotice).length === 2, 15_000);
      const [pageNotice, cliNotice] = notices.filter(isErasureNotice);
      expect(pageNotice?.to).toEqual([SALES]);
      expect(pageNotice?.subject).toBe("Privacy: a person's data was erased (2 leads)");
      expect(pageNotice?.text).toContain("privacy page");
      expect(cliNotice?.text).toContain("leads forget");
      for (const [notice, leads] of [[pageNotice, selfLeads], [cliNotice, operatorLeads]] as const) {
        for (const id of Object.keys(leads)) expect(notice?.text).toContain(id);
        expect(notice?.text).toContain(`127.0.0.1:${hook.port}`);
        for (const erased of [self, operator, "Ada", "Lovelace", "Alan", "Grace"]) expect(`${notice?.text}${notice?.html}`).not.toContain(erased);
      }

      // What stays: delivered events and notices without bodies, audit rows by hash; no row names the addresses.
      const events = (await deliveries(api.store)).filter((row) => row.event === "lead.erased");
      expect(events.map((row) => [row.lead_id, row.status, row.payload, row.last_status])).toEqual(
        Array.from({ length: 4 }, () => [null, "sent", null, 204]),
      );
      await until(async () => {
        const mail = await api.store.db.selectFrom("outbox").select("status").where("audience", "=", "privacy").execute();
        return mail.length === 2 && mail.every((row) => row.status === "sent");
      }, 10_000, "both notices marked sent");
      const stored = JSON.stringify([
        await api.store.db.selectFrom("webhook_deliveries").selectAll().execute(),
        await api.store.db.selectFrom("outbox").selectAll().execute(),
        await api.store.db.selectFrom("privacy_requests").selectAll().execute(),
      ]);
      for (const erased of [self, operator, "erase.me", "forget.me"]) expect(stored).not.toContain(erased);
      const audit = await api.store.db.selectFrom("privacy_requests").select("detail").where("kind", "=", "deleted").orderBy("created_at").execute();
      expect(audit.map((row) => row.detail)).toEqual([
        expect.stringMatching(/^2 lead\(s\), \d+ message\(s\); 2 webhook endpoint\(s\) told, sales inbox notified$/),
        expect.stringMatching(/^leads forget: 2 lead\(s\), \d+ message\(s\), 4 webhook delivery\(ies\), 0 file\(s\); 2 webhook endpoint\(s\) told, sales inbox notified$/),
      ]);
    } finally {
      await api.close();
      await hook.close();
      await smtp.close();
      await database.cleanup();
    }
  }, 60_000);

  it("an unsubscribe reaches each receiver that got or is due the address's leads as contact.unsubscribed; a lead still queued goes out as not consenting", async () => {
    const database = await freshDatabase(kind);
    const smtp = await startTestSmtp();
    const hook = await receiver();
    await hook.listen();
    // /late is overloaded: its leads wait in the queue.
    let lateUp = false;
    hook.answer = (pathname) => ({ status: pathname === "/late" && !lateUp ? 503 : 204 });
    const api = await startTestApi({
      ...database.env,
      ...fastRetries,
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: `${hook.url("/crm")},${hook.url("/late")}`,
      LEADS_WEBHOOK_SECRET: secret,
    });
    try {
      const email = "unsub.me@example.com";
      const leads = { [await leadFor(api, "case-study", email)]: "case-study", [await leadFor(api, "contact", email)]: "contact" };
      await leadFor(api, "contact", "other@example.com");
      await until(async () => {
        const rows = await deliveries(api.store);
        return rows.filter((row) => row.url.endsWith("/crm") && row.status === "sent").length === 3 &&
          rows.filter((row) => row.url.endsWith("/late") && row.attempts >= 1).length === 3;
      }, 15_000, "leads at /crm, and tried at /late");
      const visitorMail = await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && m.headers["list-unsubscribe"]), 15_000);
      const oneClick = /^<(.+)>$/.exec(visitorMail.find((m) => m.headers["list-unsubscribe"])?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";

      // RFC 8058 one-click, as a mail client sends it.
      const unsubscribe = () =>
        fetch(oneClick.replace("https://www.lumora.example", api.url), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
      const clicked = await unsubscribe();
      expect(clicked.status).toBe(200);
      expect(await clicked.text()).toBe(privacyApiMessages.unsubscribed);
      lateUp = true;
      // (An endpoint with a lead in flight at that moment gets it once that request has surely ended: 10 s.)
      await until(async () => accepted(hook, "contact.unsubscribed").length === 2, 25_000, "the unsubscribe at both endpoints");
      const lateLeads = () => accepted(hook, "lead.created").filter((hit) => hit.path === "/late");
      await until(async () => lateLeads().length === 3, 15_000, "the queued leads at /late");
      // A second withdrawal changes nothing and tells nobody again.
      expect((await unsubscribe()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));

      const events = accepted(hook, "contact.unsubscribed");
      expect(events.map((hit) => hit.path).sort()).toEqual(["/crm", "/late"]);
      for (const event of events) {
        expect(event.verified).toBe(true);
        expect(event.body.data).toMatchObject({ email });
        expect(Object.keys(event.body.data as object)).toEqual(["email", "leads"]);
        expect(named(event)).toEqual(refs(leads));
        // Every attempt at an endpoint carried the same id.
        const tries = hook.hits.filter((hit) => hit.body.type === "contact.unsubscribed" && hit.path === event.path);
        expect(new Set(tries.map((hit) => hit.webhookId))).toEqual(new Set([event.webhookId]));
      }
      // The case study queued for /late before the withdrawal was sent as not consenting, unless its
      // request was already under way then: it arrived with consent, and the withdrawal after it.
      const caseStudyAt = (pathname: string) =>
        accepted(hook, "lead.created").find((hit) => hit.path === pathname && (hit.body.data as { type: string }).type === "case-study");
      const lateCaseStudy = caseStudyAt("/late");
      const lateWithdrawal = events.find((event) => event.path === "/late");
      expect(lateCaseStudy?.body.data).toMatchObject({ email });
      if ((lateCaseStudy?.body.data as { consentGiven: boolean }).consentGiven) {
        expect(hook.hits.indexOf(lateCaseStudy!)).toBeLessThan(hook.hits.indexOf(lateWithdrawal!));
      } else {
        expect(lateCaseStudy?.body.data).toMatchObject({ consentGiven: false });
      }
      expect(caseStudyAt("/crm")?.body.data).toMatchObject({ email, consentGiven: true });

      // Sales is told once, with the address (it still has to stop marketing where the website does not reach).
      const notices = await smtp.waitFor((all) => all.some((m) => m.subject.startsWith("Privacy: marketing emails stopped")), 15_000);
      const notice = notices.filter((m) => m.subject.startsWith("Privacy: marketing emails stopped"));
      expect(notice).toHaveLength(1);
      expect(notice[0]?.to).toEqual([SALES]);
      expect(notice[0]?.subject).not.toContain(email);
      expect(notice[0]?.text).toContain(`${email} withdrew their consent to marketing emails through one click in an email`);
      for (const id of Object.keys(leads)) expect(notice[0]?.text).toContain(id);

      // Erased later: the unsubscribe's rows, which name the address, go with the leads.
      expect(await cli(database, "forget", email)).toContain("Queued a signed lead.erased event for 2 webhook endpoint(s)");
      await until(async () => accepted(hook, "lead.erased").length === 2, 15_000, "the erasure at both endpoints");
      for (const event of accepted(hook, "lead.erased")) expect(named(event)).toEqual(refs(leads));
      const stored = JSON.stringify([await deliveries(api.store), await api.store.db.selectFrom("outbox").selectAll().execute()]);
      expect(stored).not.toContain(email);
    } finally {
      await api.close();
      await hook.close();
      await smtp.close();
      await database.cleanup();
    }
  }, 90_000);

  it("an erasure reaches a receiver that is down when it happens, once it is back, once, under one id", async () => {
    const database = await freshDatabase(kind);
    const hook = await receiver();
    await hook.listen();
    const api = await startTestApi({ ...database.env, ...fastRetries, LEADS_WEBHOOK_URL: hook.url("/crm"), LEADS_WEBHOOK_SECRET: secret });
    try {
      const email = "down.me@example.com";
      const leads = { [await leadFor(api, "contact", email)]: "contact", [await leadFor(api, "webinar", email)]: "webinar" };
      await until(async () => (await deliveries(api.store)).filter((row) => row.status === "sent").length === 2, 15_000, "both leads delivered");

      // Down (an overloaded proxy in front of it) when the erasure is queued.
      hook.answer = () => ({ status: 503, headers: { "retry-after": "1" } });
      expect(await cli(database, "forget", email)).toContain("Queued a signed lead.erased event for 1 webhook endpoint(s)");
      const waiting = await until(async () => {
        const [row] = (await deliveries(api.store)).filter((delivery) => delivery.event === "lead.erased");
        return row && row.attempts >= 2 && row.status === "pending" ? row : undefined;
      }, 15_000, "two refused attempts of the erasure");
      expect(waiting.last_status).toBe(503);
      expect(waiting.payload).not.toContain(email);

      hook.answer = () => ({ status: 204 });
      await until(async () => (await deliveries(api.store)).every((row) => row.status === "sent"), 15_000, "the erasure delivered");
      await new Promise((resolve) => setTimeout(resolve, 500));
      const attempts = hook.hits.filter((hit) => hit.body.type === "lead.erased");
      expect(attempts.length).toBeGreaterThanOrEqual(3);
      expect(attempts.every((hit) => hit.verified)).toBe(true);
      expect(new Set(attempts.map((hit) => hit.webhookId)).size).toBe(1);
      expect(accepted(hook, "lead.erased")).toHaveLength(1);
      expect(named(accepted(hook, "lead.erased")[0])).toEqual(refs(leads));
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
