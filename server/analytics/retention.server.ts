import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** Each delete holds the embedded database's file for a few milliseconds, not the whole sweep. */
export const DELETE_BATCH_ROWS = 100;

/** Lets the event loop and other connections in between batches. */
export async function deleteOlderInBatches(
  db: Kysely<Database>,
  table: "page_views" | "web_vitals",
  before: string,
  rowsPerBatch = DELETE_BATCH_ROWS,
): Promise<{ deleted: number; batches: number; slowestBatchMs: number }> {
  let deleted = 0;
  let batches = 0;
  let slowestBatchMs = 0;
  for (;;) {
    batches += 1;
    const started = performance.now();
    const result = await db
      .deleteFrom(table)
      .where("id", "in", (eb) => eb.selectFrom(table).select("id").where("at", "<", before).limit(rowsPerBatch))
      .executeTakeFirst();
    slowestBatchMs = Math.max(slowestBatchMs, performance.now() - started);
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < rowsPerBatch) return { deleted, batches, slowestBatchMs };
    await new Promise((resolve) => setImmediate(resolve));
  }
}
