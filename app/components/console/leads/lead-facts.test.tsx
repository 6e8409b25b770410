import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadFacts } from "#app/components/console/leads/lead-facts.tsx";
import type { LeadDetail } from "#app/lib/console-lead-views.ts";
import { leadTypeNames } from "#app/forms/lead-contract.ts";

const lead: LeadDetail = {
  id: "0b7e",
  type: "webinar",
  receivedAt: "2026-12-07T10:00:00.000Z",
  email: "grace@example.com",
  fields: { jobTitle: "Head of Growth", webinar: { id: "bfcm2025", title: "BFCM 2025: Recover Every Lost Shopper" } },
  consentGiven: true,
  consentVersion: "webinar-2025-08",
  pageUrl: null,
  referrer: null,
  firstTouch: null,
  lastTouch: null,
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  spam: false,
  spamReason: null,
  status: "new",
  source: "direct",
  updatedAt: null,
};

describe("a lead's facts", () => {
  it("name the webinar it registered for by its title, and the browser in words", () => {
    const html = renderToStaticMarkup(<LeadFacts lead={lead} names={leadTypeNames} />);
    expect(html).toContain(">BFCM 2025: Recover Every Lost Shopper</dd>");
    expect(html).not.toContain("&quot;id&quot;");
    expect(html).toContain("Chrome on macOS");
  });
});
