import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { suiteDatabase, testDatabaseKinds } from "../support/database.ts";
import { endpoint, validBody } from "./support/fixtures.ts";
import { postJson, ROOT, spawnApi } from "./support/harness.ts";

/**
 * The operators' `leads` CLI against a database a running server uses, on
 * the embedded database always and on PostgreSQL whenever TEST_DATABASE_URL
 * is set.
 */
const run = promisify(execFile);

describe.each(testDatabaseKinds)("the leads CLI on %s, while a server is running", (kind) => {
  const suite = suiteDatabase(kind);

  async function cli(...args: string[]) {
    return run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...suite().database.env },
    });
  }

  it("lists, exports, forgets and retries", async () => {
    const { database, store } = suite();
    const server = await spawnApi({ ...database.env, LOG_LEVEL: "warn", MAIL_WORKER: "false" });
    try {
      const contact = validBody("contact", {
        email: "csv.person@example.com",
        firstName: "=HYPERLINK(\"http://evil.example\")",
        message: 'Quotes " and, commas\nand a new line',
      });
      expect((await postJson(endpoint(server.url, "contact"), contact)).status).toBe(200);
      expect((await postJson(endpoint(server.url, "case-study"), validBody("case-study"))).status).toBe(200);
      expect((await postJson(endpoint(server.url, "demo"), { ...validBody("demo"), homepage: "bot" })).status).toBe(200);

      const list = await cli("list");
      expect(list.stdout).toContain("csv.person@example.com");
      expect(list.stdout).toContain("grace@example.com");
      expect(list.stdout).toContain("2 lead(s) shown");

      const json = await cli("export", "--format", "json");
      const exported = JSON.parse(json.stdout) as { type: string; email: string; fields: Record<string, unknown> }[];
      expect(Array.isArray(exported)).toBe(true);
      expect(exported.map((lead) => lead.type).sort()).toEqual(["case-study", "contact"]);
      expect(exported.find((lead) => lead.type === "contact")?.fields.message).toBe(contact.message);
      expect(JSON.stringify(exported)).not.toContain("ip_hash");

      const withSpam = JSON.parse((await cli("export", "--format", "json", "--spam")).stdout) as unknown[];
      expect(withSpam).toHaveLength(3);
      const byType = JSON.parse((await cli("export", "--format", "json", "--type", "case-study")).stdout) as unknown[];
      expect(byType).toHaveLength(1);
      const future = JSON.parse((await cli("export", "--format", "json", "--since", "2999-01-01")).stdout) as unknown[];
      expect(future).toEqual([]);

      const csv = (await cli("export", "--format", "csv")).stdout;
      const [header] = csv.split("\r\n");
      expect(header?.startsWith("id,type,receivedAt,email,")).toBe(true);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(csv).toContain('"Quotes "" and, commas\nand a new line"');

      // A failed notification, requeued from the CLI.
      await store.db.updateTable("outbox").set({ status: "failed", attempts: 10, last_error: "550" }).execute();
      // Two sales notifications, the contact acknowledgement and the case-study visitor's copy.
      expect((await cli("retry-failed")).stdout).toContain("Requeued 4 failed notification(s)");
      const statuses = await store.db.selectFrom("outbox").select(["status", "attempts"]).execute();
      expect(statuses).toEqual(Array.from({ length: 4 }, () => ({ status: "pending", attempts: 0 })));

      const forget = await cli("forget", "CSV.Person@example.com");
      expect(forget.stdout).toContain("Deleted 1 lead(s), 2 notification(s)");
      expect((await cli("export", "--format", "json")).stdout).not.toContain("csv.person");

      // The server still takes leads after the CLI wrote to its database.
      expect((await postJson(endpoint(server.url, "feedback"), validBody("feedback"))).status).toBe(200);
    } finally {
      await server.kill();
    }
  }, 60_000);

  it("explains a wrong command or option on stderr with exit code 2", async () => {
    await expect(cli("export", "--format", "xml")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--format must be csv or json") });
    await expect(cli("frobnicate")).rejects.toMatchObject({ code: 2 });
    await expect(cli("list", "--since", "yesterday")).rejects.toMatchObject({ code: 2 });
  });
});
