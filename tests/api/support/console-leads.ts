import { randomBytes } from "node:crypto";
import { HONEYPOT_FIELD } from "#app/forms/options.ts";
import type { Store } from "../../../server/db/database.server.ts";
import { consoleRequest, settle, type SignedIn, type TestConsole } from "../../support/console.ts";
import { endpoint, validBody } from "./fixtures.ts";
import { postJson, type TestApi } from "./harness.ts";

/** The webhook endpoint the console tests' leads are queued for (no worker runs: the rows stay as the test sets them). */
export const WEBHOOK_URL = "https://hooks.lumora.example/leads";
export const consoleTestEnv = {
  MAIL_WORKER: "false",
  LEADS_WEBHOOK_URL: WEBHOOK_URL,
  LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
};

export type ContactLead = { firstName?: string; lastName?: string; email?: string; companyName?: string; spam?: boolean; firstTouch?: Record<string, string>; referrer?: string };

/** A contact lead sent through the real API; its id. */
export async function sendContact(api: TestApi, lead: ContactLead = {}): Promise<string> {
  const { spam, firstTouch, referrer, ...fields } = lead;
  const body = validBody("contact", {
    ...fields,
    ...(spam ? { [HONEYPOT_FIELD]: "https://spam.example" } : {}),
    ...(firstTouch ? { firstTouch } : {}),
    ...(referrer ? { referrer } : {}),
    pageUrl: "https://www.lumora.example/help",
  });
  const answer = await postJson(endpoint(api.url, "contact"), body);
  if (answer.status !== 200) throw new Error(`the lead was not taken: ${answer.status} ${JSON.stringify(answer.body)}`);
  const row = await api.store.db.selectFrom("leads").select("id").where("idempotency_key", "=", String(body.idempotencyKey)).executeTakeFirstOrThrow();
  return row.id;
}

/** Puts the lead at a known time (the list's order and date filters read it). */
export async function receivedAt(store: Store, id: string, at: string): Promise<void> {
  await store.db.updateTable("leads").set({ received_at: at }).where("id", "=", id).execute();
}

type Loader = { loader: (args: never) => Promise<unknown> };
type Action = { action: (args: never) => Promise<unknown> };

/** Calls a console route's loader or action as React Router does. */
export function routeCaller(cons: TestConsole) {
  const args = (request: Request, params: Record<string, string>) => ({ request, context: cons.context, params }) as never;
  return {
    load: (module: Loader, path: string, as?: SignedIn, params: Record<string, string> = {}, accept: "page" | "data" = "page") =>
      settle(() => module.loader(args(consoleRequest(path, { as, accept }), params))),
    act: (module: Action, path: string, form: Record<string, string>, as?: SignedIn, params: Record<string, string> = {}) =>
      settle(() => module.action(args(consoleRequest(path, { as, form }), params))),
  };
}
