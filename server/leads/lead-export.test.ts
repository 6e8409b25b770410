import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./lead-export.ts";

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
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe("1,webinar,2025-08-01T00:00:00.000Z,a@example.com,A,,,,,,,,,BFCM (bfcm2025),yes,v1,,,utm_source=x; utm_medium=y,,,no,sent");
  });
});
