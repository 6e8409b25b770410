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
  /** Without credentials (for logs). */
  location: string;
  /** The embedded database's file, which a thread's connection may open; undefined for PostgreSQL. */
  file?: string;
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<string[]>;
  /**
   * After an erasure. Embedded: truncates the WAL so no earlier version of an erased row is left (deleted content in the
   * file is zeroed); false when another connection's read kept the log, and the next erasure or the last close finishes it.
   * PostgreSQL: dead rows stay until VACUUM and in WAL archives and backups (README, "Erasure"); resolves to true.
   */
  purgeErased(): Promise<boolean>;
  close(): Promise<void>;
};

export type StoreConfig = {
  /** Without it the embedded SQLite file under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Told when a PostgreSQL connection breaks; the store survives it, this is for the log. */
  onConnectionError?: (error: Error) => void;
};

export const SQLITE_FILE_NAME = "leads.sqlite";

export function sqliteFilePath(dataDir: string): string {
  return path.resolve(dataDir, SQLITE_FILE_NAME);
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/** Does not migrate; call `migrate()` (the server does at start-up). */
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
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Server-side guard: no statement of ours should ever take this long.
    statement_timeout: 15_000,
    application_name: "lead-capture",
  });
  // A broken connection emits 'error' on its client, which unheard kills the process; the pool listens only on idle
  // clients, so every client gets a listener while checked out: the query fails and the pool drops the client.
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
