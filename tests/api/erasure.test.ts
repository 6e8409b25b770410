import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { privacyApi } from "#app/forms/privacy-paths.ts";
import { SQLITE_FILE_NAME } from "../../server/db/database.server.ts";
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase } from "../support/database.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postForm, postJson, ROOT, startTestApi, type TestApi, until } from "./support/harness.ts";

/**
 * An erased person leaves no readable copy in the embedded database: not in
 * the database file (freed pages are zeroed) and not in its write-ahead log
 * (truncated after the erasure), whether the sales team ran `leads forget`
 * while the server was running or the visitor deleted their own data. The
 * files are read as raw bytes, as anyone with a copy of DATA_DIR could.
 */
const run = promisify(execFile);

/** What the person typed: each must be gone from every byte of the database files. */
function person() {
  const tag = randomUUID().slice(0, 8);
  return {
    email: `erase-${tag}@example.com`,
    firstName: `Zebulon${tag}`,
    lastName: `Quarrington${tag}`,
    companyName: `Fjordwidget${tag} Ltd`,
    message: `Please call about the aurora sandbox ${tag}.`,
  };
}

type Person = ReturnType<typeof person>;

/**
 * A file's bytes, read by another process: a process that opens and closes
 * a SQLite file itself drops the locks its own open database holds on it
 * (POSIX advisory locks are per process), and another connection would then
 * take the database for unused.
 */
async function bytesOf(file: string): Promise<Buffer> {
  const { stdout } = await run("cat", [file], { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** How often each of the person's values occurs in each of the embedded database's files (leads.sqlite, -wal, -shm). */
async function occurrences(dataDir: string, who: Person): Promise<Record<string, number>> {
  const files = (await readdir(dataDir)).filter((name) => name.startsWith(SQLITE_FILE_NAME));
  expect(files).toContain(SQLITE_FILE_NAME);
  const found: Record<string, number> = {};
  for (const file of files) {
    const bytes = await bytesOf(path.join(dataDir, file));
    for (const [field, value] of Object.entries(who)) {
      const needle = Buffer.from(value, "utf8");
      let count = 0;
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
      found[`${file} ${field}`] = count;
    }
  }
  return found;
}

const nowhere = (found: Record<string, number>) => Object.fromEntries(Object.keys(found).map((key) => [key, 0]));

/** A contact inquiry and a case-study request from the person: two leads, their notifications, the case study mailed to them. */
async function leadsFrom(api: TestApi, who: Person): Promise<void> {
  const { message, ...rest } = who;
  expect((await postJson(endpoint(api.url, "contact"), validBody("contact", { ...rest, message }))).status).toBe(200);
  const caseStudy = validBody("case-study", { formData: { ...rest, consentGiven: true }, caseStudy: { id: 7, slug: "gourmetgiftbaskets" } });
  expect((await postJson(endpoint(api.url, "case-study"), caseStudy)).status).toBe(200);
  await until(
    async () => {
      const rows = await api.store.db.selectFrom("outbox").select("status").execute();
      return rows.length >= 4 && rows.every((row) => row.status === "sent");
    },
    15_000,
    "every message sent",
  );
}

describe("erasure on the embedded database", () => {
  let database: TestDatabase | undefined;
  let smtp: TestSmtp | undefined;
  let api: TestApi | undefined;

  afterEach(async () => {
    await api?.close();
    await smtp?.close();
    await database?.cleanup();
    [api, smtp, database] = [undefined, undefined, undefined];
  });

  it("`leads forget`, run while the server runs, leaves no copy in the database file or its log", async () => {
    database = await freshDatabase("sqlite");
    api = await startTestApi(database.env);
    const who = person();
    const other = { ...person(), email: "someone-else@example.com" };
    await leadsFrom(api, who);
    await leadsFrom(api, other);
    const before = await occurrences(database.dataDir, who);
    expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

    const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), "forget", who.email.toUpperCase()], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...database.env },
    });
    expect(stdout).toContain("Deleted 2 lead(s)");

    // The server still has the file open: nothing waits for it to close.
    const found = await occurrences(database.dataDir, who);
    expect(found).toEqual(nowhere(found));
    // The erasure proves itself by the address's hash and a time, nothing readable.
    const audit = await api.store.db.selectFrom("privacy_requests").selectAll().where("kind", "=", "deleted").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(audit[0]?.detail).toMatch(/^leads forget: 2 lead\(s\)/);
    // Nobody else's data went with it.
    expect(await api.store.db.selectFrom("leads").select("email").execute()).toEqual([{ email: other.email }, { email: other.email }]);

    await api.close();
    api = undefined;
    const closed = await occurrences(database.dataDir, who);
    expect(closed).toEqual(nowhere(closed));
  }, 60_000);

  it("a visitor's own deletion leaves no copy in the database file or its log", async () => {
    database = await freshDatabase("sqlite");
    smtp = await startTestSmtp();
    api = await startTestApi({ ...database.env, SMTP_URL: smtp.url });
    const who = person();
    await leadsFrom(api, who);

    expect((await postForm(`${api.url}${privacyApi.requests}`, { email: who.email })).status).toBe(303);
    const [link] = await smtp.waitFor((all) => all.some((m) => m.to.includes(who.email) && m.subject.startsWith("Your link")), 15_000);
    const mail = smtp.messages.find((m) => m.to.includes(who.email) && m.subject.startsWith("Your link")) ?? link!;
    const token = /\/privacy\/requests\/confirm\?token=(\S+)/.exec(mail.text)![1]!;
    const started = await postForm(`${api.url}${privacyApi.session}`, { token });
    const session = /privacy_session=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")![1]!;
    await until(async () => (await api!.store.db.selectFrom("outbox").select("status").where("status", "!=", "sent").execute()).length === 0);
    const before = await occurrences(database.dataDir, who);
    expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

    const deleted = await postJson(`${api.url}${privacyApi.delete}`, { confirm: "yes" }, { cookie: `privacy_session=${session}` });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toMatchObject({ leads: 2 });

    const found = await occurrences(database.dataDir, who);
    expect(found).toEqual(nowhere(found));

    await api.close();
    api = undefined;
    const closed = await occurrences(database.dataDir, who);
    expect(closed).toEqual(nowhere(closed));
  });
});

describe.runIf(TEST_DATABASE_URL)("erasure on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let api: TestApi | undefined;

  afterEach(async () => {
    await api?.close();
    await database?.cleanup();
    [api, database] = [undefined, undefined];
  });

  it("`leads forget` deletes and records the erasure, and tells the operator what PostgreSQL still holds", async () => {
    database = await freshDatabase("postgres");
    api = await startTestApi(database.env);
    const who = person();
    await leadsFrom(api, who);

    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), "forget", who.email], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...database.env },
    });
    expect(stdout).toContain("Deleted 2 lead(s), 4 notification(s)");
    expect(stderr).toMatch(/^PostgreSQL keeps deleted rows in its table files until VACUUM.*README, "Erasure"/);
    expect(await api.store.db.selectFrom("leads").select("id").execute()).toEqual([]);
    const audit = await api.store.db.selectFrom("privacy_requests").select(["kind", "detail"]).execute();
    expect(audit).toEqual([
      { kind: "deleted", detail: "leads forget: 2 lead(s), 4 message(s), 0 webhook delivery(ies), 4 file(s); 0 webhook endpoint(s) told, sales inbox notified" },
    ]);
  }, 60_000);
});
