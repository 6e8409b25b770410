import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../tests/support/database.ts";

/**
 * The leads CLI on rows stored before input was cleaned: whatever a row
 * holds, what it prints cannot drive the operator's terminal.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Clear the screen, retitle the window, an 8-bit CSI, DEL, a right-to-left override and an isolate. */
const hostile = "a\u001b[2Jb\u001b]0;title\u0007c\u009b31md\u007fe\u202Eevil\u2066f";
/** What a terminal acts on rather than shows (line feed and tab excepted). */
const terminalControls = /[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/u;

let database: TestDatabase;

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/leads.ts"), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...database.env },
  });
  return stdout;
}

beforeAll(async () => {
  database = await freshDatabase("sqlite");
  const store = await database.open();
  try {
    await store.db
      .insertInto("leads")
      .values({
        id: "old-row-1",
        type: "contact",
        email: `old${hostile}@example.com`,
        data: JSON.stringify({
          firstName: `Ada${hostile}`,
          lastName: "Lovelace\r\nX",
          email: `old${hostile}@example.com`,
          inquiryType: "general",
          message: `Hello\r\n${hostile}\tend`,
          clientTimestamp: hostile,
        }),
        consent_given: null,
        consent_version: `v${hostile}`,
        page_url: `https://www.lumora.example/${hostile}`,
        referrer: hostile,
        first_touch: JSON.stringify({ utm_source: hostile }),
        last_touch: null,
        user_agent: `UA ${hostile}`,
        ip_hash: null,
        idempotency_key: "old-row-key-1",
        spam: 0,
        spam_reason: null,
        received_at: "2025-08-01T12:00:00.000Z",
      })
      .execute();
  } finally {
    await store.close();
  }
});

afterAll(async () => {
  await database?.cleanup();
});

describe("the leads CLI on a row holding control characters", () => {
  it("lists it with every control shown escaped", async () => {
    const stdout = await cli("list");
    expect(stdout).toContain("1 lead(s) shown");
    expect(stdout).not.toMatch(terminalControls);
    expect(stdout).toContain("Adaa\\u001B[2Jb");
  });

  it("exports it as CSV with every control shown escaped", async () => {
    const stdout = await cli("export", "--format", "csv");
    const records = stdout.split("\r\n");
    expect(records).toHaveLength(3);
    expect(records.join("\n")).not.toMatch(terminalControls);
    expect(stdout).toContain("\\u202Eevil");
    expect(stdout).toContain('"Hello\na\\u001B[2Jb');
  });

  it("exports it as JSON that is inert in a terminal and reads back exactly", async () => {
    const stdout = await cli("export", "--format", "json");
    expect(stdout).not.toMatch(terminalControls);
    const [lead] = JSON.parse(stdout) as { fields: Record<string, unknown>; userAgent: string; pageUrl: string }[];
    expect(lead?.fields.message).toBe(`Hello\r\n${hostile}\tend`);
    expect(lead?.userAgent).toBe(`UA ${hostile}`);
    expect(lead?.pageUrl).toBe(`https://www.lumora.example/${hostile}`);
  });
});
