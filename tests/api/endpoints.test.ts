import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leadEndpoints, leadTypes, type LeadType, successMessages } from "#app/forms/lead-contract.ts";
import { endpoint, textFields, validBody, validForm, withField, withoutField } from "./support/fixtures.ts";
import { postForm, postJson, type TestApi, withSqliteApi } from "./support/harness.ts";
import { leadChecks } from "./support/lead-checks.ts";

/**
 * The five endpoints over HTTP, on the embedded database: valid posts (JSON
 * and classic form), each invalid field with its exact message, and
 * hostile input, which always gets a 4xx, stores nothing, and never a 5xx.
 */
let api: TestApi;
withSqliteApi((started) => {
  api = started;
});
const { leadCount, expectRejected, storedLead } = leadChecks(() => api);

/** A success's result URL: the given query, then the reference to the stored lead. */
const resultUrl = (query: string) => new RegExp(`^/form-result\\?${query}&ref=[0-9a-f-]{36}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{22}$`);

describe.each(leadTypes)("POST %s", (type: LeadType) => {
  it("stores a valid JSON post and answers with the success message", async () => {
    const before = await leadCount();
    const body = validBody(type, {
      pageUrl: "https://www.lumora.example/help?utm_source=news",
      referrer: "https://news.example/",
      firstTouch: { utm_source: "news", utm_medium: "email", gclid: "abc", unknown: "dropped" },
      lastTouch: { utm_source: "direct" },
      isAdmin: true,
    });
    const result = await postJson(endpoint(api.url, type), body, { "user-agent": "vitest-agent" });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: successMessages[type] });
    expect(await leadCount()).toBe(before + 1);

    const lead = await storedLead();
    expect(lead.type).toBe(type);
    expect(lead.idempotency_key).toBe(body.idempotencyKey);
    expect(lead.page_url).toBe("https://www.lumora.example/help?utm_source=news");
    expect(lead.referrer).toBe("https://news.example/");
    expect(JSON.parse(lead.first_touch ?? "{}")).toEqual({ utm_source: "news", utm_medium: "email", gclid: "abc" });
    expect(lead.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(lead.ip_hash).not.toContain("127.0.0.1");
    expect(lead.spam).toBe(0);
    const data = JSON.parse(lead.data) as Record<string, unknown>;
    expect(data).not.toHaveProperty("isAdmin");
    expect(data).not.toHaveProperty("idempotencyKey");
    const outbox = await api.store.db.selectFrom("outbox").selectAll().where("lead_id", "=", lead.id).where("audience", "=", "sales").execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.status).toBe("pending");
  });

  it("reads the metadata block nested under `meta` too", async () => {
    const { idempotencyKey, ...rest } = validBody(type);
    const body = { ...rest, meta: { idempotencyKey, pageUrl: "https://www.lumora.example/x", consentVersion: "v-test" } };
    expect((await postJson(endpoint(api.url, type), body)).status).toBe(200);
    const lead = await storedLead();
    expect(lead.idempotency_key).toBe(idempotencyKey);
    expect(lead.page_url).toBe("https://www.lumora.example/x");
    expect((await postJson(endpoint(api.url, type), body)).status).toBe(200);
    expect((await storedLead()).id).toBe(lead.id);
  });

  it("answers a classic form post with a 303 to the result page", async () => {
    const before = await leadCount();
    const result = await postForm(endpoint(api.url, type), validForm(type));
    expect(result.status).toBe(303);
    // A case study's result page offers its document, a webinar's its Zoom registration: the post names which one.
    // The visitor's details stay on the server: the page reads them through the signed reference (tests/api/form-result-urls.test.ts).
    const named = { "case-study": "&study=avon", webinar: "&webinar=bfcm2025-2" }[type as string];
    expect(result.location).toMatch(resultUrl(`form=${type}&status=success${named ?? ""}`));
    expect(await leadCount()).toBe(before + 1);
  });

  it("keeps one lead for the same idempotency key, with the same answer", async () => {
    const before = await leadCount();
    const body = validBody(type);
    const first = await postJson(endpoint(api.url, type), body);
    const again = await Promise.all([postJson(endpoint(api.url, type), body), postJson(endpoint(api.url, type), body)]);
    expect(first.status).toBe(200);
    for (const result of again) expect(result.body).toEqual(first.body);
    expect(await leadCount()).toBe(before + 1);
    const other = await postJson(endpoint(api.url, type), { ...body, idempotencyKey: randomUUID() });
    expect(other.status).toBe(200);
    expect(await leadCount()).toBe(before + 2);
  });

  it("answers a honeypot post like a success, stores it as spam and queues no mail", async () => {
    const result = await postJson(endpoint(api.url, type), { ...validBody(type), homepage: "https://spam.example" });
    expect(result.body).toEqual({ success: true, message: successMessages[type] });
    const lead = await storedLead();
    expect(lead.spam).toBe(1);
    expect(lead.spam_reason).toBe("honeypot");
    const outbox = await api.store.db.selectFrom("outbox").select("id").where("lead_id", "=", lead.id).execute();
    expect(outbox).toHaveLength(0);

    const invalidBot = await postForm(endpoint(api.url, type), { homepage: "x", email: "junk" });
    expect(invalidBot.location).toMatch(resultUrl(`form=${type}&status=success`));
    expect((await storedLead()).spam_reason).toBe("honeypot; invalid fields");
  });

  it("refuses an oversized body with 413", async () => {
    const huge = "x".repeat(17 * 1024);
    await expectRejected(() => postJson(endpoint(api.url, type), validBody(type, { padding: huge })), 413);
    // Without Content-Length (chunked), the limit is counted as it streams.
    const chunked = await fetch(endpoint(api.url, type), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
          controller.enqueue(new TextEncoder().encode(JSON.stringify(validBody(type))));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("refuses other content types with 415", async () => {
    for (const contentType of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
      await expectRejected(
        () =>
          fetch(endpoint(api.url, type), {
            method: "POST",
            headers: contentType ? { "content-type": contentType } : {},
            body: JSON.stringify(validBody(type)),
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as Record<string, unknown>,
            location: null,
            headers: response.headers,
          })),
        415,
      );
    }
  });

  it("refuses malformed JSON, non-objects and prototype keys with 400", async () => {
    const url = endpoint(api.url, type);
    const valid = JSON.stringify(validBody(type));
    const bodies = [
      '{"firstName": "Ada",',
      "not json",
      "",
      "[]",
      JSON.stringify([validBody(type)]),
      '"a string"',
      "null",
      "42",
      valid.replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      valid.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
      JSON.stringify({ ...validBody(type), nested: JSON.parse('{"__proto__": {"polluted": true}}') as unknown }),
      valid.replace(/^\{/, '{"note":"nul\\u0000byte",'),
    ];
    for (const body of bodies) {
      const result = await expectRejected(() => postJson(url, body), 400);
      expect(typeof result.body.error).toBe("string");
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers a body nested thousands deep with 400 saying so", async () => {
    const deep = JSON.stringify(validBody(type)).replace(/^\{/, `{"nested":${"[".repeat(2_500)}${"]".repeat(2_500)},`);
    const result = await expectRejected(() => postJson(endpoint(api.url, type), deep), 400);
    expect(result.body.error).toBe("JSON in request body is nested too deeply (more than 32 levels)");
  });

  it("refuses arrays, objects and numbers where text is expected", async () => {
    for (const field of textFields[type].filter((f) => f !== "userAgent" && f !== "timestamp")) {
      for (const value of [["Ada"], { name: "Ada" }, 42, true]) {
        await expectRejected(() => postJson(endpoint(api.url, type), withField(type, validBody(type), field, value)), 400);
      }
    }
  });

  it("refuses 10,000 characters of unicode in every field with a 4xx", async () => {
    for (const field of textFields[type]) {
      for (const text of ["é".repeat(10_000), "😀".repeat(10_000), "漢".repeat(10_000)]) {
        await expectRejected(() => postJson(endpoint(api.url, type), withField(type, validBody(type), field, text)));
      }
    }
  });

  it("stores HTML and SQL verbatim as data, or refuses them; never a 5xx", async () => {
    const payloads = [
      `<script>alert("x")</script>`,
      `<img src=x onerror=alert(1)>`,
      `Robert'); DROP TABLE leads;--`,
      `' OR '1'='1`,
      `"; DELETE FROM outbox; --`,
    ];
    for (const field of textFields[type]) {
      for (const payload of payloads) {
        const value = field === "email" ? `o'brien+${payload.length}@example.com` : `${payload} and some more text`;
        const body = withField(type, validBody(type), field, value);
        const before = await leadCount();
        const result = await postJson(endpoint(api.url, type), body);
        expect(result.status, `${field}: ${JSON.stringify(result.body)}`).toBeLessThan(500);
        if (result.status === 200) {
          expect(await leadCount()).toBe(before + 1);
          const lead = await storedLead();
          const stored = JSON.parse(lead.data) as Record<string, unknown>;
          if (field === "userAgent") expect(lead.user_agent).toBe(value);
          else if (field === "timestamp") expect(stored.clientTimestamp).toBe(value);
          else expect(stored[field]).toBe(value);
        } else {
          expect(result.status).toBe(400);
          expect(await leadCount()).toBe(before);
        }
      }
    }
    // The tables are still there.
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it("answers GET with 405", async () => {
    const response = await fetch(endpoint(api.url, type));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

type InvalidCase = [field: string, value: unknown, message: string];

const invalidCases: Record<LeadType, InvalidCase[]> = {
  contact: [
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", undefined, "First name is required"],
    ["lastName", "", "Last name is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "", "Please enter a valid email address"],
    ["inquiryType", "sales", "Please select an inquiry type"],
    ["inquiryType", undefined, "Please select an inquiry type"],
    ["message", "Too short", "Message must be at least 10 characters long"],
    ["message", undefined, "Message must be at least 10 characters long"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
    ["website", "w".repeat(301), "Must be at most 300 characters"],
    ["firstName", "Ada\r\nBcc: victim@example.com", "Must be a single line of text"],
    ["lastName", "Love\nlace", "Must be a single line of text"],
    ["companyName", "Acme\r\nX-Injected: 1", "Must be a single line of text"],
  ],
  demo: [
    ["goal", undefined, "Please select your top priority"],
    ["goal", "", "Please select your top priority"],
    ["goal", "make-money", "Please select your top priority"],
  ],
  feedback: [
    ["feedback", "", "Please tell us where you first heard about us"],
    ["feedback", "   ", "Please tell us where you first heard about us"],
    ["feedback", undefined, "Please tell us where you first heard about us"],
    ["feedback", "x".repeat(5001), "Must be at most 5000 characters"],
  ],
  "case-study": [
    ["companyName", "", "Please fill in all required fields"],
    ["firstName", " ", "Please fill in all required fields"],
    ["lastName", undefined, "Please fill in all required fields"],
    ["email", "grace@", "Please enter a valid email address"],
    ["consentGiven", false, "Please confirm your consent to continue"],
    ["consentGiven", undefined, "Please confirm your consent to continue"],
    ["consentGiven", "false", "Please confirm your consent to continue"],
    ["firstName", "Grace\r\nSubject: hi", "Must be a single line of text"],
  ],
  webinar: [
    ["companyName", "", "Company name is required"],
    ["firstName", "", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["email", "alan(at)example.com", "Please enter a valid email address"],
    ["jobTitle", "", "Job title is required"],
    ["consentGiven", false, "Please confirm your consent to continue"],
    ["jobTitle", "CTO\r\nBcc: x@example.com", "Must be a single line of text"],
  ],
};

describe.each(leadTypes)("invalid fields of %s", (type: LeadType) => {
  it.each(invalidCases[type])("%s = %j → %s", async (field, value, message) => {
    const body =
      value === undefined ? withoutField(type, validBody(type), field) : withField(type, validBody(type), field, value);
    const result = await expectRejected(() => postJson(endpoint(api.url, type), body), 400);
    expect(result.body.error).toBe(message);
    expect(result.body.fieldErrors).toEqual({ [field]: message });
  });

  it("sends a classic form post back to the result page with the messages, never the values", async () => {
    const form = { ...validForm(type), email: "<b>not-an-email</b>", goal: "nope", feedback: "", firstName: "" };
    const result = await postForm(endpoint(api.url, type), form);
    expect(result.status).toBe(303);
    const location = new URL(result.location ?? "", "http://x");
    expect(location.pathname).toBe("/form-result");
    expect(location.searchParams.get("form")).toBe(type);
    expect(location.searchParams.get("status")).toBe("invalid");
    const errors = JSON.parse(location.searchParams.get("errors") ?? "{}") as Record<string, string>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(result.location).not.toContain("not-an-email");
  });
});

it("lists the five lead endpoints", () => {
  expect(Object.values(leadEndpoints).sort()).toEqual([
    "/api/send-contact-email",
    "/api/send-demo-request",
    "/api/send-meeting-feedback",
    "/api/submit-case-study-form",
    "/api/submit-webinar-registration",
  ]);
});
