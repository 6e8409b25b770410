import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { Kysely } from "kysely";
import { openStore, type Store } from "../../server/db/database.server.ts";
import { migrations } from "../../server/db/migrations.ts";

/**
 * Fresh databases for tests.
 *
 * - Embedded: a new temporary DATA_DIR (the SQLite file is made inside it).
 * - PostgreSQL: only when TEST_DATABASE_URL is set (CI always sets it). Each
 *   call creates a new schema `test_<random>` in that database and returns a
 *   DATABASE_URL whose `options=-c search_path=…` points at it, so suites
 *   running in parallel never see each other's tables. The role needs
 *   CREATE on the database; `cleanup()` drops the schema.
 */
export type TestDatabaseKind = "sqlite" | "postgres";

export type TestDatabase = {
  kind: TestDatabaseKind;
  /** Always set: the embedded file, .eml files and test artefacts live here. */
  dataDir: string;
  /** Set for PostgreSQL. */
  databaseUrl?: string;
  /** DATA_DIR and, for PostgreSQL, DATABASE_URL: spread into a server's environment. */
  env: Record<string, string>;
  /** A new connection to this database (migrated); close it yourself. */
  open(): Promise<Store>;
  cleanup(): Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The kinds to run a storage suite against: embedded always, PostgreSQL when available. */
export const testDatabaseKinds: TestDatabaseKind[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export async function freshDataDir(prefix = "leads-test-"): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
}

export async function freshDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = await freshDataDir();
  const open = async (databaseUrl?: string) => {
    const store = openStore({ dataDir, databaseUrl, poolSize: 4 });
    await store.migrate();
    return store;
  };
  if (kind === "sqlite") {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => open(),
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withSearchPath(TEST_DATABASE_URL, schema);
  return {
    kind,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => open(databaseUrl),
    async cleanup() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a suite: a fresh database of `kind`, migrated and opened before its
 * tests and removed after them. Returns the database and its open store.
 */
export function suiteDatabase(kind: TestDatabaseKind): () => { database: TestDatabase; store: Store } {
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = await database.open();
  });
  afterAll(async () => {
    await store?.close();
    await database?.cleanup();
  });
  return () => {
    if (!database || !store) throw new Error("the suite's database is not open yet");
    return { database, store };
  };
}

/** suiteDatabase's open store. */
export function suiteStore(kind: TestDatabaseKind): () => Store {
  const suite = suiteDatabase(kind);
  return () => suite().store;
}

/**
 * A database as it stood before migration `name`: every earlier migration applied and recorded, as a site that last
 * started before `name` existed has it. Returns the names still to run (what `store.migrate()` should apply).
 */
export async function migratedUpTo(store: Store, name: string): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was then, not as schema.ts has it now
  const old = store.db as unknown as Kysely<any>;
  const before = migrations.findIndex((migration) => migration.name === name);
  if (before < 0) throw new Error(`no migration named ${name}`);
  await old.schema
    .createTable("schema_migrations")
    .addColumn("name", "varchar(200)", (c) => c.primaryKey())
    .addColumn("applied_at", "varchar(30)", (c) => c.notNull())
    .execute();
  for (const migration of migrations.slice(0, before)) {
    await migration.up(old, store.dialect);
    await old.insertInto("schema_migrations").values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
  }
  return migrations.slice(before).map((migration) => migration.name);
}
