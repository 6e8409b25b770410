import type { Kysely, Transaction } from "kysely";
import type { ContentVersionAction, ContentVersionsTable, Database } from "../db/schema.ts";
import type { PublicVersion } from "#app/content/site-content.server.ts";
import type { ContentModel } from "./content-model.ts";

/*
 * Every published copy of every entry, kept for good (`content_versions`). A version is written in the transaction that
 * changes the published copy, numbered 1, 2, 3… per entry; none is ever changed or removed, so a restore is a new version
 * that carries an earlier one's data.
 */

export type VersionRow = ContentVersionsTable;

/** A version without its data: what a list of versions shows. */
export type VersionSummary = Omit<VersionRow, "data"> & { unpublished: boolean };

const summaryColumns = ["type", "key", "version", "action", "draft_version", "restored_from", "published_at", "published_by", "revision"] as const;

/**
 * Records the entry's published copy as it now stands as its next version. Called inside the transaction that changed it,
 * after `content_state.revision` was raised there: that row lock serializes the writers, so the next number is free.
 */
export async function recordVersion(
  trx: Transaction<Database>,
  { type, key, action, revision, restoredFrom = null }: { type: string; key: string; action: ContentVersionAction; revision: number; restoredFrom?: number | null },
): Promise<number> {
  const entry = await trx
    .selectFrom("content_entries")
    .select(["published", "published_version", "published_at", "published_by"])
    .where("type", "=", type)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  const last = await trx.selectFrom("content_versions").select((eb) => eb.fn.max("version").as("version")).where("type", "=", type).where("key", "=", key).executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await trx
    .insertInto("content_versions")
    .values({
      type,
      key,
      version,
      action,
      data: entry.published,
      draft_version: entry.published === null ? null : entry.published_version,
      restored_from: restoredFrom,
      published_at: entry.published_at ?? new Date().toISOString(),
      published_by: entry.published_by ?? "unknown",
      revision,
    })
    .execute();
  return version;
}

/** The first version of entries the seed just added, published by "repository"; one a concurrent start wrote is kept. */
export async function recordSeedVersions(db: Kysely<Database>, rows: readonly { type: string; key: string; published: string | null; published_at: string | null; draft_version: number }[]): Promise<void> {
  const values = rows.map((row) => ({
    type: row.type,
    key: row.key,
    version: 1,
    action: "seed" as const,
    data: row.published,
    draft_version: row.draft_version,
    restored_from: null,
    published_at: row.published_at ?? new Date().toISOString(),
    published_by: "repository",
    revision: 0,
  }));
  for (let start = 0; start < values.length; start += 50) {
    await db.insertInto("content_versions").values(values.slice(start, start + 50)).onConflict((oc) => oc.columns(["type", "key", "version"]).doNothing()).execute();
  }
}

/** An entry's versions, newest first, without their data. */
export async function versionsOf(db: Kysely<Database>, type: string, key: string): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom("content_versions")
    .select([...summaryColumns, (eb) => eb.case().when("data", "is", null).then(1).else(0).end().as("unpublished")])
    .where("type", "=", type)
    .where("key", "=", key)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({ ...row, version: Number(row.version), revision: Number(row.revision), unpublished: Number(row.unpublished) === 1 }));
}

export async function versionOf(db: Kysely<Database>, type: string, key: string, version: number): Promise<VersionRow | undefined> {
  if (!Number.isSafeInteger(version) || version < 1) return undefined;
  return db.selectFrom("content_versions").selectAll().where("type", "=", type).where("key", "=", key).where("version", "=", version).executeTakeFirst();
}

/** Every version of the given types, without data, oldest first: what the public pages list of their documents' history. */
export async function versionsOfTypes(db: Kysely<Database>, types: readonly string[]): Promise<VersionSummary[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom("content_versions")
    .select([...summaryColumns, (eb) => eb.case().when("data", "is", null).then(1).else(0).end().as("unpublished")])
    .where("type", "in", types)
    .orderBy("type")
    .orderBy("key")
    .orderBy("version")
    .execute();
  return rows.map((row) => ({ ...row, version: Number(row.version), revision: Number(row.revision), unpublished: Number(row.unpublished) === 1 }));
}

/**
 * The published versions of entries whose public page lists its history, by "type/key", oldest first. A version never
 * changes, so the date each one names is read from its data once and remembered.
 */
export function publicHistoryReader(db: Kysely<Database>, model: Pick<ContentModel, "contentTypes">): () => Promise<Record<string, PublicVersion[]>> {
  const types = new Map(model.contentTypes.filter((type) => type.publicHistory).map((type) => [type.type, type]));
  const dates = new Map<string, string | null>();
  const idOf = (row: Pick<VersionSummary, "type" | "key" | "version">) => `${row.type}\n${row.key}\n${row.version}`;
  return async () => {
    const history: Record<string, PublicVersion[]> = {};
    if (types.size === 0) return history;
    const rows = (await versionsOfTypes(db, [...types.keys()])).filter((row) => !row.unpublished);
    for (const row of rows) {
      if (dates.has(idOf(row))) continue;
      const stored = await versionOf(db, row.type, row.key, row.version);
      let date: string | undefined;
      try {
        date = stored?.data ? types.get(row.type)?.publicHistory?.effectiveDateOf(JSON.parse(stored.data)) : undefined;
      } catch {
        date = undefined;
      }
      dates.set(idOf(row), date ?? null);
    }
    for (const row of rows) {
      const effectiveDate = dates.get(idOf(row));
      (history[`${row.type}/${row.key}`] ??= []).push({ version: row.version, publishedAt: row.published_at, ...(effectiveDate ? { effectiveDate } : {}) });
    }
    return history;
  };
}
