import { sql, type Kysely, type Transaction } from "kysely";
import type { ContentEntriesTable, ContentVersionAction, Database } from "../db/schema.ts";
import { recordSeedVersions, recordVersion } from "./content-versions.server.ts";

/*
 * The site's content in the database: each entry's draft (what editors save) and published copy (what the public pages show).
 * A save names the draft version it started from, and a stale one is refused; every publish or unpublish raises the one
 * revision number that each server process watches, and is kept as the entry's next version (content-versions.server.ts).
 */

/** `required`: the type's required top-level fields; one a stored entry lacks is filled in from the repository's copy. */
export type Seed = { type: string; entries: { key: string; data: unknown }[]; required?: readonly string[] };

export type EntryRow = ContentEntriesTable;

export type EntryStatus = "published" | "changed" | "draft" | "unpublished";

/** Published as saved; published with later changes; never published; taken down. */
export function statusOf(row: Pick<EntryRow, "published" | "published_version" | "draft_version">): EntryStatus {
  if (row.published !== null) return row.published_version === row.draft_version ? "published" : "changed";
  return row.published_version === null ? "draft" : "unpublished";
}

const json = (value: unknown) => JSON.stringify(value);

/** `data` with the required top-level fields it lacks taken from `source` (a type's fields grow over releases); as given when it lacks none. */
export function withRequiredFields(data: unknown, source: unknown, required: readonly string[]): unknown {
  const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);
  if (!isRecord(data) || !isRecord(source)) return data;
  // Only required fields: an optional one an editor removed stays removed.
  const missing = Object.entries(source).filter(([field]) => required.includes(field) && !(field in data));
  return missing.length > 0 ? { ...data, ...Object.fromEntries(missing) } : data;
}

/** The stored JSON with the required fields its type gained since, from the repository's copy; null when it lacks none. */
function withNewFields(stored: string | null, seed: unknown, required: readonly string[]): string | null {
  if (stored === null) return null;
  const data = JSON.parse(stored) as unknown;
  const filled = withRequiredFields(data, seed, required);
  return filled === data ? null : json(filled);
}

/**
 * Entries the database lacks are added, published as committed. An entry it has keeps every word an editor gave it; a required
 * field its type gained since (a page's search and sharing, say) is filled in from the repository, in draft and published copy.
 */
export async function seedContent(db: Kysely<Database>, seeds: readonly Seed[], now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const stored = await db.selectFrom("content_entries").select(["type", "key", "draft", "published"]).execute();
  const existing = new Set(stored.map((row) => `${row.type}\n${row.key}`));
  const seedOf = new Map(seeds.flatMap(({ type, entries, required = [] }) => entries.map(({ key, data }) => [`${type}\n${key}`, { data, required }] as const)));
  for (const row of stored) {
    const seed = seedOf.get(`${row.type}\n${row.key}`);
    if (!seed) continue;
    const draft = withNewFields(row.draft, seed.data, seed.required);
    const published = withNewFields(row.published, seed.data, seed.required);
    if (draft === null && published === null) continue;
    await db
      .updateTable("content_entries")
      .set({ ...(draft === null ? {} : { draft }), ...(published === null ? {} : { published }) })
      .where("type", "=", row.type)
      .where("key", "=", row.key)
      .execute();
  }
  const rows = seeds.flatMap(({ type, entries }) =>
    entries.flatMap(({ key, data }, position) =>
      existing.has(`${type}\n${key}`)
        ? []
        : [
            {
              type,
              key,
              position,
              draft: json(data),
              draft_version: 1,
              draft_saved_at: at,
              draft_saved_by: "repository",
              published: json(data),
              published_version: 1,
              published_at: at,
              published_by: "repository",
              revision: 0,
            },
          ],
    ),
  );
  for (let start = 0; start < rows.length; start += 50) {
    await db.insertInto("content_entries").values(rows.slice(start, start + 50)).onConflict((oc) => oc.columns(["type", "key"]).doNothing()).execute();
  }
  // The repository's copy is each seeded entry's version 1.
  await recordSeedVersions(db, rows);
  return rows.length;
}

export async function contentRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_state").select("revision").where("id", "=", 1).executeTakeFirst();
  return row?.revision ?? 0;
}

