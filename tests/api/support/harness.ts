import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { parseEnv } from "../../../server/env.ts";
import { createApiOnlyApp } from "../../../server/api-only.ts";
import type { Store } from "../../../server/db/database.server.ts";
import { httpTimeouts, listen } from "../../../server/http/serve.ts";
import type { Backend } from "../../../server/backend.ts";
import { pageLoadContext } from "#app/load-context.server.ts";
import { freshDatabase, type TestDatabase } from "../../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../../support/smtp.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Quiet, fast defaults for a test server; a test overrides what it checks. */
export const baseEnv: Record<string, string> = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "info",
  RATE_LIMIT: "false",
  SITE_URL: "https://www.lumora.example",
  LEADS_NOTIFY_TO: "sales@lumora.example",
  MAIL_POLL_SECONDS: "0.1",
  MAIL_RETRY_BASE_SECONDS: "0.2",
};

export type TestApi = {
  url: string;
  backend: Backend;
  /** A page request's load context as the server makes it (with the app's own context keys). */
  pageContext(): RouterContextProvider;
  store: Store;
  /** Every log line, parsed. */
  logs: Record<string, unknown>[];
  logText(): string;
  close(): Promise<void>;
};

/** The lead API in this process (the real app minus the React build, on the real server), on a free port. */
export async function startTestApi(env: Record<string, string>, { now }: { now?: () => number } = {}): Promise<TestApi> {
  const parsed = parseEnv({ ...baseEnv, ...env });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const logger = pino({ level: parsed.LOG_LEVEL }, sink);
  const { app, leads } = await createApiOnlyApp({ env: parsed, logger, now });
  // The server the site runs (its timeouts and connection rules), not Express's bare app.listen.
  const server = await listen(app, 0, "127.0.0.1", httpTimeouts(parsed));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backend: leads,
    pageContext: () => pageLoadContext(leads.pageServices()),
    store: leads.store,
    logs,
    logText: () => logs.map((entry) => JSON.stringify(entry)).join("\n"),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await leads.stop();
    },
  };
}

/**
 * For a test file: the lead API on a fresh embedded database with the mail
 * worker off, started before the file's tests and stopped after them.
 * `started` receives the API and its database.
 */
export function withSqliteApi(started: (api: TestApi, database: TestDatabase) => void): void {
  let database: TestDatabase | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    started(api, database);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });
}

export type ChildApi = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

/** The lead API as a real separate process (server/api-only.ts). */
export async function spawnApi(env: Record<string, string>, timeoutMs = 20_000): Promise<ChildApi> {
  const child = spawn(process.execPath, [path.join(ROOT, "server/api-only.ts")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...baseEnv, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a half-started server behind.
      child.kill("SIGKILL");
      reject(new Error(`api server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /"msg":"api listening","port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`api server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    async kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export type Answer = { status: number; body: Record<string, unknown>; location: string | null; headers: Headers };

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
  return answer(response);
}

export async function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return answer(response);
}

export async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if ((response.headers.get("content-type") ?? "").includes("json")) body = JSON.parse(text) as Record<string, unknown>;
  return { status: response.status, body, location: response.headers.get("location"), headers: response.headers };
}

export async function countRows(store: Store, table: "leads" | "outbox"): Promise<number> {
  const row = await store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = "condition"): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The lead API on a fresh SQLite database, mailing through a test SMTP server the test can read. */
export type MailingApi = { api: TestApi; smtp: TestSmtp; close(): Promise<void> };

export async function startMailingApi(env: Record<string, string> = {}, options: { now?: () => number } = {}): Promise<MailingApi> {
  const database = await freshDatabase("sqlite");
  const smtp = await startTestSmtp();
  const api = await startTestApi({ ...database.env, SMTP_URL: smtp.url, ...env }, options);
  return {
    api,
    smtp,
    async close() {
      await api.close();
      await smtp.close();
      await database.cleanup();
    },
  };
}
