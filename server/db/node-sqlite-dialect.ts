import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";

/**
 * Kysely's SqliteDialect over the built-in `node:sqlite` (no native addon). Prepared statements are cached per SQL
 * text: Kysely prepares on every query, and the lead service runs the same few statements over and over.
 */
type SqliteValue = null | number | bigint | string | NodeJS.ArrayBufferView;

function toSqliteParameters(parameters: ReadonlyArray<unknown>): SqliteValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SqliteValue;
  });
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...toSqliteParameters(parameters));
  }

  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = this.#statement.run(...toSqliteParameters(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...toSqliteParameters(parameters));
  }
}

const STATEMENT_CACHE_SIZE = 200;

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(raw: DatabaseSync) {
    this.raw = raw;
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = new NodeSqliteStatement(this.raw.prepare(sql));
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

export type SqliteOpenOptions = {
  /** How long a writer waits for another process's lock (the CLI, a second server). */
  busyTimeoutMs?: number;
};

/**
 * WAL with synchronous=FULL: an acknowledged lead survives `kill -9` and a power cut, and the CLI can share the file.
 * secure_delete zeroes deleted content; the WAL keeps older pages until Store.purgeErased truncates it.
 */
export function openSqliteFile(file: string, { busyTimeoutMs = 5_000 }: SqliteOpenOptions = {}) {
  const raw = new DatabaseSync(file, { timeout: busyTimeoutMs });
  raw.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA secure_delete = ON");
  return new NodeSqliteDatabase(raw);
}

/** BEGIN IMMEDIATE takes the write lock up front, so read-then-write waits on busy_timeout instead of SQLITE_BUSY. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: NodeSqliteDatabase;

  constructor(database: NodeSqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}
