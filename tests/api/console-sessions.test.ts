import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "#app/routes/console/layout.tsx";
import * as signIn from "#app/routes/console/sign-in.tsx";
import * as signInLink from "#app/routes/console/sign-in-link.tsx";
import * as signOut from "#app/routes/console/sign-out.ts";
import { upsertUser } from "../../server/console/team.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type TestConsole, testConsole } from "../support/console.ts";
import { consoleCalls, cookieOf, mailedLinks, pathOf } from "../support/console-sign-in.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * Sessions live in the database, on each database: two server processes on
 * one database see the same sessions (a sign-out on one ends it on the
 * other), and a session id planted in the browser before sign-in is never
 * adopted: signing in always makes a new one.
 */
describe.each(testDatabaseKinds)("console sessions across processes (%s)", (kind) => {
  let database: TestDatabase;
  let first: TestApi;
  let second: TestApi;
  let one: TestConsole;
  let two: TestConsole;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    first = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    second = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    one = testConsole(first);
    two = testConsole(second);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.cleanup();
  });

  const load = (cons: TestConsole, request: Request) => consoleCalls(cons).load(layout, request);

  it("shares a session between processes, and a sign-out on one ends it on the other", async () => {
    const ada = await one.signedIn("member");
    expect((await load(two, consoleRequest("/console", { as: ada }))).value).toMatchObject({ user: { email: ada.user.email } });
    expect((await consoleCalls(two).act(signOut, consoleRequest("/console/sign-out", { as: ada, form: {} }))).status).toBe(302);
    expect((await load(one, consoleRequest("/console", { as: ada, accept: "data" }))).status).toBe(401);
  });

  it("never adopts a session id planted before sign-in", async () => {
    const grace = await upsertUser(first.store.db, { email: "planted@lumora.example", role: "member", invitedBy: "cli" });
    const planted = "console_session=attacker-chosen-token-0123456789";
    await consoleCalls(one).act(signIn, consoleRequest("/console/sign-in", { form: { email: grace.email } }));
    await one.service.auth.idle();
    const [url] = await mailedLinks(first, grace.email);
    const token = new URL(url!).searchParams.get("token")!;
    const pressed = await consoleCalls(one).act(signInLink, consoleRequest(pathOf(url!), { form: { token }, cookie: planted }));
    expect(pressed.status).toBe(302);
    const issued = cookieOf(pressed.response?.headers.get("set-cookie"));
    expect(issued).not.toBe(planted);
    expect((await load(two, consoleRequest("/console", { cookie: issued }))).status).toBe(200);
    expect((await load(two, consoleRequest("/console", { cookie: planted, accept: "data" }))).status).toBe(401);
  });
});