/** Every entry, in each type's order. */
export async function allEntries(db: Kysely<Database>): Promise<EntryRow[]> {
  return db.selectFrom("content_entries").selectAll().orderBy("type").orderBy("position").orderBy("key").execute();
}

export async function entriesOfType(db: Kysely<Database>, type: string, page?: { limit: number; offset: number }): Promise<EntryRow[]> {
  let query = db.selectFrom("content_entries").selectAll().where("type", "=", type).orderBy("position").orderBy("key");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** How many entries a type has, and how many are not on the site as saved (drafts, unpublished changes, taken down). */
export async function countsOfType(db: Kysely<Database>, type: string): Promise<{ total: number; notLive: number }> {
  const row = await db
    .selectFrom("content_entries")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when(eb.and([eb("published", "is not", null), eb("published_version", "=", eb.ref("draft_version"))])).then(0).else(1).end()).as("notLive"),
    ])
    .where("type", "=", type)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), notLive: Number(row?.notLive ?? 0) };
}

export async function entryOf(db: Kysely<Database>, type: string, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom("content_entries").selectAll().where("type", "=", type).where("key", "=", key).executeTakeFirst();
}

export type SaveResult = { ok: true; version: number } | { ok: false; current: EntryRow | undefined };

/** Refused (with the entry as it now is) when someone saved since `baseVersion`. */
export async function saveDraft(
  db: Kysely<Database>,
  { type, key, data, baseVersion, by, now = Date.now() }: { type: string; key: string; data: unknown; baseVersion: number; by: string; now?: number },
): Promise<SaveResult> {
  const result = await db
    .updateTable("content_entries")
    .set({ draft: json(data), draft_version: baseVersion + 1, draft_saved_at: new Date(now).toISOString(), draft_saved_by: by })
    .where("type", "=", type)
    .where("key", "=", key)
    .where("draft_version", "=", baseVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, version: baseVersion + 1 };
  return { ok: false, current: await entryOf(db, type, key) };
}

