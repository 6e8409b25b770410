import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type BenchDatabase = {
  /** A temporary DATA_DIR (the embedded database lives in it). */
  dataDir: string;
  /** On PostgreSQL: the URL of a schema of this bench's own. */
  databaseUrl: string | undefined;
  /** Deletes the folder and, on PostgreSQL, the schema. */
  remove(): Promise<void>;
};

async function onPostgres(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database for one bench: a temporary folder, and on PostgreSQL a new schema in `postgresUrl`'s database. */
export async function freshBenchDatabase(kind: "sqlite" | "postgres", postgresUrl: string | undefined, prefix: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    if (!postgresUrl) throw new Error("the PostgreSQL bench needs DATABASE_URL or TEST_DATABASE_URL");
    schema = `bench_${randomBytes(5).toString("hex")}`;
    await onPostgres(postgresUrl, `create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && postgresUrl) await onPostgres(postgresUrl, `drop schema if exists ${schema} cascade`);
    },
  };
}
