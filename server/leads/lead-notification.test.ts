import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe } from "../mail/escape.ts";
import { renderNotification } from "./lead-notification.ts";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
  });
});

describe("headerSafe", () => {
  it("flattens line breaks and control characters to single spaces", () => {
    expect(headerSafe("Hello\r\nBcc: victim@example.com\u0000\t x")).toBe("Hello Bcc: victim@example.com x");
    expect(headerSafe("a\u2028b")).toBe("a b");
  });

  it("shortens long subjects", () => {
    expect(headerSafe("x".repeat(300))).toHaveLength(150);
  });
});

describe("renderNotification", () => {
  const base = {
    id: "lead-1",
    receivedAt: "2025-08-01T12:00:00.000Z",
    consentGiven: null,
    consentVersion: null,
    pageUrl: "https://www.lumora.example/?utm_source=<x>",
    referrer: null,
    firstTouch: { utm_source: "news<letter>" },
    lastTouch: null,
    userAgent: "<ua>",
  };

  it("labels a demo request's goal and escapes every value", () => {
    const mail = renderNotification({ ...base, type: "demo", fields: { goal: "grow-data", clientTimestamp: "<t>" } });
    expect(mail.subject).toBe("New demo request: Grow First-Party Data");
    expect(mail.replyTo).toBeNull();
    expect(mail.html).toContain("?utm_source=&lt;x&gt;");
    expect(mail.html).toContain("utm_source=news&lt;letter&gt;");
    expect(mail.html).toContain("&lt;ua&gt;");
    expect(mail.html).not.toMatch(/<(x|ua|t|letter)>/);
  });

  it("puts a case study's title and the visitor's name in a one-line subject", () => {
    const mail = renderNotification({
      ...base,
      type: "case-study",
      consentGiven: true,
      consentVersion: "case-study-2025-08",
      fields: { firstName: "Grace", lastName: "Hopper", companyName: "Navy", email: "g@example.com", caseStudy: { id: 3, title: "Avon\r\nstory" } },
    });
    expect(mail.subject).toBe("Case study download: Avon story by Grace Hopper, Navy");
    expect(mail.replyTo).toBe("g@example.com");
    expect(mail.text).toContain("Consent: Given (case-study-2025-08)");
  });
});
