import { parentPort, workerData } from "node:worker_threads";
import { Kysely } from "kysely";
import { NodeSqliteDialect, openSqliteFile } from "../db/node-sqlite-dialect.ts";
import type { Database } from "../db/schema.ts";
import { recordVitals } from "./field-vitals.server.ts";
import { recordViews } from "./page-views.server.ts";
import { sweepAnalytics } from "./analytics-writer.server.ts";

/** Stores batches and runs sweeps in the order sent; answers with the id once committed, or the error. */
const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(openSqliteFile((workerData as { file: string }).file)) });
let queue: Promise<void> = Promise.resolve();

parentPort?.on("message", ({ id, kind, entries, now }: { id: number; kind: "views" | "vitals" | "sweep"; entries: never[]; now: number }) => {
  queue = queue.then(async () => {
    try {
      // 25 to a transaction keeps the file's lock free for a lead's write between them.
      if (kind === "views") await recordViews(db, entries, { perTransaction: 25 });
      else if (kind === "vitals") await recordVitals(db, entries, { perStatement: 25 });
      else await sweepAnalytics(db, now);
      parentPort?.postMessage({ id });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
