import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.server.ts";
import { fastStatic } from "./fast-static.ts";
import { loadStaticStore } from "./static-files.ts";

/**
 * The fast path must answer exactly as the Express chain does: the same
 * status, headers and body for every request it takes, and it must leave
 * every other request to the chain.
 */
let clientDir: string;
let chainServer: Server;
let fastServer: Server;
let servedFast = 0;

const page = `<!DOCTYPE html><html><head><script>console.log("inline")</script></head><body>${"<p>Stories</p>".repeat(200)}</body></html>`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
}

let chainPort: number;
let fastPort: number;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "fast-static-"));
  mkdirSync(path.join(clientDir, "success-stories"), { recursive: true });
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, "index.html"), page);
  writeFileSync(path.join(clientDir, "success-stories", "index.html"), page);
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), `export const x = ${JSON.stringify("y".repeat(4000))};`);
  writeFileSync(path.join(clientDir, "assets", "clip-abc123.mp4"), Buffer.alloc(5000, 7));
  const store = await loadStaticStore(clientDir);
  const env = parseEnv({ DATA_DIR: clientDir, TRUST_PROXY: "1" });
  const logger = createLogger("error");
  const queryRendered = { "/success-stories": ["industry"] };
  const app = createApp({ env, logger, staticStore: store });
  const fast = fastStatic({ store, queryRendered, trustProxy: env.TRUST_PROXY, logger });
  chainServer = createServer(app);
  fastServer = createServer((req, res) => {
    if (fast(req, res)) servedFast += 1;
    else app(req, res);
  });
  chainPort = await listen(chainServer);
  fastPort = await listen(fastServer);
});

afterAll(() => {
  chainServer?.close();
  fastServer?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(port: number, method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString("base64") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function sameAnswer(method: string, url: string, headers: Record<string, string> = {}): Promise<boolean> {
  const before = servedFast;
  const [viaChain, viaFast] = await Promise.all([send(chainPort, method, url, headers), send(fastPort, method, url, headers)]);
  expect(viaFast).toEqual(viaChain);
  return servedFast > before;
}

describe("the fast static path", () => {
  it("answers stored pages and assets exactly as the Express chain does", async () => {
    expect(await sameAnswer("GET", "/")).toBe(true);
    expect(await sameAnswer("GET", "/", { "accept-encoding": "gzip, deflate, br" })).toBe(true);
    expect(await sameAnswer("GET", "/", { "accept-encoding": "gzip" })).toBe(true);
    expect(await sameAnswer("HEAD", "/success-stories", { "accept-encoding": "br" })).toBe(true);
    expect(await sameAnswer("GET", "/assets/app-abc123.js", { "accept-encoding": "br" })).toBe(true);
    expect(await sameAnswer("GET", "/assets/clip-abc123.mp4", { range: "bytes=10-99" })).toBe(true);
    expect(await sameAnswer("GET", "/assets/clip-abc123.mp4", { range: "bytes=9000-" })).toBe(true);
    expect(await sameAnswer("GET", "/?utm_source=mail")).toBe(true);
    expect(await sameAnswer("GET", "/success-stories?industry=")).toBe(true);
  });

  it("answers a conditional request with 304, and HTTPS through the trusted proxy with HSTS", async () => {
    const first = await send(fastPort, "GET", "/");
    expect(await sameAnswer("GET", "/", { "if-none-match": String(first.headers.etag) })).toBe(true);
    expect(await sameAnswer("GET", "/", { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" })).toBe(true);
    const secure = await send(fastPort, "GET", "/", { "x-forwarded-proto": "https" });
    expect(secure.headers["strict-transport-security"]).toBeDefined();
  });

  it("leaves everything else to the chain", async () => {
    expect(await sameAnswer("GET", "/success-stories?industry=Retail")).toBe(false);
    expect(await sameAnswer("GET", "/success-stories/")).toBe(false);
    expect(await sameAnswer("GET", "/contact")).toBe(false);
    expect(await sameAnswer("GET", "/%zz")).toBe(false);
    expect(await sameAnswer("GET", "/no-such-file")).toBe(false);
    expect(await sameAnswer("POST", "/")).toBe(false);
    expect(await sameAnswer("OPTIONS", "/")).toBe(false);
  });
});
