import { describe, expect, it } from "vitest";
import { privacyApiMessages } from "#app/content/privacy-requests.ts";
import { freshDatabase, testDatabaseKinds } from "../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, startTestApi, until } from "./support/harness.ts";
import { secret, fastRetries, receiver, cli, deliveries, SALES, leadFor, accepted, named, refs, eraseOnPrivacyPage } from "./support/webhooks.ts";

/**
 * What a visitor's privacy requests send to the webhook receivers: an
 * erasure (on the privacy page or with `leads forget`) as one lead.erased
 * naming the leads, an unsubscribe as contact.unsubscribed, each reaching a
 * receiver that is down once it is back, on the embedded database and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
// Every test has its own database and receiver, so they run at the same time (most of their time is waiting for a retry).
describe.concurrent.each(testDatabaseKinds)("privacy events to lead webhooks on %s", (kind) => {

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
});
