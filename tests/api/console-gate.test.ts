import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "#app/routes/console/layout.tsx";
import * as signOut from "#app/routes/console/sign-out.ts";
import * as team from "#app/routes/console/team.tsx";
import { SESSION_IDLE_MS } from "../../server/console/sessions.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, settle, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * The gate every console page and post passes, on each database: signed
 * out, a page load goes to the sign-in page and data answers 401; a member
 * cannot reach an admin's page; a post needs the site's origin and the
 * session's CSRF token; an ended or idle session is no session.
 */
describe.each(testDatabaseKinds)("console gate (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let offset = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi(database.env, { now: () => Date.now() + offset });
    cons = testConsole(api);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const load = (module: { loader: (args: never) => Promise<unknown> }, request: Request) =>
    settle(() => module.loader({ request, context: cons.context, params: {} } as never));
  const act = (module: { action: (args: never) => Promise<unknown> }, request: Request) =>
    settle(() => module.action({ request, context: cons.context, params: {} } as never));

  it("sends a signed-out page load to the sign-in page, and answers a data request 401", async () => {
    const page = await load(layout, consoleRequest("/console?type=demo"));
    expect(page.status).toBe(302);
    expect(page.response?.headers.get("location")).toBe("/console/sign-in?next=%2Fconsole%3Ftype%3Ddemo");
    expect((await load(layout, consoleRequest("/console", { accept: "data" }))).status).toBe(401);
    const forged = await load(layout, consoleRequest("/console", { accept: "data", cookie: "console_session=forged-token" }));
    expect(forged.status).toBe(401);
  });

  it("gives a signed-in user their session, and keeps a member out of an admin's page", async () => {
    const admin = await cons.signedIn("admin");
    const member = await cons.signedIn("member");
    const mine = await load(layout, consoleRequest("/console", { as: member }));
    expect(mine.value).toMatchObject({ user: { email: member.user.email, role: "member" }, csrfToken: member.csrfToken });
    expect((await load(team, consoleRequest("/console/team", { as: member }))).status).toBe(403);
    expect((await load(team, consoleRequest("/console/team", { as: admin }))).status).toBe(200);
  });

  it("refuses a post without the CSRF token, with another's token, from another origin or with no origin", async () => {
    const user = await cons.signedIn("member");
    const other = await cons.signedIn("member");
    const post = (init: Parameters<typeof consoleRequest>[1]) => act(signOut, consoleRequest("/console/sign-out", { form: {}, ...init }));
    expect((await post({ cookie: user.cookie })).status).toBe(403);
    expect((await post({ cookie: user.cookie, form: { csrf: other.csrfToken } })).status).toBe(403);
    expect((await post({ as: user, origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ as: user, origin: null })).status).toBe(403);
    // Still signed in after every refusal.
    expect((await load(layout, consoleRequest("/console", { as: user }))).status).toBe(200);
  });

  it("signs out: the cookie is cleared and the session is gone on the server", async () => {
    const user = await cons.signedIn("member");
    const out = await act(signOut, consoleRequest("/console/sign-out", { as: user, form: {} }));
    expect(out.status).toBe(302);
    expect(out.response?.headers.get("set-cookie")).toMatch(/^console_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    // The old cookie, replayed, is no session.
    expect((await load(layout, consoleRequest("/console", { as: user, accept: "data" }))).status).toBe(401);
  });

  it("ends a session left idle for 12 hours", async () => {
    const user = await cons.signedIn("member");
    offset = SESSION_IDLE_MS + 1000;
    try {
      expect((await load(layout, consoleRequest("/console", { as: user, accept: "data" }))).status).toBe(401);
    } finally {
      offset = 0;
    }
  });
});