/** A new draft at the end of its collection; false when the key is taken. */
export async function createEntry(
  db: Kysely<Database>,
  { type, key, data, by, now = Date.now() }: { type: string; key: string; data: unknown; by: string; now?: number },
): Promise<boolean> {
  const last = await db.selectFrom("content_entries").select((eb) => eb.fn.max("position").as("position")).where("type", "=", type).executeTakeFirst();
  const result = await db
    .insertInto("content_entries")
    .values({
      type,
      key,
      position: Number(last?.position ?? -1) + 1,
      draft: json(data),
      draft_version: 1,
      draft_saved_at: new Date(now).toISOString(),
      draft_saved_by: by,
      published: null,
      published_version: null,
      published_at: null,
      published_by: null,
      revision: 0,
    })
    .onConflict((oc) => oc.columns(["type", "key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The next site revision, taken inside the transaction that changes what is published: one writer at a time. */
export async function nextRevision(trx: Transaction<Database>): Promise<number> {
  const row = await trx.updateTable("content_state").set({ revision: sql<number>`revision + 1` }).where("id", "=", 1).returning("revision").executeTakeFirstOrThrow();
  return Number(row.revision);
}

const NOTHING_MATCHED = Symbol("no entry matched");

/** Which entry a change of its published copy is, and how it is recorded in its history. */
type VersionNote = { type: string; key: string; action: ContentVersionAction; restoredFrom?: number };

/** What else must be written with a change to the site, or neither is: a schedule recording that it was carried out. It throws to undo both. */
export type AlongsideChange = (trx: Transaction<Database>) => Promise<void>;

/**
 * The next site revision, the change it names and the entry's new version (and `alongside`, when given), in one
 * transaction; none happens when no entry matched (false).
 */
export async function changePublished(
  db: Kysely<Database>,
  note: VersionNote,
  change: (trx: Transaction<Database>, revision: number) => Promise<{ numUpdatedRows: bigint }>,
  alongside?: AlongsideChange,
): Promise<number | false> {
  try {
    return await db.transaction().execute(async (trx) => {
      const revision = await nextRevision(trx);
      if (Number((await change(trx, revision)).numUpdatedRows) !== 1) throw NOTHING_MATCHED;
      await recordVersion(trx, { ...note, revision });
      await alongside?.(trx);
      return revision;
    });
  } catch (error) {
    if (error === NOTHING_MATCHED) return false;
    throw error;
  }
}

/**
 * Publishes the draft at `version`; false when the draft has moved on (or the entry is gone). With `pinned` (a schedule's
 * copy of the draft at `version`), that copy is published even when the draft has moved on since, but never over a later
 * version already published.
 */
export function publishEntry(
  db: Kysely<Database>,
  { type, key, version, by, now = Date.now(), pinned, alongside }: { type: string; key: string; version: number; by: string; now?: number; pinned?: { data: unknown }; alongside?: AlongsideChange },
): Promise<number | false> {
  const at = new Date(now).toISOString();
  return changePublished(
    db,
    { type, key, action: "publish" },
    (trx, revision) => {
      const entry = trx.updateTable("content_entries").where("type", "=", type).where("key", "=", key);
      if (!pinned) return entry.set((eb) => ({ published: eb.ref("draft"), published_version: eb.ref("draft_version"), published_at: at, published_by: by, revision })).where("draft_version", "=", version).executeTakeFirst();
      return entry
        .set({ published: json(pinned.data), published_version: version, published_at: at, published_by: by, revision })
        .where("draft_version", ">=", version)
        .where((eb) => eb.or([eb("published_version", "is", null), eb("published_version", "<=", version)]))
        .executeTakeFirst();
    },
    alongside,
  );
}

/** Takes the entry off the site; its draft stays. False when it was not published. */
export function unpublishEntry(
  db: Kysely<Database>,
  { type, key, by, now = Date.now(), alongside }: { type: string; key: string; by: string; now?: number; alongside?: AlongsideChange },
): Promise<number | false> {
  return changePublished(
    db,
    { type, key, action: "unpublish" },
    (trx, revision) =>
      trx
        .updateTable("content_entries")
        .set({ published: null, published_at: new Date(now).toISOString(), published_by: by, revision })
        .where("type", "=", type)
        .where("key", "=", key)
        .where("published", "is not", null)
        .executeTakeFirst(),
    alongside,
  );
}

/**
 * An earlier version's data becomes the draft and the published copy at once, as a new version that names the one it
 * restores; false when someone saved the draft since `baseVersion` (or the entry is gone).
 */
export function restoreEntry(
  db: Kysely<Database>,
  { type, key, data, baseVersion, restoredFrom, by, now = Date.now() }: { type: string; key: string; data: unknown; baseVersion: number; restoredFrom: number; by: string; now?: number },
): Promise<number | false> {
  const at = new Date(now).toISOString();
  const version = baseVersion + 1;
  return changePublished(db, { type, key, action: "restore", restoredFrom }, (trx, revision) =>
    trx
      .updateTable("content_entries")
      .set({ draft: json(data), draft_version: version, draft_saved_at: at, draft_saved_by: by, published: json(data), published_version: version, published_at: at, published_by: by, revision })
      .where("type", "=", type)
      .where("key", "=", key)
      .where("draft_version", "=", baseVersion)
      .executeTakeFirst(),
  );
}

/** `content -- import`: the given entries become draft and published at once, replacing what the database had. */
export async function importEntries(db: Kysely<Database>, seeds: readonly Seed[], by: string, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const revision = await nextRevision(trx);
    let count = 0;
    for (const { type, entries } of seeds) {
      for (const [position, { key, data }] of entries.entries()) {
        const current = await trx.selectFrom("content_entries").select("draft_version").where("type", "=", type).where("key", "=", key).executeTakeFirst();
        const version = (current?.draft_version ?? 0) + 1;
        const values = { draft: json(data), draft_version: version, draft_saved_at: at, draft_saved_by: by, published: json(data), published_version: version, published_at: at, published_by: by, revision };
        if (current) await trx.updateTable("content_entries").set(values).where("type", "=", type).where("key", "=", key).execute();
        else await trx.insertInto("content_entries").values({ type, key, position, ...values }).execute();
        await recordVersion(trx, { type, key, action: "import", revision });
        count++;
      }
    }
    return count;
  });
}
