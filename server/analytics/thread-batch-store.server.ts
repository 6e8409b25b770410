import { Worker } from "node:worker_threads";
import type { VitalsEntry } from "./field-vitals.server.ts";
import type { ViewEntry } from "./page-views.server.ts";
import type { BatchStore } from "./analytics-writer.server.ts";
import { threadRequests } from "../db/thread-requests.ts";

/**
 * A batch store for the embedded database that writes (and sweeps) from a
 * thread of its own, with its own connection to the file. That driver is synchronous: a
 * transaction on the server's thread holds every page, beacon and lead
 * answer until it commits, so views are written beside them instead.
 *
 * The thread's connection waits on the file's lock like any other (a lead
 * written meanwhile goes first or after, never lost). A batch is stored when
 * its promise resolves; `close` ends the thread once what it was given is
 * written.
 */
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
