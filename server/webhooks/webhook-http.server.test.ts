import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryDelayMs } from "../queue/retry-schedule.ts";
import { classifyError, classifyResponse, parseRetryAfter, postWebhook, retryAfterDelayMs } from "./webhook-http.server.ts";

const answer = (status: number, headers: Record<string, string> = {}, statusText = "") => ({ status, statusText, headers: new Headers(headers) });
const NOW = Date.parse("2026-11-25T10:00:00Z");

describe("classifyResponse", () => {
  it("counts every 2xx as delivered", () => {
    expect(classifyResponse(answer(200))).toEqual({ kind: "delivered", status: 200 });
    expect(classifyResponse(answer(204))).toEqual({ kind: "delivered", status: 204 });
  });

  it.each([500, 502, 503, 504, 429, 408])("retries %i", (status) => {
    expect(classifyResponse(answer(status, {}, "Nope"))).toEqual({ kind: "retry", status, error: `HTTP ${status} Nope` });
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(classifyResponse(answer(429, { "retry-after": "120" }), NOW)).toMatchObject({ kind: "retry", retryAfterMs: 120_000 });
    expect(classifyResponse(answer(503, { "retry-after": "Wed, 25 Nov 2026 10:00:30 GMT" }), NOW)).toMatchObject({
      kind: "retry",
      retryAfterMs: 30_000,
    });
  });

  it.each([400, 401, 403, 404, 410, 413, 422])("fails %i at once, the status in the error", (status) => {
    const outcome = classifyResponse(answer(status, {}, "Bad Request"));
    expect(outcome).toMatchObject({ kind: "failed", status });
    expect(outcome.kind !== "delivered" && outcome.error).toContain(`HTTP ${status}`);
  });

  it.each([301, 302, 303, 307, 308])("fails a %i redirect at once, naming where it pointed", (status) => {
    const outcome = classifyResponse(answer(status, { location: "https://elsewhere.example/in" }));
    expect(outcome).toMatchObject({ kind: "failed", status });
    expect(outcome.kind !== "delivered" && outcome.error).toContain("redirect to https://elsewhere.example/in not followed");
  });
});

describe("parseRetryAfter", () => {
  it("reads delay-seconds and HTTP dates (a past date is now)", () => {
    expect(parseRetryAfter("0", NOW)).toBe(0);
    expect(parseRetryAfter(" 5 ", NOW)).toBe(5_000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 10:01:00 GMT", NOW)).toBe(60_000);
    expect(parseRetryAfter("Wednesday, 25-Nov-26 10:01:00 GMT", NOW)).toBe(60_000);
    expect(parseRetryAfter("Wed Nov 25 10:01:00 2026", NOW)).toBe(60_000);
    expect(parseRetryAfter("Tue, 24 Nov 2026 10:00:00 GMT", NOW)).toBe(0);
  });

  it("ignores what it cannot read", () => {
    for (const value of [null, "", "soon", "1.5", "-3", "2026-11-25T10:01:00Z", "Wed, 99 Foo 2026 GMT"]) {
      expect(parseRetryAfter(value, NOW)).toBeUndefined();
    }
  });
});

describe("the retry delay", () => {
  const mid = () => 0.5;

  it("backs off exponentially from the base to the ceiling", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryAfterDelayMs(retryDelayMs(attempt, 1_000, 8_000, mid), undefined, 8_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
  });

  it("waits for a longer Retry-After, up to the ceiling, never less than the backoff", () => {
    expect(retryAfterDelayMs(1_000, 5_000, 3_600_000)).toBe(5_000);
    expect(retryAfterDelayMs(4_000, 1_000, 3_600_000)).toBe(4_000);
    expect(retryAfterDelayMs(1_000, 7 * 86_400_000, 3_600_000)).toBe(3_600_000);
  });
});

describe("classifyError", () => {
  it("retries a timeout and a network failure, saying which", () => {
    expect(classifyError(new DOMException("The operation was aborted due to timeout", "TimeoutError"), 10_000)).toEqual({
      kind: "retry",
      status: null,
      error: "no answer within 10 s",
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    expect(classifyError(new TypeError("fetch failed", { cause: refused }))).toEqual({
      kind: "retry",
      status: null,
      error: "network error: connect ECONNREFUSED 127.0.0.1:9",
    });
  });
});

describe("postWebhook against a local server", () => {
  let server: Server;
  let base = "";
  const seen: string[] = [];
  const handlers: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    "/ok": (_request, response) => response.writeHead(204).end(),
    "/busy": (_request, response) => response.writeHead(503, { "retry-after": "7" }).end("busy"),
    "/gone": (_request, response) => response.writeHead(410).end("gone"),
    "/moved": (_request, response) => response.writeHead(302, { location: `${base}/elsewhere` }).end(),
    "/elsewhere": (_request, response) => response.writeHead(200).end(),
    // Never answers: the request times out.
    "/silent": () => {},
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      handlers[request.url ?? ""]?.(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (path: string, timeoutMs?: number) => postWebhook(`${base}${path}`, { "content-type": "application/json" }, "{}", { timeoutMs });

  it("delivers on 2xx, retries 503 with its Retry-After, fails 410", async () => {
    expect(await post("/ok")).toEqual({ kind: "delivered", status: 204 });
    expect(await post("/busy")).toMatchObject({ kind: "retry", status: 503, retryAfterMs: 7_000 });
    expect(await post("/gone")).toMatchObject({ kind: "failed", status: 410 });
  });

  it("does not follow a redirect", async () => {
    seen.length = 0;
    const outcome = await post("/moved");
    expect(outcome).toMatchObject({ kind: "failed", status: 302 });
    expect(outcome.kind !== "delivered" && outcome.error).toBe(`HTTP 302 Found: redirect to ${base}/elsewhere not followed`);
    expect(seen).toEqual(["POST /moved"]);
  });

  it("retries after a timeout", async () => {
    expect(await post("/silent", 200)).toEqual({ kind: "retry", status: null, error: "no answer within 0.2 s" });
  });

  it("retries when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await postWebhook(`http://127.0.0.1:${port}/`, {}, "{}");
    expect(outcome).toMatchObject({ kind: "retry", status: null });
    expect(outcome.kind === "retry" && outcome.error).toMatch(/^network error: .*ECONNREFUSED/);
  });
});
