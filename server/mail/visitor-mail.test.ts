import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { visitorMailFor, type VisitorMailContext } from "../leads/visitor-messages.server.ts";
import { readHeaders, serializeHeaders } from "./outbox.server.ts";
import { extraHeaderFields, fileTransport, type MailTransport, type OutgoingMail } from "./transport.server.ts";

/**
 * Visitor emails as they go on the wire: both parts, the sales inbox as
 * Reply-To, the one-click unsubscribe pair only for a visitor who agreed to
 * marketing, and nothing the visitor typed in any header.
 */
const study = getCaseStudyBySlug("gourmetgiftbaskets")!;
const evilName = 'Eve <script>alert(1)</script>\r\nBcc: victim@evil.example';
const unsubscribe = {
  pageUrl: "https://www.lumora.example/privacy/requests/unsubscribe?token=v1.abc_DEF-123",
  oneClickUrl: "https://www.lumora.example/api/privacy/unsubscribe?token=v1.abc_DEF-123",
};

function context(overrides: Partial<VisitorMailContext> = {}): VisitorMailContext {
  return {
    email: "eve@example.com",
    createdAt: "2026-11-23T12:00:00.000Z",
    siteUrl: "https://www.lumora.example",
    now: Date.parse("2026-11-23T12:00:00.000Z"),
    replyTo: "sales@lumora.example",
    ...overrides,
  };
}

/** The header block of a raw message, folded lines joined, as [lower-case name, value]. */
function headersOf(raw: string): Array<[string, string]> {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]);
}

describe("visitor emails on the wire", () => {
  let directory: string;
  let transport: MailTransport;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "visitor-mail-"));
    transport = fileTransport(directory);
  });
  afterAll(async () => {
    transport?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function wire(row: NonNullable<ReturnType<typeof visitorMailFor>>): Promise<string> {
    const headers = readHeaders(row.headers ?? null);
    expect(headers).not.toBeNull();
    const mail: OutgoingMail = {
      id: row.id,
      from: "Lumora Website <no-reply@lumora.example>",
      to: row.recipients,
      subject: row.subject,
      text: row.text_body ?? "",
      html: row.html_body ?? "",
      replyTo: row.reply_to,
      messageId: `<${row.id}@lumora.example>`,
      date: new Date(row.created_at),
      headers: headers ?? undefined,
    };
    const { file } = await transport.send(mail);
    return readFile(file!, "utf8");
  }

  it("a consenting visitor's case study: text and HTML, Reply-To, the unsubscribe pair, the privacy footer", async () => {
    const row = visitorMailFor(
      "case-study",
      { firstName: evilName, caseStudy: { slug: study.slug, title: study.title, documentUrl: study.caseStudyUrl } },
      context({ unsubscribe }),
    )!;
    const raw = await wire(row);
    const headers = headersOf(raw);
    const header = (name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);
    expect(header("content-type")[0]).toMatch(/^multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(header("reply-to")).toEqual(["sales@lumora.example"]);
    expect(header("to")).toEqual(["eve@example.com"]);
    expect(header("list-unsubscribe")).toEqual([`<${unsubscribe.oneClickUrl}>`]);
    expect(header("list-unsubscribe-post")).toEqual(["List-Unsubscribe=One-Click"]);
    expect(header("subject")).toEqual([`Your case study: ${study.title}`]);
    // Nothing the visitor typed reaches a header, and no header was injected.
    expect(header("bcc")).toEqual([]);
    expect(headers.map(([, value]) => value).join("\n")).not.toMatch(/Eve|script|victim/);

    expect(row.text_body).toContain("https://www.lumora.example/privacy/requests");
    expect(row.text_body).toContain(`Stop marketing emails: ${unsubscribe.pageUrl}`);
    expect(row.html_body).toContain('href="https://www.lumora.example/privacy/requests"');
    expect(row.html_body).toContain("&lt;script&gt;");
    expect(row.html_body).not.toContain("<script>");
  });

  it("a contact acknowledgement: no marketing consent, so no List-Unsubscribe; the reply promise and the privacy footer", async () => {
    const row = visitorMailFor("contact", { firstName: "Ada", message: "Call me about <b>pricing</b>" }, context({ email: "ada@example.com" }))!;
    expect(row.headers).toBeNull();
    const raw = await wire(row);
    const names = headersOf(raw).map(([name]) => name);
    expect(names).not.toContain("list-unsubscribe");
    expect(names).not.toContain("list-unsubscribe-post");
    expect(headersOf(raw).find(([name]) => name === "reply-to")?.[1]).toBe("sales@lumora.example");
    expect(row.subject).toBe("Thanks for contacting Lumora");
    expect(row.text_body).toMatch(/^Hi Ada,/);
    expect(row.text_body).toContain("We typically reply within 24 business hours (EST).");
    expect(row.text_body).toContain("https://www.lumora.example/privacy/requests");
    // The message is never quoted back to the address that was typed.
    expect(`${row.text_body}${row.html_body}`).not.toContain("pricing");
  });

  it("a webinar registrant without marketing consent gets no unsubscribe header", () => {
    const row = visitorMailFor("webinar", { firstName: "Alan", webinar: { id: "bfcm2025" } }, context())!;
    expect(row.headers).toBeNull();
    expect(row.text_body).toContain("https://www.lumora.example/privacy/requests");
    expect(row.text_body).not.toContain("Stop marketing emails");
  });

  it("stores and sends only the allowed header names, each as one printable line", () => {
    expect(() => serializeHeaders({ Bcc: "x@example.com" } as never)).toThrow();
    expect(() => serializeHeaders({ "List-Unsubscribe": "<https://a.example/>\r\nBcc: x@example.com" })).toThrow();
    expect(readHeaders('{"Bcc":"x@example.com"}')).toBeNull();
    expect(readHeaders("not json")).toBeNull();
    expect(readHeaders(null)).toEqual({});
    expect(extraHeaderFields({ "List-Unsubscribe": "<https://a.example/>", Bcc: "x@example.com" } as never)).toEqual({
      "List-Unsubscribe": { prepared: true, value: "<https://a.example/>" },
    });
    expect(extraHeaderFields({ "List-Unsubscribe": "<https://a.example/>\nBcc: x" })).toEqual({});
  });
});
