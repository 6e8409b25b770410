import type { BrowserContext } from "@playwright/test";
import { CONSOLE_COOKIE, CONSOLE_COOKIE_PATH } from "../../../server/console/console-service.server.ts";
import { startSession } from "../../../server/console/sessions.server.ts";
import { type ConsoleRole, type ConsoleUser, upsertUser } from "../../../server/console/team.server.ts";
import { openStore } from "../../../server/db/database.server.ts";
import { E2E_BASE_URL, E2E_DATA_DIR } from "../../support/e2e-env";

/**
 * A console user with a live session in the journey server's database, the
 * way a sign-in makes one, and its cookie set on the browser context: the
 * journeys reach the console without going through a sign-in.
 */
export async function signInConsole(context: BrowserContext, { role = "member", email }: { role?: ConsoleRole; email?: string } = {}): Promise<ConsoleUser> {
  const store = openStore({ dataDir: E2E_DATA_DIR });
  try {
    const user = await upsertUser(store.db, { email: email ?? `${role}-${Date.now()}-${Math.round(Math.random() * 1e6)}@lumora.example`, role, invitedBy: "cli" });
    const { token } = await startSession(store.db, user.id);
    const { hostname } = new URL(E2E_BASE_URL);
    await context.addCookies([{ name: CONSOLE_COOKIE, value: token, domain: hostname, path: CONSOLE_COOKIE_PATH, httpOnly: true, sameSite: "Lax", secure: false }]);
    return user;
  } finally {
    await store.close();
  }
}
