import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../tests/support/smtp.ts";
import { renderNotification } from "../leads/lead-notification.ts";
import { fileTransport, type OutgoingMail, smtpTransport, subjectHeader } from "./transport.server.ts";

/** A name that a mail client would decode to a line break and a Bcc header. */
const encodedName = `=?UTF-8?B?${Buffer.from("Hi\r\nBcc: victim@evil.example").toString("base64")}?=`;

function contactMail(id: string): OutgoingMail {
  const rendered = renderNotification({
    id,
    type: "contact",
    fields: {
      firstName: encodedName,
      lastName: "Doe",
      email: "visitor@example.com",
      inquiryType: "other",
      message: "Please call me back about pricing.",
    },
    receivedAt: "2025-08-01T12:00:00.000Z",
    consentGiven: null,
    consentVersion: null,
    pageUrl: null,
    referrer: null,
    firstTouch: null,
    lastTouch: null,
    userAgent: null,
  });
  return {
    id,
    from: "leads@lumora.example",
    to: "sales@lumora.example",
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    replyTo: rendered.replyTo,
    messageId: `<${id}@lumora.example>`,
    date: new Date("2025-08-01T12:00:00.000Z"),
  };
}

/** The header block of a raw message, folded lines joined, by lower-case name. */
function headersOf(raw: string): Array<[name: string, value: string]> {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]);
}

/** The bytes of Q-encoded text: `_` is a space, `=XX` a byte, anything else itself. */
function qBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text[i] === "_" ? 0x20 : text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047 decoding as a mail client does it: each encoded word is decoded
 * once, whitespace between adjacent encoded words is dropped, and the decoded
 * text is never scanned again.
 */
function decodeHeader(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  let result = "";
  let last = 0;
  let previousWasWord = false;
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    if (!(previousWasWord && /^\s*$/.test(between))) result += between;
    const [, , encoding = "", text = ""] = match;
    result += (encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : qBytes(text)).toString("utf8");
    last = match.index + match[0].length;
    previousWasWord = true;
  }
  return result + value.slice(last);
}

function assertLiteralSubject(raw: string) {
  const headers = headersOf(raw);
  const subjects = headers.filter(([name]) => name === "subject");
  expect(subjects).toHaveLength(1);
  const decoded = decodeHeader(subjects[0]?.[1] ?? "");
  expect(decoded).toBe(`New contact inquiry (Other) from ${encodedName} Doe`);
  expect(decoded).toContain("=?UTF-8?B?");
  expect(decoded).not.toMatch(/[\r\n]|Bcc/);
  expect(headers.map(([name]) => name)).not.toContain("bcc");
  expect(raw.slice(0, raw.search(/\r?\n\r?\n/))).not.toMatch(/^bcc:/im);
}

describe("subjectHeader", () => {
  it("leaves an ordinary subject alone", () => {
    expect(subjectHeader("New demo request: Grow First-Party Data")).toBe("New demo request: Grow First-Party Data");
  });

  it("encodes a subject that contains `=?` in full, so it decodes to the literal text", () => {
    const subject = `New contact inquiry (Other) from ${encodedName} Doe`;
    const header = subjectHeader(subject);
    expect(header).not.toContain(encodedName);
    expect(decodeHeader(header)).toBe(subject);
  });

  it("keeps every character of a non-ASCII subject whole across its encoded words", () => {
    const subject = "Webinar registration: Ünïcödé 日本語のタイトル by =?x?Q?y?= Ängström 😀😀😀";
    expect(decodeHeader(subjectHeader(subject))).toBe(subject);
  });
});

describe("a subject shaped like an encoded word", () => {
  it("reaches an .eml file as literal text", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "lumora-mail-"));
    const transport = fileTransport(dataDir);
    try {
      const { file } = await transport.send(contactMail("eml-1"));
      assertLiteralSubject(await readFile(file ?? "", "utf8"));
    } finally {
      transport.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe("over SMTP", () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      await smtp?.close();
    });

    it("reaches the mail server as literal text", async () => {
      const transport = smtpTransport(smtp.url);
      try {
        await transport.send(contactMail("smtp-1"));
        const [message] = await smtp.waitFor((all) => all.length >= 1);
        expect(message?.to).toEqual(["sales@lumora.example"]);
        assertLiteralSubject(message?.raw ?? "");
      } finally {
        transport.close();
      }
    });
  });
});
