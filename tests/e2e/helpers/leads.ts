import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR, SMTP_CAPTURE_HTTP } from "../../support/e2e-env";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
// The pinned Node 24 (type stripping), whatever `node` is first on PATH.
const node = path.join(root, "node_modules/.bin/node");

/** A lead as the leads CLI exports it. */
export type StoredLead = {
  id: string;
  type: string;
  email: string | null;
  fields: Record<string, unknown>;
  consentVersion: string | null;
  pageUrl: string | null;
  referrer: string | null;
  firstTouch: Record<string, string> | null;
  lastTouch: Record<string, string> | null;
  userAgent: string | null;
  spam: boolean;
};

/** Every stored lead of a type, read back through the leads CLI (as the sales team would). */
export async function readLeads(type: string): Promise<StoredLead[]> {
  const { stdout } = await run(node, ["scripts/leads.ts", "export", "--format", "json", "--type", type], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    maxBuffer: 20 * 1024 * 1024,
  });
  return JSON.parse(stdout) as StoredLead[];
}

/** Waits for the one stored lead that matches, and returns it. */
export async function waitForLead(type: string, match: (lead: StoredLead) => boolean): Promise<StoredLead> {
  let found: StoredLead | undefined;
  await expect
    .poll(
      async () => {
        found = (await readLeads(type)).find(match);
        return Boolean(found);
      },
      { message: `a stored ${type} lead`, timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

type CapturedMail = { from: string; to: string[]; raw: string; receivedAt: string };

/** The text of a raw message with its quoted-printable and base64 parts decoded. */
export function decodeMail(raw: string): string {
  const out = [raw];
  const part =
    /Content-Transfer-Encoding:\s*(quoted-printable|base64)[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const [, encoding, body = ""] of raw.matchAll(part)) {
    if (encoding!.toLowerCase() === "base64") {
      out.push(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8"));
    } else {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      out.push(Buffer.from(bytes, "latin1").toString("utf8"));
    }
  }
  return out.join("\n");
}

/**
 * Waits for the email that mentions every marker, and returns its decoded
 * text. A lead sends the sales team a notification and, for most forms, the
 * visitor a message of their own: name something only the one you want
 * carries (its subject, say), and tests running side by side never pick up
 * each other's mail.
 */
export async function waitForMail(...markers: string[]): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMTP_CAPTURE_HTTP}/messages`);
        const messages = (await response.json()) as CapturedMail[];
        text = messages.map((message) => decodeMail(message.raw)).find((decoded) => markers.every((marker) => decoded.includes(marker))) ?? "";
        return text !== "";
      },
      { message: `an email mentioning ${markers.join(" and ")}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return text;
}

/** A value no other test (or run) uses. */
export function uniqueToken(prefix = "e2e"): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A caught email as the catcher parses it. */
export type ParsedMail = { to: string[]; subject: string; text: string; headers: Record<string, string> };

/** The newest caught email to `email` whose subject starts with `subject`. */
export async function mailTo(email: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${SMTP_CAPTURE_HTTP}/messages`)).json()) as ParsedMail[];
        found = messages.filter((message) => message.to.includes(email) && message.subject.startsWith(subject)).at(-1);
        return Boolean(found);
      },
      { message: `an email "${subject}…" to ${email}`, timeout: 20_000, intervals: [200, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** A person's browser, as a phone reports it: the server counts its views (a headless browser's are not counted). */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

/**
 * That browser as one visitor of its own: the server tells visitors apart by
 * address and user agent, and every journey comes from 127.0.0.1, so each
 * journey's agent carries its test's id (hexadecimal: no word in it reads as
 * a program's agent).
 */
export const personUserAgent = (testId: string) => `${PERSON_USER_AGENT} Journey/${testId}`;
