import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { redactUrl } from "../db/database.server.ts";

export type OutgoingMail = {
  /** Names the .eml file and makes the Message-ID. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  messageId: string;
  date: Date;
  attachments?: readonly MailAttachment[];
  headers?: ExtraHeaders;
};

export type MailAttachment = { filename: string; contentType: string; content: string };

/** Any other name is dropped, so a stored value can never add a Bcc or replace a From. */
export const EXTRA_HEADER_NAMES = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;
export type ExtraHeaderName = (typeof EXTRA_HEADER_NAMES)[number];
export type ExtraHeaders = Partial<Record<ExtraHeaderName, string>>;

/** Printable ASCII only, so no line break can end the field early. */
export const HEADER_VALUE_PATTERN = /^[\x20-\x7e]{1,900}$/;

/** `prepared`: nodemailer neither folds nor encodes them, so a URL inside `<…>` reaches the reader intact. */
export function extraHeaderFields(headers: ExtraHeaders | undefined): Record<string, { prepared: true; value: string }> {
  const fields: Record<string, { prepared: true; value: string }> = {};
  for (const name of EXTRA_HEADER_NAMES) {
    const value = headers?.[name];
    if (typeof value === "string" && HEADER_VALUE_PATTERN.test(value)) fields[name] = { prepared: true, value };
  }
  return fields;
}

export type MailTransport = {
  kind: "smtp" | "file";
  /** Without credentials (for logs). */
  target: string;
  send(mail: OutgoingMail): Promise<{ file?: string }>;
  forget?(outboxIds: readonly string[]): Promise<number>;
  close(): void;
};

/**
 * Mail clients decode RFC 2047 encoded words anywhere and nodemailer passes them through, so a subject containing `=?`
 * goes out encoded in full: a name typed as an encoded word is shown literally, never decoded.
 */
export function subjectHeader(subject: string): string {
  return subject.includes("=?") ? encodeWord(subject, "Q", 52) : subject;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: subjectHeader(mail.subject),
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo ?? undefined,
    messageId: mail.messageId,
    date: mail.date,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    // Automated mail: out-of-office replies are not wanted.
    headers: { ...extraHeaderFields(mail.headers), "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
  };
}

/** Timeouts are well under the outbox lease, so a hung server cannot make a second worker send the same message. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    target: redactUrl(url),
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
      return {};
    },
    close: () => transporter.close(),
  };
}

/** `<DATA_DIR>/outbox/<created>-<outbox id>.eml`, so any mail client opens it and `leads forget` can find it. */
export function fileTransport(dataDir: string): MailTransport {
  const directory = path.resolve(dataDir, "outbox");
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    target: directory,
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      await mkdir(directory, { recursive: true });
      const stamp = mail.date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      const file = path.join(directory, `${stamp}-${mail.id}.eml`);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, info.message as Buffer, { flush: true });
      await rename(temporary, file);
      return { file };
    },
    async forget(outboxIds) {
      const names = await readdir(directory).catch(() => [] as string[]);
      let deleted = 0;
      for (const id of outboxIds) {
        for (const name of names.filter((entry) => entry.endsWith(`-${id}.eml`))) {
          await rm(path.join(directory, name), { force: true });
          deleted += 1;
        }
      }
      return deleted;
    },
    close: () => composer.close(),
  };
}
