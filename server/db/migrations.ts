import { sql } from "kysely";
import { analyticsMigrations } from "./migrations/analytics.ts";
import { consoleMigrations, leadsAssigneeSpamIndex } from "./migrations/console.ts";
import { contentMigrations } from "./migrations/content.ts";
import { leadsAndPrivacyMigrations } from "./migrations/leads-and-privacy.ts";
import type { AnyDb, Dialect, Migration } from "./migrations/migration.ts";

export type { Migration } from "./migrations/migration.ts";

/**
 * Append new entries; never edit an applied one. Every statement is portable. Kysely's Migrator is not used: on
 * PostgreSQL it looks in every schema, which breaks when several copies share one database (the test suites do).
 */
export const migrations: Migration[] = [...leadsAndPrivacyMigrations, ...consoleMigrations, ...analyticsMigrations, leadsAssigneeSpamIndex, ...contentMigrations];

/** An arbitrary constant: the advisory lock that serializes start-up migrations on PostgreSQL. */
const PG_MIGRATION_LOCK = 7_246_190_311;

/** One transaction; concurrent instances wait on an advisory lock (PostgreSQL) or BEGIN IMMEDIATE (SQLite). */
export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(${PG_MIGRATION_LOCK})`.execute(trx);
    }
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "varchar(200)", (c) => c.primaryKey())
      .addColumn("applied_at", "varchar(30)", (c) => c.notNull())
      .execute();
    const applied = new Set(
      (await trx.selectFrom("schema_migrations").select("name").execute()).map(
        (row: { name: string }) => row.name,
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx, dialect);
      await trx
        .insertInto("schema_migrations")
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      done.push(migration.name);
    }
    return done;
  });
}
