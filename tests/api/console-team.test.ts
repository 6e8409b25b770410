import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "#app/routes/console/layout.tsx";
import * as signInLink from "#app/routes/console/sign-in-link.tsx";
import * as team from "#app/routes/console/team.tsx";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { consoleCalls, cookieOf, mailedLinks, pathOf } from "../support/console-sign-in.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * The Team page, on each database: an admin lists, invites (a sign-in link
 * is mailed) and removes users (their sessions end); a member gets 403 for
 * all of it; the last admin stays.
 */
describe.each(testDatabaseKinds)("console team (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let calls: ReturnType<typeof consoleCalls>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    cons = testConsole(api);
    calls = consoleCalls(cons);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const post = (as: SignedIn, form: Record<string, string>) => calls.act(team, consoleRequest("/console/team", { as, form }));

  it("invites someone with a role: a sign-in link is mailed that signs them in", async () => {
    const admin = await cons.signedIn("admin");
    const invited = await post(admin, { intent: "invite", email: " Lin@Lumora.example ", role: "admin" });
    expect(invited).toMatchObject({ status: 200, value: { done: expect.stringContaining("Invited lin@lumora.example as an admin") } });
    const [url] = await mailedLinks(api, "lin@lumora.example");
    const pressed = await calls.act(signInLink, consoleRequest(pathOf(url!), { form: { token: new URL(url!).searchParams.get("token")! } }));
    expect(pressed.status).toBe(302);
    const session = await calls.load(layout, consoleRequest("/console", { cookie: cookieOf(pressed.response?.headers.get("set-cookie")) }));
    expect(session.value).toMatchObject({ user: { email: "lin@lumora.example", role: "admin" } });

    const listed = await calls.load(team, consoleRequest("/console/team", { as: admin }));
    const lin = (listed.value as { members: { email: string; role: string; invitedBy: string; lastSignInAt: string | null; passkeys: number }[] }).members.find((member) => member.email === "lin@lumora.example");
    expect(lin).toMatchObject({ role: "admin", invitedBy: admin.user.email, passkeys: 0 });
    expect(lin?.lastSignInAt).not.toBeNull();
    const entries = await api.store.db.selectFrom("console_audit").selectAll().where("action", "=", "user-invited").execute();
    expect(entries.some((entry) => entry.actor_id === admin.user.id && entry.subject === "lin@lumora.example")).toBe(true);
  });

  it("tells what is wrong with an invitation's address or role", async () => {
    const admin = await cons.signedIn("admin");
    const bad = await post(admin, { intent: "invite", email: "lin", role: "owner" });
    expect(bad).toMatchObject({
      status: 400,
      value: { fieldErrors: { email: "Enter a valid email address, like ada@company.example.", role: "Choose a role: member, editor or admin." }, fields: { email: "lin" } },
    });
  });

  it("removes a user after the confirmation, which ends their sessions", async () => {
    const admin = await cons.signedIn("admin");
    const member = await cons.signedIn("member");
    const asked = await calls.load(team, consoleRequest(`/console/team?remove=${encodeURIComponent(member.user.email)}`, { as: admin }));
    expect(asked.value).toMatchObject({ removing: member.user.email });
    const unconfirmed = await post(admin, { intent: "remove", email: member.user.email });
    expect(unconfirmed).toMatchObject({ status: 400, value: { fieldErrors: { confirm: "Confirm the removal: press Remove on its confirmation step." } } });
    expect((await calls.load(layout, consoleRequest("/console", { as: member, accept: "data" }))).status).toBe(200);

    const removed = await post(admin, { intent: "remove", email: member.user.email, confirm: "yes" });
    expect(removed.status).toBe(302);
    expect((await calls.load(layout, consoleRequest("/console", { as: member, accept: "data" }))).status).toBe(401);
    expect((await post(admin, { intent: "remove", email: member.user.email, confirm: "yes" })).status).toBe(404);
  });

  it("keeps the last admin", async () => {
    await api.store.db.deleteFrom("console_users").where("role", "=", "admin").execute();
    const admin = await cons.signedIn("admin");
    const refused = await post(admin, { intent: "remove", email: admin.user.email, confirm: "yes" });
    expect(refused).toMatchObject({ status: 409, value: { error: expect.stringContaining("last admin") } });
    expect((await calls.load(layout, consoleRequest("/console", { as: admin, accept: "data" }))).status).toBe(200);
    // Nor can a new invitation make the last admin a member.
    const demoted = await post(admin, { intent: "invite", email: admin.user.email, role: "member" });
    expect(demoted).toMatchObject({ status: 409, value: { fieldErrors: { role: expect.stringContaining("last admin") } } });
    // With a second admin, an admin may remove themself, and is signed out.
    await cons.signedIn("admin");
    const self = await post(admin, { intent: "remove", email: admin.user.email, confirm: "yes" });
    expect(self.response?.headers.get("location")).toBe("/console/sign-in?status=signed-out");
  });

  it("refuses a member, a signed-out visitor, a post without the CSRF token or from another site", async () => {
    const admin = await cons.signedIn("admin");
    const member = await cons.signedIn("member");
    const form = { intent: "invite", email: "eve@lumora.example", role: "admin" };
    expect((await calls.load(team, consoleRequest("/console/team", { as: member }))).status).toBe(403);
    expect((await post(member, form)).status).toBe(403);
    expect((await post(member, { intent: "remove", email: admin.user.email, confirm: "yes" })).status).toBe(403);
    expect((await calls.act(team, consoleRequest("/console/team", { form, accept: "data" }))).status).toBe(401);
    expect((await calls.act(team, consoleRequest("/console/team", { form, cookie: admin.cookie }))).status).toBe(403);
    expect((await calls.act(team, consoleRequest("/console/team", { form, as: admin, origin: "https://evil.example" }))).status).toBe(403);
    expect(await mailedLinks(api, "eve@lumora.example")).toEqual([]);
  });
});
