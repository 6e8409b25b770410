import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/database.ts";

/**
 * `leads users …` on a real database: invite queues a sign-in link for the
 * site's origin, list shows the team, remove keeps the last admin, and bad
 * input gets a clear error and exit code 2.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

// Each command is a new process (about a second each): the tests get a minute.
describe("leads users", { timeout: 60_000 }, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const leads = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["scripts/leads.ts", ...args], {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", ...database.env, SITE_URL: "https://www.lumora.example" },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it("invites, lists and removes users, mailing each invitation's link through the outbox", async () => {
    expect(await leads("users", "invite", "Ada@Company.example", "--role", "admin")).toMatchObject({ code: 0, stdout: expect.stringContaining("Invited ada@company.example as admin") });
    expect((await leads("users", "invite", "bob@company.example", "--role", "member")).code).toBe(0);
    const store = await database.open();
    try {
      const mail = await store.db.selectFrom("outbox").selectAll().where("recipients", "=", "ada@company.example").executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ audience: "team", lead_id: null, status: "pending" });
      expect(mail.text_body).toMatch(/https:\/\/www\.lumora\.example\/console\/sign-in\/link\?token=v1\.\S+/);
    } finally {
      await store.close();
    }
    const listed = await leads("users", "list");
    expect(listed.stdout).toMatch(/ada@company\.example\s+admin\s+cli\s+never\s+0/);
    expect(listed.stdout).toContain("2 user(s).");
    expect(await leads("users", "remove", "ada@company.example")).toMatchObject({ code: 2, stderr: expect.stringContaining("ada@company.example is the last admin") });
    expect(await leads("users", "remove", "bob@company.example")).toMatchObject({ code: 0, stdout: expect.stringContaining("Removed bob@company.example") });
  });

  it("names what is wrong with bad input", async () => {
    for (const [args, message] of [
      [["users", "invite", "ada@company.example"], "users invite needs --role admin, --role member or --role editor"],
      [["users", "invite", "ada@company.example", "--role", "owner"], 'users invite: --role must be admin, member or editor (got "owner")'],
      [["users", "invite", "ada", "--role", "admin"], "users invite: Enter a valid email address"],
      [["users", "invite", "--role", "admin"], "users invite takes one email address"],
      [["users", "remove"], "users remove takes one email address"],
      [["users", "remove", "nobody@company.example"], "There is no console user nobody@company.example"],
      [["users", "promote"], 'Unknown users command "promote"'],
      [["users"], "users needs a command: list, invite or remove"],
    ] as const) {
      const result = await leads(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toContain(message);
      expect(result.stderr).toContain("leads users invite <email> --role admin|member");
    }
  });
});
