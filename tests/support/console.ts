import type { RouterContextProvider } from "react-router";
import { type ConsoleService } from "../../server/console/console-service.server.ts";
import { startSession } from "../../server/console/sessions.server.ts";
import { type ConsoleRole, type ConsoleUser, upsertUser } from "../../server/console/team.server.ts";
import { consoleServiceContext } from "#app/load-context.server.ts";
import type { TestApi } from "../api/support/harness.ts";

/**
 * The console's loaders and actions called as React Router calls them (a
 * Request and the page load context the server builds), against a test
 * backend on a real database. `signedIn` makes a user and a live session the
 * way a sign-in does, for tests about what a session may do.
 */
export const CONSOLE_ORIGIN = "https://www.lumora.example";

export type SignedIn = { user: ConsoleUser; cookie: string; csrfToken: string };

export type ConsoleRequestInit = {
  method?: "GET" | "POST";
  /** A Cookie header (a SignedIn's `cookie`). */
  cookie?: string;
  /** Form fields of a post; `csrf` is added from `as` unless given. */
  form?: Record<string, string>;
  /** JSON body of a post (sent with the X-CSRF-Token header from `as`). */
  json?: unknown;
  /** The signed-in user making the request: their cookie and CSRF token. */
  as?: SignedIn;
  /** The Origin header of a post; the site's own by default, null for none. */
  origin?: string | null;
  /** What a browser's page load asks for: "page" (text/html) or "data" (a data request). */
  accept?: "page" | "data";
  headers?: Record<string, string>;
};

export function consoleRequest(path: string, init: ConsoleRequestInit = {}): Request {
  const method = init.method ?? (init.form || init.json !== undefined ? "POST" : "GET");
  const headers = new Headers(init.headers);
  const cookie = init.cookie ?? init.as?.cookie;
  if (cookie) headers.set("cookie", cookie);
  headers.set("accept", init.accept === "data" ? "*/*" : "text/html,application/xhtml+xml");
  if (method === "POST" && init.origin !== null) headers.set("origin", init.origin ?? CONSOLE_ORIGIN);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    if (init.as && !headers.has("x-csrf-token")) headers.set("x-csrf-token", init.as.csrfToken);
    body = JSON.stringify(init.json);
  } else if (init.form) {
    const form = new URLSearchParams(init.form);
    if (init.as && !form.has("csrf")) form.set("csrf", init.as.csrfToken);
    body = form;
  }
  return new Request(new URL(path, CONSOLE_ORIGIN), { method, headers, body });
}

export type TestConsole = {
  context: RouterContextProvider;
  service: ConsoleService;
  /** A user with a live session (made as a sign-in makes one). */
  signedIn(role: ConsoleRole, email?: string): Promise<SignedIn>;
};

let users = 0;

export function testConsole(api: TestApi): TestConsole {
  const context = api.pageContext();
  const service = context.get(consoleServiceContext);
  if (!service) throw new Error("the test backend's console is not ready");
  return {
    context,
    service,
    async signedIn(role, email = `${role}-${++users}-${Date.now()}@lumora.example`) {
      const user = await upsertUser(api.store.db, { email, role, invitedBy: "cli" });
      const { token, session } = await startSession(api.store.db, user.id);
      const setCookie = service.sessionCookie(token, new Request(CONSOLE_ORIGIN));
      return { user, cookie: setCookie.split(";")[0]!, csrfToken: session.csrfToken };
    },
  };
}

/** What `data(value, init)` returns: React Router answers with the value under the init's status and headers. */
type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit" && "data" in value;

/**
 * Runs a loader or action and gives back what it returned or the Response it
 * threw (React Router throws redirects and refusals); a `data(value, init)`
 * answer gives its value, status and headers.
 */
export async function settle<T>(run: () => Promise<T>): Promise<{ value?: T; response?: Response; status: number; headers?: Headers }> {
  try {
    const value = await run();
    if (value instanceof Response) return { response: value, status: value.status, headers: value.headers };
    if (isDataWithInit(value)) return { value: value.data as T, status: value.init?.status ?? 200, headers: new Headers(value.init?.headers) };
    return { value, status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, status: thrown.status, headers: thrown.headers };
    throw thrown;
  }
}
