import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/database.ts";
import { freePort, startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, startTestApi, type TestApi, until } from "./support/harness.ts";

/** Notifications through a real SMTP server started by the test. */
describe("notification email over SMTP", () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let api: TestApi;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    smtp = await startTestSmtp();
    api = await startTestApi({
      ...database.env,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "sales@lumora.example",
      LEADS_NOTIFY_TO_WEBINAR: "events@lumora.example, marketing@lumora.example",
      LEADS_MAIL_FROM: "Lumora Leads <leads@lumora.example>",
    });
  });

  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await database?.cleanup();
  });

  it("delivers the lead's fields to the sales inbox, every value escaped in the HTML", async () => {
    const body = validBody("contact", {
      firstName: `<script>alert("x")</script>`,
      lastName: "O'Brien & Sons",
      email: "buyer@example.com",
      companyName: "<b>Bold</b> Co",
      inquiryType: "billing",
      message: `Hello <img src=x onerror=alert(1)>\nSecond line with "quotes" & ampersands.`,
      website: "javascript:alert(1)",
    });
    const result = await postJson(endpoint(api.url, "contact"), body);
    expect(result.status).toBe(200);
    const lead = await api.store.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();

    const [mail] = await smtp.waitFor((all) => all.some((m) => m.text.includes(lead.id)));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.to).toEqual(["sales@lumora.example"]);
    expect(mail.from).toBe("leads@lumora.example");
    expect(mail.headers["reply-to"]).toBe("buyer@example.com");
    expect(mail.subject).toBe(`New contact inquiry (Billing & Payments) from <script>alert("x")</script> O'Brien & Sons, <b>Bold</b> Co`);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@lumora\.example>$/);

    expect(mail.text).toContain("Inquiry type: Billing & Payments");
    expect(mail.text).toContain("Email: buyer@example.com");
    expect(mail.text).toContain(`Message: Hello <img src=x onerror=alert(1)>\nSecond line`);

    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Sons");
    expect(mail.html).toContain("&lt;b&gt;Bold&lt;/b&gt; Co");
    expect(mail.html).toContain("Hello &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&quot;quotes&quot; &amp; ampersands");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Bold");
    expect(mail.html).not.toMatch(/href=/);

    await until(async () => {
      const row = await api.store.db.selectFrom("outbox").select("status").executeTakeFirstOrThrow();
      return row.status === "sent";
    });
  });

  it("sends each type to its own inbox when configured, with its reference and consent", async () => {
    smtp.clear();
    expect((await postJson(endpoint(api.url, "webinar"), validBody("webinar"))).status).toBe(200);
    // Two messages: this one and the registrant's confirmation.
    const mail = (await smtp.waitFor((all) => all.length >= 2)).find((m) => m.subject.startsWith("Webinar registration"));
    expect(mail?.to).toEqual(["events@lumora.example", "marketing@lumora.example"]);
    expect(mail?.subject).toMatch(/^Webinar registration: BFCM 2025: .+ by Alan Turing, Acme$/);
    expect(mail?.text).toContain("Job title: Head of Growth");
    expect(mail?.text).toContain("Consent: Given (webinar-2025-08)");
  });

  it("never mails a honeypot post", async () => {
    smtp.clear();
    await postJson(endpoint(api.url, "contact"), { ...validBody("contact"), homepage: "http://spam.example" });
    await postJson(endpoint(api.url, "demo"), validBody("demo"));
    await smtp.waitFor((all) => all.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.map((m) => m.subject)).toEqual(["New demo request: Recover Lost Shoppers"]);
  });
});

describe("SMTP outage", () => {
  it("stores the lead while SMTP is down and delivers the mail once it is back", async () => {
    const database = await freshDatabase("sqlite");
    const port = await freePort();
    const api = await startTestApi({ ...database.env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_SECONDS: "0.2" });
    let smtp: TestSmtp | undefined;
    try {
      const result = await postJson(endpoint(api.url, "case-study"), validBody("case-study"));
      expect(result.status).toBe(200);
      expect(await api.store.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
      const waiting = await until(async () => {
        const row = await api.store.db.selectFrom("outbox").selectAll().where("audience", "=", "sales").executeTakeFirstOrThrow();
        return row.attempts >= 2 && row.status === "pending" ? row : undefined;
      }, 10_000, "two failed attempts");
      expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startTestSmtp({ port });
      // The sales notification, and the visitor's copy of the document link.
      const all = await smtp.waitFor((received) => received.length >= 2, 15_000);
      const mail = all.find((received) => received.subject.startsWith("Case study download"));
      expect(mail?.subject).toMatch(/^Case study download: .*Gourmet Gift Baskets.* by Grace Hopper, Acme$/);
      expect(all.find((received) => received.subject.startsWith("Your case study:"))?.to).toEqual(["grace@example.com"]);
      await until(async () => (await api.store.db.selectFrom("outbox").select("status").where("audience", "=", "sales").executeTakeFirstOrThrow()).status === "sent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await api.close();
      await smtp?.close();
      await database.cleanup();
    }
  }, 40_000);
});

describe("no SMTP configured", () => {
  it("writes each notification as an .eml file in the data directory and logs where", async () => {
    const database = await freshDatabase("sqlite");
    const api = await startTestApi({ ...database.env });
    try {
      expect((await postJson(endpoint(api.url, "feedback"), validBody("feedback", { feedback: "Heard it on <b>radio</b>" }))).status).toBe(200);
      const outboxDir = path.join(database.dataDir, "outbox");
      const files = await until(async () => {
        const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
        return names.length > 0 ? names : undefined;
      });
      const eml = await readFile(path.join(outboxDir, files[0] ?? ""), "utf8");
      expect(eml).toContain("Subject: New meeting feedback");
      expect(eml).toContain("To: sales@lumora.example");
      expect(eml).toContain("Where they first heard about us: Heard it on <b>radio</b>");
      // The HTML part is quoted-printable: undo its soft line breaks first.
      expect(eml.replace(/=\r?\n/g, "")).toContain("Heard it on &lt;b&gt;radio&lt;/b&gt;");
      await until(async () => api.logs.find((entry) => typeof entry.file === "string" && entry.file.endsWith(files[0] ?? "")));
    } finally {
      await api.close();
      await database.cleanup();
    }
  });
});
