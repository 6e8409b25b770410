import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { headerOf, readAnswer, trickle, uploadUntilClosed } from "../../tests/support/raw-http.ts";
import { HTTP_TIMEOUT_DEFAULTS, type HttpTimeouts, listen } from "./serve.ts";

/**
 * The server every process of the site runs (listen): which answer is its
 * connection's last, and how long a client may take to send a request.
 */
let server: Server | undefined;

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(handler: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUT_DEFAULTS): Promise<number> {
  server = await listen(handler, 0, "127.0.0.1", timeouts);
  return (server.address() as AddressInfo).port;
}

/** Answers 405 at once, reading nothing, as the method guard does. */
const refuse: RequestListener = (_req, res) => {
  res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
};

/** Reads the whole body, then answers with its length. */
const readThenAnswer: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
  let length = 0;
  req.on("data", (chunk: Buffer) => (length += chunk.length));
  req.on("end", () => res.end(String(length)));
};

/** A socket that collects what it receives and says when the server closed it. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.on("close", () => (closed = true));
  const until = async (check: () => boolean, timeoutMs = 2_000) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out; received so far:\n${received}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    socket,
    received: () => received,
    closed: () => closed,
    /** Waits until `count` answers have arrived (by their status lines). */
    answers: (count: number) => until(() => (received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= count),
    waitClosed: (timeoutMs?: number) => until(() => closed, timeoutMs),
  };
}

describe("a request answered before its body is read", () => {
  it.each([
    ["a declared length", "Content-Length: 1000000000000"],
    ["chunked", "Transfer-Encoding: chunked"],
  ])("closes its connection without reading the body (%s)", async (_name, framing) => {
    const port = await serve(refuse);
    const upload = await uploadUntilClosed(port, `POST / HTTP/1.1\r\nHost: x\r\n${framing}\r\n\r\n`);
    expect(upload.status).toBe(405);
    expect(headerOf(upload.head, "Connection")).toBe("close");
    // The client kept writing; the server closed the connection anyway.
    expect(upload.closed).toBe(true);
    expect(upload.closedAfterAnswerMs).toBeLessThan(1_000);
    // What was sent is what the socket buffers took before the server stopped reading, not a drained body.
    expect(upload.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("a request without a body keeps its keep-alive connection", async () => {
    const port = await serve(refuse);
    const client = await connect(port);
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\nDELETE / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
    await client.answers(2);
    expect(client.received()).not.toMatch(/^Connection: close/im);
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });

  it("a body read to its end keeps the connection for the next request", async () => {
    const port = await serve(readThenAnswer);
    const client = await connect(port);
    const body = "x".repeat(20_000);
    client.socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    client.socket.write(`POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`);
    await client.answers(2);
    const answers = client.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((text) => readAnswer(text).status)).toEqual([200, 200]);
    expect(answers.map((text) => headerOf(readAnswer(text).head, "Connection"))).toEqual(["keep-alive", "keep-alive"]);
    expect(answers.map((text) => text.split("\r\n\r\n")[1])).toEqual(["20000", "5"]);
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });
});

describe("timeouts", () => {
  const short: HttpTimeouts = { requestSeconds: 1, headersSeconds: 0.5, keepAliveSeconds: 5 };

  it("cuts off a body that trickles in after the request timeout, with a 408", async () => {
    const port = await serve(readThenAnswer, short);
    const slow = await trickle(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n", { everyMs: 50, giveUpMs: 5_000 });
    expect(slow.status).toBe(408);
    // The limit, give or take the half-second check.
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(slow.closedAfterMs).toBeLessThan(2_500);
  });

  it("cuts off headers that trickle in after the headers timeout", async () => {
    const port = await serve(readThenAnswer, short);
    const slow = await trickle(port, "GET / HTTP/1.1\r\nX-Slow: ", { everyMs: 50, giveUpMs: 5_000 });
    expect(slow.status).toBe(408);
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(slow.closedAfterMs).toBeLessThan(2_000);
  });

  it("gives a form post a slow phone sends in its time", () => {
    // 16 KiB and headers at 10 kbit/s take about 15 s.
    expect(HTTP_TIMEOUT_DEFAULTS.requestSeconds).toBeGreaterThanOrEqual(((18 * 1024 * 8) / 10_000) * 1.5);
    expect(HTTP_TIMEOUT_DEFAULTS.headersSeconds).toBeLessThanOrEqual(HTTP_TIMEOUT_DEFAULTS.requestSeconds);
  });
});

describe("once the server stops listening", () => {
  it("closes idle keep-alive connections at once and busy ones after their answer, which says Connection: close", async () => {
    let release: (() => void) | undefined;
    const port = await serve((req, res) => {
      if (req.url === "/slow") release = () => res.end("slow");
      else res.end("fast");
    });
    const idle = await connect(port);
    idle.socket.write("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
    await idle.answers(1);
    const busy = await connect(port);
    busy.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));

    let serverClosed = false;
    server?.close(() => (serverClosed = true));
    await idle.waitClosed(500);
    expect(busy.closed()).toBe(false);

    release();
    await busy.answers(1);
    expect(readAnswer(busy.received()).status).toBe(200);
    expect(headerOf(readAnswer(busy.received()).head, "Connection")).toBe("close");
    await busy.waitClosed(500);
    const started = Date.now();
    while (!serverClosed && Date.now() - started < 500) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(serverClosed).toBe(true);
    server = undefined;
  });

  it("closes a connection whose answer had begun before, once it is finished", async () => {
    let finish: (() => void) | undefined;
    const port = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("begun ");
      finish = () => res.end("and finished");
    });
    const client = await connect(port);
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await client.answers(1);
    expect(headerOf(readAnswer(client.received()).head, "Connection")).toBe("keep-alive");

    let serverClosed = false;
    server?.close(() => (serverClosed = true));
    finish?.();
    await client.waitClosed(500);
    expect(client.received()).toContain("and finished");
    const started = Date.now();
    while (!serverClosed && Date.now() - started < 500) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(serverClosed).toBe(true);
    server = undefined;
  });
});
