import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/database.ts";
import { freePort } from "../support/smtp.ts";
import { endpoint, validBody, validForm } from "./support/fixtures.ts";
import { countRows, postForm, postJson, startTestApi, type TestApi, withSqliteApi } from "./support/harness.ts";
import { leadChecks } from "./support/lead-checks.ts";

/**
 * The lead API around the forms themselves, on the embedded database:
 * references checked against the site's content, control characters taken
 * out, the Origin check, health answers and logs, rate limits, and a 503
 * while the database cannot be reached.
 */
let api: TestApi;
withSqliteApi((started) => {
  api = started;
});
const { expectRejected, storedLead } = leadChecks(() => api);

describe("references are checked against the site's content", () => {
  it("accepts a case study by slug and stores its id and title", async () => {
    const result = await postJson(endpoint(api.url, "case-study"), validBody("case-study", { caseStudy: { slug: "avon" } }));
    expect(result.status).toBe(200);
    const data = JSON.parse((await storedLead()).data) as { caseStudy: { id: number; slug: string; title: string } };
    expect(data.caseStudy.slug).toBe("avon");
    expect(data.caseStudy.title).toMatch(/Avon/i);
  });

  it.each([
    [{ id: 999 }],
    [{ id: "3abc" }],
    [{ slug: "no-such-story" }],
    [{}],
    [undefined],
    ["7"],
  ])("refuses case study %j", async (caseStudy) => {
    const body = { ...validBody("case-study"), caseStudy };
    const result = await expectRejected(() => postJson(endpoint(api.url, "case-study"), body), 400);
    expect(result.body.error).toBe("Case study not found");
    expect(result.body.fieldErrors).toEqual({ caseStudy: "Case study not found" });
  });

  it.each([[{ id: "nope" }], [{}], [undefined], [{ id: 5 }]])("refuses webinar %j", async (webinar) => {
    const result = await expectRejected(
      () => postJson(endpoint(api.url, "webinar"), { ...validBody("webinar"), webinar }),
      400,
    );
    expect(result.body.error).toBe("Webinar not found");
  });

  it("stores the webinar's id and title from the content, not from the page", async () => {
    await postJson(endpoint(api.url, "webinar"), validBody("webinar", { webinar: { id: "bfcm2025", title: "Spoofed" } }));
    const data = JSON.parse((await storedLead()).data) as { webinar: { id: string; title: string } };
    expect(data.webinar.id).toBe("bfcm2025");
    expect(data.webinar.title).not.toBe("Spoofed");
  });
});

describe("control characters", () => {
  const escapes = `\u001b[2J\u001b]0;title\u0007\u009b31m\u007f`;
  const rtl = "שלום \u202Eעולם\u202C \u2066مرحبا\u2069 😀";

  it("are taken out of a JSON post's long text, user agent and metadata; the rest is stored as sent", async () => {
    const body = validBody("contact", {
      message: `Hello${escapes} team\r\nsecond\tline ${rtl}`,
      pageUrl: `https://www.lumora.example/help${escapes}`,
      firstTouch: { utm_source: `news\u001b[1m` },
    });
    const result = await postJson(endpoint(api.url, "contact"), body, { "user-agent": "agent\u009b2J\t(x)" });
    expect(result.status).toBe(200);
    const lead = await storedLead();
    expect((JSON.parse(lead.data) as { message: string }).message).toBe(`Hello[2J]0;title31m team\nsecond\tline ${rtl}`);
    expect(lead.page_url).toBe("https://www.lumora.example/help [2J ]0;title 31m");
    expect(JSON.parse(lead.first_touch ?? "{}")).toEqual({ utm_source: "news [1m" });
    expect(lead.user_agent).toBe("agent 2J (x)");

    const feedback = validBody("feedback", { feedback: `Radio${escapes}`, userAgent: `UA${escapes}`, timestamp: `2025${escapes}` });
    expect((await postJson(endpoint(api.url, "feedback"), feedback)).status).toBe(200);
    const stored = await storedLead();
    expect(JSON.parse(stored.data)).toEqual({ feedback: "Radio[2J]0;title31m", clientTimestamp: "2025 [2J ]0;title 31m " });
    expect(stored.user_agent).toBe("UA [2J ]0;title 31m");
  });

  it("are taken out of a classic form post the same way", async () => {
    const form = { ...validForm("contact"), message: `Line one${escapes}\r\nLine two ${rtl}`, referrer: `https://x.example/${escapes}` };
    const result = await postForm(endpoint(api.url, "contact"), form);
    expect(result.status).toBe(303);
    const lead = await storedLead();
    expect((JSON.parse(lead.data) as { message: string }).message).toBe(`Line one[2J]0;title31m\nLine two ${rtl}`);
    expect(lead.referrer).toBe("https://x.example/ [2J ]0;title 31m");
  });
});

