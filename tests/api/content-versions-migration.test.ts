import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { openStore } from "../../server/db/database.server.ts";
import { freshDatabase, migratedUpTo, testDatabaseKinds } from "../support/database.ts";

/**
 * Migration 0018 on each database: a site that stored content before versions were kept gets, for every entry that was
 * ever published, its current state as version 1 (the repository's seed, an editor's publish or an unpublish), with its
 * author and time; an entry only ever drafted gets no version.
 */
describe.each(testDatabaseKinds)("migration 0018 on %s", (kind) => {
  it("makes what is published today each entry's first version", async () => {
    const database = await freshDatabase(kind);
    const store = openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, poolSize: 2 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0018
    const old = store.db as unknown as Kysely<any>;
    try {
      const toRun = await migratedUpTo(store, "0018_content_versions");
      const entry = (key: string, published: { by: string; data: string | null } | null, revision: number) => ({
        type: "case-study",
        key,
        position: revision,
        draft: JSON.stringify({ title: `${key} draft` }),
        draft_version: 3,
        draft_saved_at: "2026-12-01T09:00:00.000Z",
        draft_saved_by: "editor@example.com",
        published: published?.data ?? null,
        published_version: published ? 2 : null,
        published_at: published ? "2026-12-02T10:00:00.000Z" : null,
        published_by: published?.by ?? null,
        revision,
      });
      await old
        .insertInto("content_entries")
        .values([
          entry("seeded", { by: "repository", data: JSON.stringify({ title: "From the repository" }) }, 1),
          entry("edited", { by: "editor@example.com", data: JSON.stringify({ title: "Edited" }) }, 2),
          entry("taken-down", { by: "editor@example.com", data: null }, 3),
          entry("draft-only", null, 4),
        ])
        .execute();

      expect(await store.migrate()).toEqual(toRun);
      const versions = await store.db
        .selectFrom("content_versions")
        .select(["key", "version", "action", "data", "draft_version", "published_at", "published_by", "revision"])
        .orderBy("key")
        .execute();
      expect(versions).toEqual([
        { key: "edited", version: 1, action: "publish", data: JSON.stringify({ title: "Edited" }), draft_version: 2, published_at: "2026-12-02T10:00:00.000Z", published_by: "editor@example.com", revision: 2 },
        { key: "seeded", version: 1, action: "seed", data: JSON.stringify({ title: "From the repository" }), draft_version: 2, published_at: "2026-12-02T10:00:00.000Z", published_by: "repository", revision: 1 },
        { key: "taken-down", version: 1, action: "unpublish", data: null, draft_version: 2, published_at: "2026-12-02T10:00:00.000Z", published_by: "editor@example.com", revision: 3 },
      ]);
    } finally {
      await store.close();
      await database.cleanup();
    }
  }, 60_000);
});
