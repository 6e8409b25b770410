import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "#app/routes/console/layout.tsx";
import * as signIn from "#app/routes/console/sign-in.tsx";
import * as signInLink from "#app/routes/console/sign-in-link.tsx";
import { SIGN_IN_LINK_TTL_MS } from "../../server/console/auth/links.server.ts";
import { upsertUser } from "../../server/console/team.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { consoleRequest, type TestConsole, testConsole } from "../support/console.ts";
import { consoleCalls, cookieOf, mailedLinks, pathOf } from "../support/console-sign-in.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * Signing in with an emailed link, on each database: asking for one answers
 * alike for every address; the link's page spends nothing when opened; its
 * button's post signs in once, within 15 minutes, from this site only.
 */
describe.each(testDatabaseKinds)("console sign-in links (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let calls: ReturnType<typeof consoleCalls>;
  let offset = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" }, { now: () => Date.now() + offset });
    cons = testConsole(api);
    calls = consoleCalls(cons);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  const user = (email: string, role: "admin" | "member" = "member") => upsertUser(api.store.db, { email, role, invitedBy: "cli" });
  const askForLink = (email: string, init: Parameters<typeof consoleRequest>[1] = {}) =>
    calls.act(signIn, consoleRequest("/console/sign-in", { form: { email }, ...init }));
  const audit = () => api.store.db.selectFrom("console_audit").selectAll().orderBy("at").execute();

  it("answers a link request alike for a user and an unknown address, and mails the link only to the user", async () => {
    await user("ada@lumora.example");
    const known = await askForLink("Ada@Lumora.example");
    const unknown = await askForLink("nobody@lumora.example");
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(302);
      expect(answer.response?.headers.get("location")).toBe("/console/sign-in?status=link-sent");
    }
    await cons.service.auth.idle();
    expect(await mailedLinks(api, "ada@lumora.example")).toHaveLength(1);
    expect(await mailedLinks(api, "nobody@lumora.example")).toHaveLength(0);
    const page = await calls.load(signIn, consoleRequest("/console/sign-in?status=link-sent"));
    expect(page.value).toMatchObject({ notice: { tone: "success" } });
  });

  it("tells what is wrong with a bad address, and refuses a request from another site", async () => {
    const empty = await askForLink("");
    expect(empty.status).toBe(400);
    expect(empty.value).toMatchObject({ fieldErrors: { email: "Enter an email address." } });
    const bad = await askForLink("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.value).toMatchObject({ email: "not-an-address", fieldErrors: { email: "Enter a valid email address, like ada@company.example." } });
    expect((await askForLink("ada@lumora.example", { origin: "https://evil.example" })).status).toBe(403);
  });

  it("keeps a link whole when its page is opened, signs in once on the press, then refuses it as used", async () => {
    const ada = await user("grace@lumora.example");
    await askForLink(ada.email);
    await cons.service.auth.idle();
    const [url] = await mailedLinks(api, ada.email);
    const path = pathOf(url!);
    const token = new URL(url!).searchParams.get("token")!;
    // A mail scanner's GET, twice: nothing is spent.
    for (let i = 0; i < 2; i++) expect((await calls.load(signInLink, consoleRequest(path))).value).toMatchObject({ state: "valid", token });

    // From another site, or with no origin, the press is refused and the link stays whole.
    expect((await calls.act(signInLink, consoleRequest(path, { form: { token }, origin: "https://evil.example" }))).status).toBe(403);
    expect((await calls.act(signInLink, consoleRequest(path, { form: { token }, origin: null }))).status).toBe(403);

    const pressed = await calls.act(signInLink, consoleRequest(path, { form: { token } }));
    expect(pressed.status).toBe(302);
    // No passkey yet: the console asks for one.
    expect(pressed.response?.headers.get("location")).toBe("/console/account?welcome=1");
    const cookie = cookieOf(pressed.response?.headers.get("set-cookie"));
    const session = await calls.load(layout, consoleRequest("/console", { cookie }));
    expect(session.value).toMatchObject({ user: { email: ada.email } });
    expect((await api.store.db.selectFrom("console_users").select("last_sign_in_at").where("id", "=", ada.id).executeTakeFirst())?.last_sign_in_at).not.toBeNull();

    const again = await calls.act(signInLink, consoleRequest(path, { form: { token } }));
    expect(again.status).toBe(410);
    expect(again.value).toEqual({ state: "used" });
    expect((await calls.load(signInLink, consoleRequest(path))).value).toMatchObject({ state: "used", token: null });

    const entries = await audit();
    expect(entries.filter((entry) => entry.actor_id === ada.id && entry.action === "signed-in").map((entry) => entry.detail)).toEqual(["with a sign-in link"]);
    expect(entries.some((entry) => entry.action === "sign-in-refused" && entry.detail === "link already used")).toBe(true);
    expect(entries.some((entry) => entry.action === "link-sent" && entry.subject === ada.email)).toBe(true);
    // No token is ever written to the audit log.
    expect(JSON.stringify(entries)).not.toContain(token.slice(3, 40));
  });

  it("refuses a link after 15 minutes, and a forged or truncated one", async () => {
    const ada = await user("hopper@lumora.example");
    await askForLink(ada.email);
    await cons.service.auth.idle();
    const [url] = await mailedLinks(api, ada.email);
    const path = pathOf(url!);
    const token = new URL(url!).searchParams.get("token")!;
    offset = SIGN_IN_LINK_TTL_MS + 1000;
    try {
      expect((await calls.load(signInLink, consoleRequest(path))).value).toMatchObject({ state: "expired", token: null });
      expect((await calls.act(signInLink, consoleRequest(path, { form: { token } }))).status).toBe(410);
    } finally {
      offset = 0;
    }
    expect((await calls.load(signInLink, consoleRequest("/console/sign-in/link?token=v1.forged"))).value).toMatchObject({ state: "invalid" });
    expect((await calls.act(signInLink, consoleRequest("/console/sign-in/link", { form: { token: token.slice(0, -4) } }))).status).toBe(400);
    expect((await audit()).some((entry) => entry.action === "sign-in-refused" && entry.detail === "link expired")).toBe(true);
  });

  it("refuses the link of a user removed since it was sent", async () => {
    const gone = await user("gone@lumora.example");
    await askForLink(gone.email);
    await cons.service.auth.idle();
    const [url] = await mailedLinks(api, gone.email);
    await api.store.db.deleteFrom("console_users").where("id", "=", gone.id).execute();
    const token = new URL(url!).searchParams.get("token")!;
    expect((await calls.act(signInLink, consoleRequest(pathOf(url!), { form: { token } }))).status).toBe(400);
  });

  it("sends a signed-in visitor of the sign-in page on, to a console path only", async () => {
    const member = await cons.signedIn("member");
    const onward = await calls.load(signIn, consoleRequest("/console/sign-in?next=%2Fconsole%2Fteam", { as: member }));
    expect(onward.response?.headers.get("location")).toBe("/console/team");
    const away = await calls.load(signIn, consoleRequest("/console/sign-in?next=https%3A%2F%2Fevil.example", { as: member }));
    expect(away.response?.headers.get("location")).toBe("/console");
  });
});