describe("origin check", () => {
  const url = () => endpoint(api.url, "demo");
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["a foreign Referer without Origin", { referer: "https://evil.example/page" }],
    ["a look-alike origin", { origin: "https://www.lumora.example.evil.example" }],
  ])("blocks %s with 403", async (_name, headers) => {
    const result = await expectRejected(() => postJson(url(), validBody("demo"), headers), 403);
    expect(result.body).toEqual({ success: false, error: "Cross-site request blocked" });
  });

  it.each([
    ["SITE_URL's origin", { origin: "https://www.lumora.example" }],
    ["SITE_URL's referer", { referer: "https://www.lumora.example/help" }],
    ["no Origin (curl, server-to-server)", {}],
  ])("allows %s", async (_name, headers) => {
    const result = await postJson(url(), validBody("demo"), headers);
    expect(result.status).toBe(200);
  });

  it("allows the host the request was sent to", async () => {
    const result = await postJson(url(), validBody("demo"), { origin: api.url });
    expect(result.status).toBe(200);
  });
});

describe("operations", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "sqlite" });
  });

  it("keeps email addresses and names out of the logs", async () => {
    await postJson(endpoint(api.url, "contact"), validBody("contact", { email: "secret.person@example.com", firstName: "Secretname" }));
    const text = api.logText();
    expect(text).toContain("lead received");
    expect(text).not.toContain("secret.person");
    expect(text).not.toContain("Secretname");
    expect(text).not.toContain("127.0.0.1");
  });
});

describe("rate limiting", () => {
  let limited: TestApi;
  let limitedDb: TestDatabase;
  beforeAll(async () => {
    limitedDb = await freshDatabase("sqlite");
    limited = await startTestApi({ ...limitedDb.env, MAIL_WORKER: "false", RATE_LIMIT: "true", RATE_LIMIT_NETWORK_MAX: "3" });
  });
  afterAll(async () => {
    await limited?.close();
    await limitedDb?.cleanup();
  });

  it("answers 429 with Retry-After once a network is over its limit, on every endpoint", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await postJson(endpoint(limited.url, "contact"), validBody("contact"))).status).toBe(200);
    }
    const before = await countRows(limited.store, "leads");
    const result = await postJson(endpoint(limited.url, "feedback"), validBody("feedback"));
    expect(result.status).toBe(429);
    expect(result.body).toEqual({ success: false, error: "Too many submissions. Please wait a few minutes and try again." });
    expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
    const form = await postForm(endpoint(limited.url, "demo"), validForm("demo"));
    expect(form.location).toBe("/form-result?form=demo&status=rate-limited");
    expect(await countRows(limited.store, "leads")).toBe(before);
  });
});

describe("storage unreachable", () => {
  it("answers 503 with a clear message while PostgreSQL cannot be reached, and /readyz says so", async () => {
    const dataDir = await freshDatabase("sqlite");
    const port = await freePort();
    const down = await startTestApi({
      ...dataDir.env,
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/leads`,
      MAIL_WORKER: "false",
      LOG_LEVEL: "fatal",
    });
    try {
      const result = await postJson(endpoint(down.url, "contact"), validBody("contact"));
      expect(result.status).toBe(503);
      expect(result.body).toEqual({
        success: false,
        error: "We couldn't save your submission right now. Please try again in a few minutes.",
      });
      expect(result.headers.get("retry-after")).toBe("30");
      const form = await postForm(endpoint(down.url, "contact"), validForm("contact"));
      expect(form.location).toBe("/form-result?form=contact&status=error");
      const ready = await fetch(`${down.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
      await dataDir.cleanup();
    }
  });

  it("answers 503 when the database goes away after start-up", async () => {
    const db = await freshDatabase("sqlite");
    const lost = await startTestApi({ ...db.env, MAIL_WORKER: "false", LOG_LEVEL: "fatal" });
    try {
      await lost.store.close();
      const result = await postJson(endpoint(lost.url, "contact"), validBody("contact"));
      expect(result.status).toBe(503);
      expect((await fetch(`${lost.url}/readyz`)).status).toBe(503);
    } finally {
      await lost.close().catch(() => {});
      await db.cleanup();
    }
  });
});
