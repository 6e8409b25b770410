import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env.ts";
import type { LeadType } from "#app/forms/lead-contract.ts";
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { endpoint, validBody, validForm, withField, withoutField } from "./support/fixtures.ts";
import { type Answer, postForm, postJson, startTestApi, type TestApi } from "./support/harness.ts";

/**
 * The lead API's rate limits as visitors and operators meet them, with the
 * default limits, on the embedded database always and on PostgreSQL whenever
 * TEST_DATABASE_URL is set. The server trusts one proxy, so each test picks
 * its visitors' addresses with X-Forwarded-For and keeps to its own networks
 * and email addresses.
 */
const defaults = parseEnv({});
const NETWORK_MAX = defaults.RATE_LIMIT_NETWORK_MAX;
const EMAIL_MAX = defaults.RATE_LIMIT_EMAIL_MAX;
const rateLimitedBody = { success: false, error: "Too many submissions. Please wait a few minutes and try again." };

if (!TEST_DATABASE_URL) {
  describe("rate limits on postgres", () => {
    it.skip("needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5433/postgres); .ci/run sets it", () => {});
  });
}

/** A fresh email address on a domain of its own. */
const freshEmail = (name = "person") => `${name}@${randomUUID().slice(0, 8)}.example`;
/** A fresh IPv4 address in the documentation ranges, one per test. */
let lastOctet = 0;
const freshIpv4 = () => `198.51.100.${++lastOctet}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

function withEmail(type: LeadType, email: string, overrides: Record<string, unknown> = {}) {
  return withField(type, validBody(type, overrides), "email", email);
}

async function storedFor(api: TestApi, email: string): Promise<number> {
  const rows = await api.store.db.selectFrom("leads").select("id").where("email", "=", email.toLowerCase()).execute();
  return rows.length;
}

async function sequentially(count: number, post: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index++) answers.push(await post(index));
  return answers;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe.each(testDatabaseKinds)("rate limits on %s", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false", RATE_LIMIT: "true", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  it("lets 30 colleagues behind one office address register for a webinar within a minute", async () => {
    const office = freshIpv4();
    const emails = Array.from({ length: 30 }, (_, index) => freshEmail(`colleague${index}`));
    const answers = await Promise.all(
      emails.map((email) => postJson(endpoint(api.url, "webinar"), withEmail("webinar", email), from(office))),
    );
    expect(statuses(answers)).toEqual(emails.map(() => 200));
    const stored = await api.store.db
      .selectFrom("leads")
      .select("email")
      .where("type", "=", "webinar")
      .where("email", "in", emails)
      .execute();
    expect(stored).toHaveLength(30);
  });

  it("limits one email address, wherever its posts come from", async () => {
    const email = freshEmail();
    const answers = await sequentially(40, (index) =>
      postJson(endpoint(api.url, "contact"), withEmail("contact", email), from(`203.0.113.${index + 1}`)),
    );
    expect(statuses(answers.slice(0, EMAIL_MAX))).toEqual(Array(EMAIL_MAX).fill(200));
    expect(statuses(answers.slice(EMAIL_MAX))).toEqual(Array(40 - EMAIL_MAX).fill(429));
    const refused = answers[EMAIL_MAX] as Answer;
    expect(refused.body).toEqual(rateLimitedBody);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaults.RATE_LIMIT_EMAIL_WINDOW_SECONDS);
    expect(await storedFor(api, email)).toBe(EMAIL_MAX);

    // The same address in other spellings, on another form, without JavaScript: refused too.
    const upper = await postJson(endpoint(api.url, "case-study"), withEmail("case-study", email.toUpperCase()), from(freshIpv4()));
    expect(upper.status).toBe(429);
    const form = await postForm(endpoint(api.url, "webinar"), { ...validForm("webinar"), email }, from(freshIpv4()));
    expect(form.location).toBe("/form-result?form=webinar&status=rate-limited");
    expect(await storedFor(api, email)).toBe(EMAIL_MAX);

    // Someone else on the same network is not held back by it.
    const other = await postJson(endpoint(api.url, "contact"), withEmail("contact", freshEmail()), from("203.0.113.1"));
    expect(other.status).toBe(200);
  });

  it("keys IPv6 clients by their /64: rotating addresses does not escape the network limit", async () => {
    // The demo form has no email address: only the network limit applies.
    const inside = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    const answers = await sequentially(NETWORK_MAX, (index) =>
      postJson(endpoint(api.url, "demo"), validBody("demo"), from(inside(index + 1))),
    );
    expect(statuses(answers)).toEqual(Array(NETWORK_MAX).fill(200));

    const over = await postJson(endpoint(api.url, "demo"), validBody("demo"), from("2001:db8:1:2:ffff:eeee:dddd:cccc"));
    expect(over.status).toBe(429);
    expect(over.body).toEqual(rateLimitedBody);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same network written out in full, with leading zeros.
    const spelled = await postJson(endpoint(api.url, "demo"), validBody("demo"), from("2001:0db8:0001:0002:0000:0000:0000:0abc"));
    expect(spelled.status).toBe(429);

    // The next /64 is somebody else.
    const neighbour = await postJson(endpoint(api.url, "demo"), validBody("demo"), from("2001:db8:1:3::1"));
    expect(neighbour.status).toBe(200);
  });

  it("never refuses or counts an idempotent retry of a stored lead", async () => {
    const email = freshEmail();
    const network = freshIpv4();
    const post = (body: Record<string, unknown>) => postJson(endpoint(api.url, "contact"), body, from(network));
    const first = withEmail("contact", email);
    expect((await post(first)).status).toBe(200);

    // The person uses up the email limit: one more new lead is refused.
    const more = await sequentially(EMAIL_MAX, () => post(withEmail("contact", email)));
    expect(statuses(more)).toEqual([...Array(EMAIL_MAX - 1).fill(200), 429]);

    // Retrying the first lead is still answered as the success it was, more
    // often than either limit allows, and stores nothing new.
    const retries = await sequentially(NETWORK_MAX + 10, () => post(first));
    expect(statuses(retries)).toEqual(Array(NETWORK_MAX + 10).fill(200));
    expect(await storedFor(api, email)).toBe(EMAIL_MAX);

    // The retries cost the network nothing: it has room for exactly the posts
    // not yet counted (every post above, bar the retries).
    const counted = 1 + EMAIL_MAX;
    const fill = await sequentially(NETWORK_MAX - counted + 1, () => postJson(endpoint(api.url, "demo"), validBody("demo"), from(network)));
    expect(statuses(fill)).toEqual([...Array(NETWORK_MAX - counted).fill(200), 429]);

    // With both limits used up, a retry still gets its answer.
    expect((await post(first)).status).toBe(200);
  });

  it("counts a double click (copies of one post at once) as one lead", async () => {
    const email = freshEmail();
    const network = freshIpv4();
    const body = withEmail("webinar", email);
    const copies = await Promise.all(Array.from({ length: 8 }, () => postJson(endpoint(api.url, "webinar"), body, from(network))));
    expect(statuses(copies)).toEqual(Array(8).fill(200));
    expect(await storedFor(api, email)).toBe(1);

    const more = await sequentially(EMAIL_MAX, () => postJson(endpoint(api.url, "webinar"), withEmail("webinar", email), from(network)));
    expect(statuses(more)).toEqual([...Array(EMAIL_MAX - 1).fill(200), 429]);
  });

  it("does not charge invalid posts to the email address", async () => {
    const email = freshEmail();
    const network = freshIpv4();
    const invalid = await sequentially(30, () =>
      postJson(endpoint(api.url, "contact"), withoutField("contact", withEmail("contact", email), "message"), from(network)),
    );
    expect(statuses(invalid)).toEqual(Array(30).fill(400));

    const valid = await sequentially(EMAIL_MAX, () => postJson(endpoint(api.url, "contact"), withEmail("contact", email), from(network)));
    expect(statuses(valid)).toEqual(Array(EMAIL_MAX).fill(200));
    expect(await storedFor(api, email)).toBe(EMAIL_MAX);
  });

  it("stores no email address in the rate-limit table", async () => {
    const email = freshEmail("table");
    await postJson(endpoint(api.url, "contact"), withEmail("contact", email), from(freshIpv4()));
    const keys = (await api.store.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("email:"))).toBe(true);
    expect(keys.some((key) => key.startsWith("net:"))).toBe(true);
    expect(keys.join("\n")).not.toMatch(/@|\.example|198\.51\.100|2001:db8/);
  });

  it("does not warn about TRUST_PROXY when it is set", () => {
    expect(api.logText()).not.toContain("TRUST_PROXY is 0");
  });
});

describe("rate limits and the deployment", () => {
  it("warns once when requests come through a proxy the server does not trust", async () => {
    const database = await freshDatabase("sqlite");
    const api = await startTestApi({ ...database.env, MAIL_WORKER: "false", RATE_LIMIT: "true" });
    try {
      expect((await postJson(endpoint(api.url, "demo"), validBody("demo"))).status).toBe(200);
      expect(api.logText()).not.toContain("TRUST_PROXY is 0");
      for (const ip of ["192.0.2.1", "192.0.2.2, 10.0.0.1", "2001:db8::7"]) {
        expect((await postJson(endpoint(api.url, "demo"), validBody("demo"), from(ip))).status).toBe(200);
      }
      const warnings = api.logs.filter((entry) => String(entry.msg).startsWith("TRUST_PROXY is 0"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe(40);
      expect(warnings[0]?.msg).toContain("set TRUST_PROXY to the number of proxies");
      // The forwarded addresses are personal data: not in the log.
      expect(api.logText()).not.toMatch(/192\.0\.2|2001:db8/);
    } finally {
      await api.close();
      await database.cleanup();
    }
  });

  it("answers 503 when the limits cannot be counted because the database is gone", async () => {
    const database = await freshDatabase("sqlite");
    const api = await startTestApi({ ...database.env, MAIL_WORKER: "false", RATE_LIMIT: "true", LOG_LEVEL: "fatal" });
    try {
      await api.store.close();
      const result = await postJson(endpoint(api.url, "contact"), validBody("contact"));
      expect(result.status).toBe(503);
      expect(result.headers.get("retry-after")).toBe("30");
      const form = await postForm(endpoint(api.url, "contact"), validForm("contact"));
      expect(form.location).toBe("/form-result?form=contact&status=error");
    } finally {
      await api.close().catch(() => {});
      await database.cleanup();
    }
  });
});
