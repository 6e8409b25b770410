import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.ts";
import type { Dialect } from "./migrations/migration.ts";
import { NodeSqliteDialect, openSqliteFile } from "./node-sqlite-dialect.ts";
import type { Database } from "./schema.ts";

export type { Dialect } from "./migrations/migration.ts";

export type Store = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without credentials (for logs). */
  location: string;
  /** The embedded database's file, which another connection (a thread's) may open; undefined for PostgreSQL. */
  file?: string;
  /** Resolves when the database answers a trivial query. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<string[]>;
  /**
   * Called after personal data was deleted (an erasure). Embedded: copies the
   * write-ahead log into the database file and truncates it, so no earlier
   * version of an erased row is left in the log (the file itself keeps none:
   * deleted content is zeroed). Resolves to false when another connection's
   * read kept the log from being truncated; the next erasure, or the last
   * connection closing, finishes it. PostgreSQL: nothing can be done from
   * here (dead rows stay in table files until VACUUM, and in WAL archives and
   * backups); resolves to true. README, "Erasure", says what an operator does.
   */
  purgeErased(): Promise<boolean>;
  close(): Promise<void>;
};

export type StoreConfig = {
  /** postgres:// URL; without it the embedded SQLite file under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * Told when a PostgreSQL connection breaks (the server restarted, the
   * network dropped). The store survives it either way; this is for the log.
   */
  onConnectionError?: (error: Error) => void;
};

export const SQLITE_FILE_NAME = "leads.sqlite";

export function sqliteFilePath(dataDir: string): string {
  return path.resolve(dataDir, SQLITE_FILE_NAME);
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/**
 * Opens the lead database: PostgreSQL when a URL is given, else the embedded
 * SQLite file. Does not migrate; call `migrate()` (the server does at start-up).
 */
export function openStore(config: StoreConfig): Store {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.poolSize ?? 10, config.onConnectionError ?? (() => {}))
    : openSqlite(config.dataDir);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function openSqlite(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  const file = sqliteFilePath(dataDir);
  const database = openSqliteFile(file);
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(database) });
  return {
    db,
    dialect: "sqlite",
    location: file,
    file,
    async ping() {
      await sql`select 1`.execute(db);
    },
    migrate: () => migrateToLatest(db, "sqlite"),
    async purgeErased() {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
      return Number(rows[0]?.busy ?? 1) === 0;
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize: number, onConnectionError: (error: Error) => void): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A request waits at most this long for a connection, then gets a 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Server-side guard: no statement of ours should ever take this long.
    statement_timeout: 15_000,
    application_name: "lead-capture",
  });
  // A connection that breaks (database restart: 57P01 "terminating connection
  // due to administrator command", or "Connection terminated unexpectedly")
  // emits 'error' on its client. Unheard, that event kills the process. The
  // pool only listens on idle clients, so every client gets its own listener
  // for the time it is checked out too: the query in flight fails (the caller
  // answers 503 or retries), and the pool drops the broken client on release.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    location: redactUrl(url),
    async ping(timeoutMs = 3_000) {
      await withTimeout(sql`select 1`.execute(db), timeoutMs, "database ping");
    },
    migrate: () => migrateToLatest(db, "postgres"),
    purgeErased: () => Promise.resolve(true),
    close: () => db.destroy(),
  };
}
