import { Worker } from "node:worker_threads";
import type { VitalsEntry } from "./field-vitals.server.ts";
import type { ViewEntry } from "./page-views.server.ts";
import type { BatchStore } from "./analytics-writer.server.ts";
import { threadRequests } from "../db/thread-requests.ts";

/** The embedded driver is synchronous, so a transaction on the server's thread would hold every answer: views are written
 * from a thread with its own connection, waiting on the file's lock like any other. */
export function threadBatchStore(file: string): BatchStore {
  const thread = threadRequests<object>(new Worker(new URL("./batch-writer.thread.ts", import.meta.url), { workerData: { file } }), "the analytics writer thread");
  const send = async (kind: "views" | "vitals" | "sweep", entries: readonly (ViewEntry | VitalsEntry)[], now?: number) => {
    if (entries.length > 0 || kind === "sweep") await thread.send({ kind, entries, now });
  };
  return {
    views: (entries) => send("views", entries),
    vitals: (entries) => send("vitals", entries),
    sweep: (now) => send("sweep", [], now),
    close: thread.close,
  };
}
