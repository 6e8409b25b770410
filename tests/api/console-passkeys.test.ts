import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as account from "#app/routes/console/account.tsx";
import * as layout from "#app/routes/console/layout.tsx";
import { CHALLENGE_TTL_MS } from "../../server/console/auth/passkey-store.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { CONSOLE_ORIGIN, consoleRequest, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { consoleCalls, cookieOf } from "../support/console-sign-in.ts";
import { softwarePasskey } from "../support/software-passkey.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * Passkeys, on each database, against the server's real WebAuthn checks (a
 * software authenticator answers): adding one (a console post), signing in
 * with it (before any session: same site only), and every refusal: another
 * origin, no CSRF token, no session, an unknown passkey, a replayed or
 * expired challenge, another user's challenge.
 */
describe.each(testDatabaseKinds)("console passkeys (%s)", (kind) => {
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

  const audit = (action: string) => api.store.db.selectFrom("console_audit").selectAll().where("action", "=", action).execute();

  async function register(user: SignedIn, key = softwarePasskey(), name = "Work laptop") {
    const options = await calls.passkeyPost("register-options", { as: user, json: {} });
    expect(options.status).toBe(200);
    const creation = options.body.options as PublicKeyCredentialCreationOptionsJSON;
    const done = await calls.passkeyPost("register", { as: user, json: { response: key.register(creation, CONSOLE_ORIGIN), name } });
    return { key, done, creation };
  }

  async function signInWith(key: ReturnType<typeof softwarePasskey>, next?: string) {
    const options = await calls.passkeyPost("sign-in-options", { json: {} });
    expect(options.status).toBe(200);
    const request = options.body.options as PublicKeyCredentialRequestOptionsJSON;
    const answer = key.authenticate(request, CONSOLE_ORIGIN);
    return { answer, result: await calls.passkeyPost("sign-in", { json: { response: answer, next } }) };
  }

  it("adds a passkey for the signed-in user, bound to the site's host, and signs in with it", async () => {
    const user = await cons.signedIn("member");
    const { key, done, creation } = await register(user);
    expect(creation.rp.id).toBe("www.lumora.example");
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(done).toMatchObject({ status: 200, body: { ok: true } });
    expect((await cons.service.auth.passkeysOf(user.user.id)).map((passkey) => passkey.name)).toEqual(["Work laptop"]);
    // The same device again is excluded, and refused if it answers anyway.
    const again = await register(user, key);
    expect(again.creation.excludeCredentials?.map((credential) => credential.id)).toEqual([key.id]);
    expect(again.done.status).toBe(409);

    const { result } = await signInWith(key, "/console/team");
    expect(result).toMatchObject({ status: 200, body: { redirectTo: "/console/team" } });
    const session = await calls.load(layout, consoleRequest("/console", { cookie: cookieOf(result.setCookie) }));
    expect(session.value).toMatchObject({ user: { id: user.user.id } });
    const [passkey] = await cons.service.auth.passkeysOf(user.user.id);
    expect(passkey?.lastUsedAt).not.toBeNull();
    expect((await audit("signed-in")).some((entry) => entry.actor_id === user.user.id && entry.detail === "with a passkey")).toBe(true);
    expect((await audit("passkey-added")).some((entry) => entry.actor_id === user.user.id && entry.detail === "Work laptop")).toBe(true);
  });

  it("refuses an unknown passkey, a replayed answer and an expired challenge, and records the refusal", async () => {
    const stranger = softwarePasskey();
    const unknown = await signInWith(stranger);
    expect(unknown.result.status).toBe(401);
    expect(unknown.result.setCookie).toBeNull();
    expect((await audit("sign-in-refused")).some((entry) => entry.detail === "unknown passkey")).toBe(true);

    const user = await cons.signedIn("member");
    const { key } = await register(user);
    const { answer, result } = await signInWith(key);
    expect(result.status).toBe(200);
    // The same answer again: its challenge is spent.
    const replayed = await calls.passkeyPost("sign-in", { json: { response: answer } });
    expect(replayed.status).toBe(401);
    expect((await audit("sign-in-refused")).some((entry) => entry.detail === "passkey challenge unknown, spent or expired")).toBe(true);

    const options = await calls.passkeyPost("sign-in-options", { json: {} });
    offset = CHALLENGE_TTL_MS + 1000;
    try {
      const late = key.authenticate(options.body.options as PublicKeyCredentialRequestOptionsJSON, CONSOLE_ORIGIN);
      expect((await calls.passkeyPost("sign-in", { json: { response: late } })).status).toBe(401);
    } finally {
      offset = 0;
    }
    expect((await calls.passkeyPost("sign-in", { json: { response: { id: "x" } } })).status).toBe(401);
  });

  it("refuses an answer signed for another origin, and sign-in posts from another site", async () => {
    const user = await cons.signedIn("member");
    const { key } = await register(user);
    const options = await calls.passkeyPost("sign-in-options", { json: {} });
    const elsewhere = key.authenticate(options.body.options as PublicKeyCredentialRequestOptionsJSON, "https://evil.example");
    expect((await calls.passkeyPost("sign-in", { json: { response: elsewhere } })).status).toBe(401);
    expect((await calls.passkeyPost("sign-in-options", { json: {}, origin: "https://evil.example" })).status).toBe(403);
    expect((await calls.passkeyPost("sign-in-options", { json: {}, origin: null })).status).toBe(403);
  });

  it("keeps registration to a signed-in user's console posts, on their own challenge", async () => {
    const user = await cons.signedIn("member");
    const other = await cons.signedIn("member");
    expect((await calls.passkeyPost("register-options", { json: {} })).status).toBe(401);
    expect((await calls.passkeyPost("register-options", { json: {}, cookie: user.cookie })).status).toBe(403);
    expect((await calls.passkeyPost("register-options", { json: {}, as: user, origin: "https://evil.example" })).status).toBe(403);
    // An answer to one user's challenge does not register for another.
    const options = await calls.passkeyPost("register-options", { as: user, json: {} });
    const answer = softwarePasskey().register(options.body.options as PublicKeyCredentialCreationOptionsJSON, CONSOLE_ORIGIN);
    expect((await calls.passkeyPost("register", { as: other, json: { response: answer } })).status).toBe(400);
    // A name that is too long gets a clear message; the challenge is still unspent.
    const named = await calls.passkeyPost("register", { as: user, json: { response: answer, name: "x".repeat(61) } });
    expect(named).toMatchObject({ status: 400, body: { fieldErrors: { name: "Must be at most 60 characters" } } });
    const unnamed = await calls.passkeyPost("register", { as: user, json: { response: answer } });
    expect(unnamed.status).toBe(200);
    expect((await cons.service.auth.passkeysOf(user.user.id)).map((passkey) => passkey.name)).toEqual(["Passkey 1"]);
  });

  it("renames and removes one's own passkeys only, and signs out everywhere", async () => {
    const user = await cons.signedIn("member");
    const other = await cons.signedIn("member");
    const { key } = await register(user);
    const post = (as: SignedIn, form: Record<string, string>) => calls.act(account, consoleRequest("/console/account", { as, form }));
    expect((await post(user, { intent: "rename", id: key.id, name: " " })).value).toMatchObject({ fieldErrors: { name: "Give the passkey a name, like Work laptop." } });
    expect((await post(user, { intent: "rename", id: key.id, name: "Phone" })).status).toBe(200);
    expect((await post(other, { intent: "remove", id: key.id })).status).toBe(404);
    expect((await post(user, { intent: "remove", id: key.id })).status).toBe(200);
    expect(await cons.service.auth.passkeysOf(user.user.id)).toEqual([]);
    expect((await signInWith(key)).result.status).toBe(401);
    expect((await audit("passkey-removed")).some((entry) => entry.actor_id === user.user.id && entry.detail === "Phone")).toBe(true);

    const second = await cons.signedIn("member", user.user.email);
    const everywhere = await post(user, { intent: "sign-out-everywhere" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.response?.headers.get("location")).toBe("/console/sign-in?status=signed-out-everywhere");
    for (const session of [user, second]) expect((await calls.load(layout, consoleRequest("/console", { as: session, accept: "data" }))).status).toBe(401);
    expect((await calls.load(layout, consoleRequest("/console", { as: other, accept: "data" }))).status).toBe(200);
    expect((await audit("signed-out-everywhere")).some((entry) => entry.actor_id === user.user.id && entry.detail === "2 session(s) ended")).toBe(true);
  });
});
