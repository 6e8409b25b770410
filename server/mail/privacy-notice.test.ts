import { describe, expect, it } from "vitest";
import { mergeRecipients } from "./outbox.server.ts";
import { renderErasureNotice, renderUnsubscribeNotice } from "./privacy-notice.ts";

const leads = [
  { id: "5b0c2d1e-0000-4000-8000-000000000001", type: "contact" },
  { id: "5b0c2d1e-0000-4000-8000-000000000002", type: "webinar" },
];

describe("renderErasureNotice", () => {
  it("names the leads by id and type, the endpoints by host, and what is left to do", () => {
    const receivers = ["crm.example", "hooks.zapier.com"];
    const notice = renderErasureNotice({ requestedBy: "visitor", at: "2026-11-25T10:00:00.000Z", leads, messages: 3, receivers });
    expect(notice.subject).toBe("Privacy: a person's data was erased (2 leads)");
    expect(notice.text).toContain("privacy page (2026-11-25T10:00:00.000Z)");
    expect(notice.text).toContain("2 leads and 3 messages");
    expect(notice.text).toContain(`- ${leads[0]?.id} (Contact inquiry)`);
    expect(notice.text).toContain(`- ${leads[1]?.id} (Webinar registration)`);
    expect(notice.text).toContain("lead.erased webhook naming the lead ids): crm.example, hooks.zapier.com.");
    expect(notice.text).toContain("search for each lead id");
    expect(notice.html).toContain(`<li style="font-family:ui-monospace,Menlo,monospace">${leads[0]?.id} (Contact inquiry)</li>`);
  });

  it("says so when no endpoint had the leads, and who erased them", () => {
    const notice = renderErasureNotice({ requestedBy: "operator", at: "2026-11-25T10:00:00.000Z", leads: [leads[0]!], messages: 1, receivers: [] });
    expect(notice.subject).toBe("Privacy: a person's data was erased (1 lead)");
    expect(notice.text).toContain("with `leads forget`");
    expect(notice.text).toContain("No connected tool (webhook) had been sent these leads.");
    expect(notice.html).toContain("`leads forget`");
  });
});

describe("renderUnsubscribeNotice", () => {
  it("names the address in the body, never in the subject", () => {
    const at = "2026-11-25T10:00:00.000Z";
    const notice = renderUnsubscribeNotice({ source: "one-click", at, email: "ada@example.com", leads, receivers: ["crm.example"] });
    expect(notice.subject).toBe("Privacy: marketing emails stopped for a contact (2 leads)");
    expect(notice.text).toContain("ada@example.com withdrew their consent to marketing emails through one click in an email");
    expect(notice.text).toContain("contact.unsubscribed webhook with the address and the lead ids): crm.example.");
    expect(notice.html).toContain("ada@example.com");
  });

  it("escapes what it shows in the HTML part", () => {
    const notice = renderUnsubscribeNotice({ source: "manage", at: "t", email: "a&b@example.com", leads: [{ id: "<id>", type: "<x>" }], receivers: [] });
    expect(notice.html).toContain("a&amp;b@example.com");
    expect(notice.html).toContain("&lt;id&gt; (&lt;x&gt;)");
    expect(notice.html).not.toContain("<id>");
  });
});

describe("mergeRecipients", () => {
  it("lists every address once, in the order first seen", () => {
    const lists = ["sales@x.example, ops@x.example", "sales@x.example", " events@x.example "];
    expect(mergeRecipients(lists)).toBe("sales@x.example, ops@x.example, events@x.example");
    expect(mergeRecipients([])).toBe("");
  });
});
