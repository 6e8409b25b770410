import { describe, expect, it } from "vitest";
import { formPostToBody, readLeadMeta, userAgentOf, validateLead, type Validation } from "./validate.ts";

const ESC = "\u001b";
/** Screen-clearing, window-retitling and C1 (8-bit CSI) sequences, as an attacker would send them. */
const ESC_CLEAR = "\u001b[2J";
const OSC_TITLE = "\u001b]0;pwned\u0007";
const C1_CSI = "\u009b31m";
const DEL = "\u007f";
/** Right-to-left text with its own marks and an override: people write this. */
const RTL = "שלום \u202Bעולם\u202C \u2067مرحبا\u2069 \u200F😀";

function fieldsOf(validation: Validation): Record<string, unknown> {
  if (!validation.ok) throw new Error(`expected a valid lead, got ${JSON.stringify(validation.fieldErrors)}`);
  return validation.lead.fields;
}

const contact = (message: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  inquiryType: "general",
  message,
});

describe("long text (contact message, feedback)", () => {
  it("loses C0, DEL and C1 controls, keeps line feeds and tabs, and stores every line break as \\n", async () => {
    const message = `${ESC_CLEAR}Hello${OSC_TITLE} team,\r\nline two\ttabbed${C1_CSI}\rline three\u0000${DEL}\u0085\n`;
    expect(fieldsOf(await validateLead("contact", contact(message))).message).toBe(
      "[2JHello]0;pwned team,\nline two\ttabbed31m\nline three",
    );
    const feedback = `A podcast${ESC_CLEAR}\r\nand a friend\u009d`;
    expect(fieldsOf(await validateLead("feedback", { feedback })).feedback).toBe("A podcast[2J\nand a friend");
  });

  it("keeps letters, emoji, right-to-left text and bidi controls as sent", async () => {
    const message = `Ünïcödé 日本語 ${RTL} — "quotes" & <tags>`;
    expect(fieldsOf(await validateLead("contact", contact(message))).message).toBe(message);
    expect(fieldsOf(await validateLead("feedback", { feedback: RTL })).feedback).toBe(RTL);
  });

  it("applies the length rules to the cleaned text", async () => {
    const onlyControls = await validateLead("feedback", { feedback: `${ESC.repeat(3)}\u0007` });
    expect(onlyControls.ok).toBe(false);
    const short = await validateLead("contact", contact(`${"\u0001".repeat(20)}short`));
    expect(short).toMatchObject({ ok: false, fieldErrors: { message: "Message must be at least 10 characters long" } });
  });
});

describe("one-line free text (user agent, the visitor's clock)", () => {
  it("turns each run of control characters into one space", async () => {
    const validation = await validateLead("demo", {
      goal: "grow-data",
      userAgent: `Mozilla/5.0${ESC_CLEAR}(X11;\tLinux)\u0085Firefox${OSC_TITLE}`,
      timestamp: `2025-08-01T12:00:00Z${ESC}[2J`,
    });
    expect(validation.ok && validation.lead.userAgent).toBe("Mozilla/5.0 [2J(X11; Linux) Firefox ]0;pwned");
    expect(fieldsOf(validation).clientTimestamp).toBe("2025-08-01T12:00:00Z [2J");
    const feedback = await validateLead("feedback", { feedback: "Radio", userAgent: `UA\u009b1m`, timestamp: "t\r\nx" });
    expect(feedback.ok && feedback.lead.userAgent).toBe("UA 1m");
    expect(fieldsOf(feedback).clientTimestamp).toBe("t x");
  });

  it("cleans the User-Agent header the same way (HTTP carries C1 bytes as Latin-1)", () => {
    expect(userAgentOf(`curl/8.0\u009b2J\t(test)`)).toBe("curl/8.0 2J (test)");
    expect(userAgentOf(`\u001b\u0007 `)).toBeNull();
    expect(userAgentOf(undefined)).toBeNull();
    expect(userAgentOf("x".repeat(2000))).toHaveLength(1000);
  });
});

describe("the forms' one-line fields", () => {
  it("still refuse a control character with the schema's message", async () => {
    for (const firstName of [`Ada${ESC_CLEAR}`, `Ada${C1_CSI}`, "Ada\tB", `Ada${DEL}`]) {
      expect(await validateLead("contact", { ...contact("A long enough message."), firstName })).toMatchObject({
        ok: false,
        fieldErrors: { firstName: "Must be a single line of text" },
      });
    }
  });

  it("keep right-to-left names and their bidi controls", async () => {
    const firstName = "\u202Bדוד\u202C";
    expect(fieldsOf(await validateLead("contact", { ...contact("A long enough message."), firstName })).firstName).toBe(firstName);
  });
});

describe("metadata", () => {
  it("makes page URL, referrer, consent version and attribution one line", () => {
    const meta = readLeadMeta({
      pageUrl: `https://www.lumora.example/help${ESC_CLEAR}`,
      referrer: `https://news.example/\u0085x`,
      consentVersion: `contact-2025-08${DEL}`,
      firstTouch: { utm_source: `news${OSC_TITLE}`, utm_campaign: RTL, at: "2025-08-01" },
      meta: { lastTouch: { utm_medium: `e\u0000mail` } },
    });
    expect(meta).toEqual({
      pageUrl: "https://www.lumora.example/help [2J",
      referrer: "https://news.example/ x",
      consentVersion: "contact-2025-08",
      firstTouch: { utm_source: "news ]0;pwned", utm_campaign: RTL, at: "2025-08-01" },
      lastTouch: { utm_medium: "e mail" },
    });
  });
});

describe("a classic form post", () => {
  it("is cleaned like the JSON body: the textarea's CRLF becomes \\n, controls go", async () => {
    const body = await formPostToBody("contact", {
      ...contact(`First line${ESC_CLEAR}\r\nSecond line${C1_CSI}`),
      pageUrl: `https://www.lumora.example/${OSC_TITLE}`,
      firstTouch: JSON.stringify({ utm_source: `a${ESC}b` }),
    });
    expect(fieldsOf(await validateLead("contact", body)).message).toBe("First line[2J\nSecond line31m");
    expect(readLeadMeta(body)).toEqual({
      pageUrl: "https://www.lumora.example/ ]0;pwned",
      firstTouch: { utm_source: "a b" },
    });
    const feedback = await formPostToBody("feedback", { feedback: `Podcast\r\n${ESC_CLEAR}`, userAgent: `UA${ESC}x` });
    const validation = await validateLead("feedback", feedback);
    expect(fieldsOf(validation).feedback).toBe("Podcast\n[2J");
    expect(validation.ok && validation.lead.userAgent).toBe("UA x");
  });

  it("reshapes a classic form post by the form's own schema: every schema field arrives, anything else stays behind", async () => {
    const webinar = await formPostToBody("webinar", {
      companyName: "Acme",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      jobTitle: "CTO",
      consentGiven: "on",
      webinarId: "bfcm2025",
      isAdmin: "true",
    });
    expect(webinar).toMatchObject({
      formData: { companyName: "Acme", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", jobTitle: "CTO", consentGiven: "on" },
      webinar: { id: "bfcm2025" },
    });
    expect(JSON.stringify(webinar)).not.toContain("isAdmin");
    expect((await validateLead("webinar", webinar)).ok).toBe(true);
    expect(await formPostToBody("demo", { goal: "grow-data", extra: "x" })).toEqual({ goal: "grow-data" });
  });
});

