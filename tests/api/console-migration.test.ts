import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { openStore } from "../../server/db/database.server.ts";
import { freshDatabase, migratedUpTo, testDatabaseKinds } from "../support/database.ts";

/**
 * Migration 0011 on each database: leads stored before it get the console's
 * columns (status new, no assignee) and their search text from the data
 * JSON, in batches past the first thousand.
 */
describe.each(testDatabaseKinds)("migration 0011 on %s", (kind) => {
  it("adds status and assignee, and fills the search text of every earlier lead", async () => {
    const database = await freshDatabase(kind);
    const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0011
    const old = store.db as unknown as Kysely<any>;
    try {
      const toRun = await migratedUpTo(store, "0011_console_lead_work");
      const at = new Date().toISOString();
      const rows = Array.from({ length: 1203 }, (_, i) => ({
        id: `lead-${String(i).padStart(5, "0")}`,
        type: "contact",
        email: `person${i}@example.com`,
        data: JSON.stringify({ firstName: `First${i}`, lastName: "Last", companyName: `Company ${i}` }),
        idempotency_key: `key-${i}`,
        spam: 0,
        received_at: at,
      }));
      for (let i = 0; i < rows.length; i += 200) await old.insertInto("leads").values(rows.slice(i, i + 200)).execute();
      await old.insertInto("leads").values({ id: "lead-broken", type: "demo", email: null, data: "not json", idempotency_key: "broken", spam: 0, received_at: at }).execute();

      expect(await store.migrate()).toEqual(toRun);
      const stored = await store.db.selectFrom("leads").select(["id", "status", "assignee_id", "search_text"]).orderBy("id").execute();
      expect(stored[0]).toEqual({ id: "lead-00000", status: "new", assignee_id: null, search_text: "first0 last person0@example.com company 0" });
      expect(stored.find((row) => row.id === "lead-01202")?.search_text).toBe("first1202 last person1202@example.com company 1202");
      expect(stored.find((row) => row.id === "lead-broken")?.search_text).toBe("");
      expect(stored.filter((row) => row.search_text === "")).toHaveLength(1);
    } finally {
      await store.close();
      await database.cleanup();
    }
  }, 60_000);
});
