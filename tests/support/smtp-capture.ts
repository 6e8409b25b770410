import { createServer } from "node:http";
import { startTestSmtp } from "./smtp.ts";

/**
 * A local mail catcher for the browser journeys, run as its own process by
 * playwright.config.ts: the test SMTP server (./smtp.ts) plus an HTTP
 * endpoint that lists what arrived.
 *
 *   SMTP  127.0.0.1:$SMTP_CAPTURE_PORT       (default 2599)
 *   HTTP  127.0.0.1:$SMTP_CAPTURE_HTTP_PORT  (default 2598)
 *         GET /messages  → [{ from, to, subject, text, html, raw, receivedAt }]
 *         DELETE /messages
 */
const smtpPort = Number(process.env.SMTP_CAPTURE_PORT ?? 2599);
const httpPort = Number(process.env.SMTP_CAPTURE_HTTP_PORT ?? 2598);

const smtp = await startTestSmtp({ port: smtpPort });

const http = createServer((req, res) => {
  if (req.url === "/messages" && req.method === "GET") {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(smtp.messages));
  } else if (req.url === "/messages" && req.method === "DELETE") {
    smtp.clear();
    res.writeHead(204).end();
  } else if (req.url === "/") {
    res.writeHead(200).end("ok");
  } else {
    res.writeHead(404).end();
  }
});

http.listen(httpPort, "127.0.0.1", () => {
  console.log(`smtp-capture: SMTP on ${smtp.port}, HTTP on ${httpPort}`);
});

const stop = () => {
  http.close();
  void smtp.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
