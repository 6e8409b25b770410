import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * A local mail catcher for the browser journeys: an SMTP server that accepts
 * every message, and an HTTP endpoint that lists what arrived.
 *
 *   SMTP  127.0.0.1:$SMTP_CAPTURE_PORT       (default 2599)
 *   HTTP  127.0.0.1:$SMTP_CAPTURE_HTTP_PORT  (default 2598)
 *         GET /messages  → [{ from, to, raw, receivedAt }]
 *         DELETE /messages
 */
type Captured = { from: string; to: string[]; raw: string; receivedAt: string };

const smtpPort = Number(process.env.SMTP_CAPTURE_PORT ?? 2599);
const httpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT ?? 2598);
const messages: Captured[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const http = createServer((req, res) => {
  if (req.url === "/messages" && req.method === "GET") {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(messages));
  } else if (req.url === "/messages" && req.method === "DELETE") {
    messages.length = 0;
    res.writeHead(204).end();
  } else if (req.url === "/") {
    res.writeHead(200).end("ok");
  } else {
    res.writeHead(404).end();
  }
});

smtp.listen(smtpPort, "127.0.0.1", () => {
  http.listen(httpPort, "127.0.0.1", () => {
    console.log(`smtp-capture: SMTP on ${smtpPort}, HTTP on ${httpPort}`);
  });
});

const stop = () => {
  smtp.close(() => http.close(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
