import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { expect } from "vitest";
import { privacyApi } from "#app/forms/privacy-paths.ts";
import type { Store } from "../../../server/db/database.server.ts";
import type { TestDatabase } from "../../support/database.ts";
import type { TestSmtp } from "../../support/smtp.ts";
import { endpoint, validBody } from "./fixtures.ts";
import { postForm, postJson, ROOT, type TestApi } from "./harness.ts";

/**
 * Lead webhooks' test side: a receiver on 127.0.0.1 that checks every
 * signature with the `standardwebhooks` package as a CRM would, the `leads`
 * CLI, and the visitor's own path to erasure.
 */
const run = promisify(execFile);
export const secret = `whsec_${randomBytes(32).toString("base64")}`;
export const fastRetries = { MAIL_RETRY_BASE_SECONDS: "0.25", MAIL_RETRY_MAX_SECONDS: "1" };

export type Answer = { status: number; headers?: Record<string, string> };

export type Hit = { path: string; webhookId: string; timestamp: number; verified: boolean; body: Record<string, unknown>; answered: number };

export type Receiver = {
  port: number;
  url(path: string): string;
  hits: Hit[];
  /** How each path is answered; changed while the test runs. */
  answer: (path: string) => Answer;
  listen(): Promise<void>;
  close(): Promise<void>;
};

/** The receiving side, as a CRM or relay would write it: verify, then answer. */
export async function receiver(port?: number): Promise<Receiver> {
  const verifier = new Webhook(secret);
  const fixedPort = port ?? 0;
  let server: Server | undefined;
  const self: Receiver = {
    port: fixedPort,
    url: (pathname) => `http://127.0.0.1:${self.port}${pathname}`,
    hits: [],
    answer: () => ({ status: 204 }),
    async listen() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          let verified: boolean;
          try {
            verifier.verify(raw, headers);
            verified = true;
          } catch {
            verified = false;
          }
          const { status, headers: answerHeaders = {} } = self.answer(request.url ?? "");
          self.hits.push({
            path: request.url ?? "",
            webhookId: headers["webhook-id"] ?? "",
            timestamp: Number(headers["webhook-timestamp"]),
            verified,
            body: JSON.parse(raw) as Record<string, unknown>,
            answered: status,
          });
          response.writeHead(status, answerHeaders).end();
        });
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(fixedPort, "127.0.0.1", resolve));
      self.port = (listening.address() as AddressInfo).port;
    },
    async close() {
      if (!server) return;
      server.closeAllConnections();
      const closing = server;
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  return self;
}

export async function cli(database: TestDatabase, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...database.env },
  });
  return stdout;
}

export const deliveries = (store: Store) => store.db.selectFrom("webhook_deliveries").selectAll().orderBy("created_at").execute();

export const leadIdOf = (hit: Hit) => (hit.body.data as { id: string }).id;

export const SALES = "sales@lumora.example";

/** A lead of one address: its id once stored. */
export async function leadFor(api: TestApi, type: "contact" | "webinar" | "case-study", email: string): Promise<string> {
  const body =
    type === "contact" ? validBody("contact", { email }) : validBody(type, { formData: { ...(validBody(type).formData as object), email } });
  expect((await postJson(endpoint(api.url, type), body)).status).toBe(200);
  const key = String(body.idempotencyKey);
  return (await api.store.db.selectFrom("leads").select("id").where("idempotency_key", "=", key).executeTakeFirstOrThrow()).id;
}

/** The events of one type the receiver accepted, oldest first. */
export const accepted = (hook: Receiver, type: string) => hook.hits.filter((hit) => hit.body.type === type && hit.answered === 204);

/** The ids and types an erasure or unsubscribe event names, sorted by id. */
export type Named = { id: string; type: string };
export const byId = (a: Named, b: Named) => a.id.localeCompare(b.id);
export const named = (hit: Hit | undefined) => [...((hit?.body.data as { leads: Named[] } | undefined)?.leads ?? [])].sort(byId);
export const refs = (leads: Record<string, string>) => Object.entries(leads).map(([id, type]) => ({ id, type })).sort(byId);

/** The visitor's own path to erasure: ask for a link, follow it, delete everything (JSON answers). */
export async function eraseOnPrivacyPage(api: TestApi, smtp: TestSmtp, email: string): Promise<Record<string, unknown>> {
  const isLink = (message: TestSmtp["messages"][number]) => message.to.includes(email) && message.subject.startsWith("Your link");
  expect((await postJson(`${api.url}${privacyApi.requests}`, { email })).status).toBe(200);
  await smtp.waitFor((all) => all.some(isLink), 15_000);
  const token = /\/privacy\/requests\/confirm\?token=(\S+)/.exec(smtp.messages.find(isLink)?.text ?? "")?.[1] ?? "";
  const started = await postForm(`${api.url}${privacyApi.session}`, { token });
  const session = /privacy_session=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const deleted = await postJson(`${api.url}${privacyApi.delete}`, { confirm: "yes" }, { cookie: `privacy_session=${session}` });
  expect(deleted.status).toBe(200);
  return deleted.body;
}