/** The guessing limits: per address and per network, with small limits. */
describe("console sign-in limits", () => {
  let database: TestDatabase;
  let api: TestApi;
  let calls: ReturnType<typeof consoleCalls>;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    api = await startTestApi({
      ...database.env,
      MAIL_WORKER: "false",
      RATE_LIMIT: "true",
      RATE_LIMIT_CONSOLE_EMAIL_MAX: "2",
      RATE_LIMIT_CONSOLE_NETWORK_MAX: "6",
    });
    calls = consoleCalls(testConsole(api));
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  it("stops link requests for one address after the limit, known or not alike, then every sign-in post from the network", async () => {
    await upsertUser(api.store.db, { email: "ada@lumora.example", role: "member", invitedBy: "cli" });
    const ask = (email: string) => calls.act(signIn, consoleRequest("/console/sign-in", { form: { email } }));
    for (const email of ["ada@lumora.example", "nobody@lumora.example"]) {
      expect((await ask(email)).status).toBe(302);
      expect((await ask(email)).status).toBe(302);
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers?.get("retry-after"))).toBeGreaterThan(0);
    }
    // Six posts from this network so far: a link press is refused too.
    const pressed = await calls.act(signInLink, consoleRequest("/console/sign-in/link", { form: { token: "v1.anything" } }));
    expect(pressed.status).toBe(429);
    const options = await calls.passkeyPost("sign-in-options", { json: {} });
    expect(options.status).toBe(429);
  });
});
