import net from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps every
 * message it receives, decoded enough to assert on.
 *
 *   const smtp = await startTestSmtp();            // a free port on 127.0.0.1
 *   // start the app with SMTP_URL = smtp.url
 *   const [mail] = await smtp.waitFor((all) => all.length >= 1);
 *   expect(mail.subject).toContain("New contact inquiry");
 *   expect(mail.html).toContain("&lt;script&gt;");
 *   await smtp.close();
 *
 * `startTestSmtp({ port })` listens on a given port: close it to simulate an
 * outage and start another on the same port to bring mail back.
 */
export type ReceivedMessage = {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** Header values by lower-case name (the last one wins), unfolded, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  /** The decoded text/plain and text/html parts ("" when absent), line ends as "\n". */
  text: string;
  html: string;
  /** Parts sent as files, decoded. */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
  receivedAt: Date;
};

export type TestSmtp = {
  url: string;
  port: number;
  /** Everything received so far, oldest first (a live array). */
  messages: ReceivedMessage[];
  /** Resolves with `messages` once `predicate(messages)` holds; rejects after `timeoutMs`. */
  waitFor(predicate: (messages: ReceivedMessage[]) => boolean, timeoutMs?: number): Promise<ReceivedMessage[]>;
  clear(): void;
  close(): Promise<void>;
};

/** A TCP port nobody listens on right now. */
// Ports already handed out in this process: tests that run concurrently each get their own,
// even when one of them leaves its port closed for a while to play a receiver that is down.
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestSmtp({
  port = 0,
  host = "127.0.0.1",
  acceptDelayMs = 0,
}: {
  port?: number;
  host?: string;
  /** Answer each message this much later: a slow mail server, so a backlog takes a while to send. */
  acceptDelayMs?: number;
} = {}): Promise<TestSmtp> {
  const messages: ReceivedMessage[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(raw),
          raw,
          receivedAt: new Date(),
        });
        for (const wake of waiters) wake();
        if (acceptDelayMs > 0) setTimeout(() => callback(), acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://${host}:${actualPort}`,
    port: actualPort,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`test SMTP: condition not met within ${timeoutMs} ms (${messages.length} message(s) received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// --- a small MIME reader: enough for the messages nodemailer writes --------

function splitHead(raw: string): { head: string; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  if (index === -1) return { head: raw, body: "" };
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))?.[0] ?? "\n\n";
  return { head: raw.slice(0, index), body: raw.slice(index + separator.length) };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const bytes: number[] = [];
      const text = body.replace(/=\r?\n/g, "");
      for (let i = 0; i < text.length; i++) {
        const char = text[i] ?? "";
        const hex = text.slice(i + 1, i + 3);
        if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(char, "utf8"));
        }
      }
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return body;
  }
}

type Parts = Pick<ReceivedMessage, "text" | "html" | "attachments">;

function collectParts(head: Record<string, string>, body: string, out: Parts): void {
  const type = head["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const { head: partHead, body: partBody } = splitHead(part.replace(/^\r?\n/, ""));
      collectParts(parseHeaders(partHead), partBody.replace(/\r?\n$/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(body, head["content-transfer-encoding"]).replace(/\r\n/g, "\n");
  const disposition = head["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "";
    out.attachments.push({ filename, contentType: type, content: decodeBody(body, head["content-transfer-encoding"]) });
    return;
  }
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

function parseMessage(raw: string) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Parts = { text: "", html: "", attachments: [] };
  collectParts(headers, body, parts);
  return { headers, subject: headers.subject ?? "", messageId: headers["message-id"] ?? "", ...parts };
}
