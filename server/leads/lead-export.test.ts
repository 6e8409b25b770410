import { describe, expect, it } from "vitest";
import { csvCell, displayLine, displayText, type ExportedLead, toCsv, toJson, webhookStatusOf } from "./lead-export.ts";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+33 1 23")).toBe("'+33 1 23");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-terminated row per lead", () => {
    const csv = toCsv([
      {
        id: "1",
        type: "webinar",
        receivedAt: "2025-08-01T00:00:00.000Z",
        email: "a@example.com",
        fields: { firstName: "A", webinar: { id: "bfcm2025", title: "BFCM" } },
        consentGiven: true,
        consentVersion: "v1",
        pageUrl: null,
        referrer: null,
        firstTouch: { utm_source: "x", utm_medium: "y" },
        lastTouch: null,
        userAgent: null,
        spam: false,
        mailStatus: "sent",
        webhookStatus: "failed 1/2",
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe("1,webinar,2025-08-01T00:00:00.000Z,a@example.com,A,,,,,,,,,BFCM (bfcm2025),yes,v1,,,utm_source=x; utm_medium=y,,,no,sent,failed 1/2");
  });
});

/** What a terminal acts on rather than shows: C0 (line feed and tab excepted), DEL, C1, and the bidi embedding/override/isolate controls. */
const terminalControls = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/u;

describe("control characters in stored text", () => {
  const hostile = "a\u001b[2Jb\u001b]0;title\u0007c\u009b31md\u202Eevil\u2066e\u007f";

  it("are shown escaped on one line of a terminal table, line breaks and tabs too", () => {
    expect(displayLine(hostile)).toBe("a\\u001B[2Jb\\u001B]0;title\\u0007c\\u009B31md\\u202Eevil\\u2066e\\u007F");
    expect(displayLine("x\r\ny\tz")).toBe("x\\u000D\\u000Ay\\u0009z");
    expect(displayLine(null)).toBe("");
  });

  it("keep line feeds and tabs in text that may span lines, with \\r\\n as \\n", () => {
    expect(displayText("one\r\ntwo\tthree\rfour\u0085")).toBe("one\ntwo\tthree\\u000Dfour\\u0085");
  });

  it("leave letters, emoji and right-to-left marks alone", () => {
    const text = "Ünïcödé 日本語 שלום \u200F مرحبا 😀";
    expect(displayLine(text)).toBe(text);
    expect(csvCell(text)).toBe(text);
  });

  it("never reach a CSV cell raw, and formulas stay defused", () => {
    expect(csvCell(hostile)).not.toMatch(terminalControls);
    expect(csvCell("\u001b=1+1")).toBe("\\u001B=1+1");
    expect(csvCell("=1+1\u001b")).toBe("'=1+1\\u001B");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("line\r\nbreak")).toBe('"line\nbreak"');
  });

  const lead: ExportedLead = {
    id: "1",
    type: "contact",
    receivedAt: "2025-08-01T00:00:00.000Z",
    email: "a@example.com",
    fields: { firstName: `A${hostile}`, message: `Hi\r\n${hostile}` },
    consentGiven: null,
    consentVersion: null,
    pageUrl: `https://x.example/${hostile}`,
    referrer: null,
    firstTouch: { utm_source: hostile },
    lastTouch: null,
    userAgent: hostile,
    spam: false,
    mailStatus: "sent",
    webhookStatus: null,
  };

  it("are escaped everywhere in a CSV export", () => {
    const csv = toCsv([lead]);
    // CRLF ends each record; inside the cells no carriage return is left.
    expect(csv.split("\r\n")).toHaveLength(3);
    expect(csv.replace(/\r\n/g, "\n")).not.toMatch(terminalControls);
    expect(csv).toContain("\\u202Eevil");
  });

  it("are escaped in a JSON export that still reads back exactly", () => {
    const json = toJson([lead]);
    expect(json).not.toMatch(terminalControls);
    expect(json.endsWith("]\n")).toBe(true);
    expect(JSON.parse(json)).toEqual([lead]);
  });
});

describe("webhookStatusOf", () => {
  const of = (total: number, sent: number, failed: number) => webhookStatusOf({ webhook_total: total, webhook_sent: sent, webhook_failed: failed });

  it("is empty without webhooks and the common state when the endpoints agree", () => {
    expect(of(0, 0, 0)).toBeNull();
    expect(of(2, 2, 0)).toBe("sent");
    expect(of(2, 0, 2)).toBe("failed");
    expect(of(1, 0, 0)).toBe("pending");
  });

  it("names the most urgent state and its count when they differ", () => {
    expect(of(2, 1, 1)).toBe("failed 1/2");
    expect(of(3, 1, 1)).toBe("failed 1/3");
    expect(of(2, 1, 0)).toBe("pending 1/2");
  });

  it("reads counts as the drivers return them (text or bigint)", () => {
    expect(webhookStatusOf({ webhook_total: "2", webhook_sent: 2n, webhook_failed: null })).toBe("sent");
  });
});
