import { expect } from "vitest";
import * as passkeys from "#app/routes/console/passkeys.ts";
import type { TestApi } from "../api/support/harness.ts";
import { CONSOLE_ORIGIN, consoleRequest, type ConsoleRequestInit, settle, type TestConsole } from "./console.ts";

/** Calling the console's loaders, actions and WebAuthn endpoints as React Router does, for the sign-in suites. */
export function consoleCalls(cons: TestConsole) {
  const load = (module: { loader: (args: never) => unknown }, request: Request) =>
    settle(async () => module.loader({ request, context: cons.context, params: {} } as never));
  const act = (module: { action: (args: never) => unknown }, request: Request, params: Record<string, string> = {}) =>
    settle(async () => module.action({ request, context: cons.context, params } as never));
  /** A JSON post to /console/passkeys/<step>; gives the status, the parsed body and the Set-Cookie header. */
  async function passkeyPost(step: string, init: ConsoleRequestInit & { json: unknown }) {
    const result = await act(passkeys, consoleRequest(`/console/passkeys/${step}`, init), { step });
    const response = result.response;
    const body = response && (response.headers.get("content-type") ?? "").includes("json") ? ((await response.json()) as Record<string, unknown>) : {};
    return { status: result.status, body, setCookie: response?.headers.get("set-cookie") ?? null };
  }
  return { load, act, passkeyPost };
}

/** The sign-in links mailed to an address (newest last), read from the outbox. */
export async function mailedLinks(api: TestApi, email: string): Promise<string[]> {
  const rows = await api.store.db
    .selectFrom("outbox")
    .select(["text_body", "lead_id", "audience"])
    .where("recipients", "=", email)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => {
    expect(row).toMatchObject({ lead_id: null, audience: "team" });
    const match = /(https?:\/\/\S+\/console\/sign-in\/link\?token=\S+)/.exec(row.text_body ?? "");
    if (!match) throw new Error(`no sign-in link in the mail to ${email}`);
    return match[1]!;
  });
}

/** The cookie pair a Set-Cookie header starts (for the next request's Cookie header). */
export const cookieOf = (setCookie: string | null | undefined) => {
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0]!;
};

/** A path on the test site from a mailed URL. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(CONSOLE_ORIGIN);
  return parsed.pathname + parsed.search;
};
