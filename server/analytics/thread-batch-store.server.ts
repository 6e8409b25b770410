import { Worker } from "node:worker_threads";
import type { VitalsEntry } from "./field-vitals.server.ts";
import type { ViewEntry } from "./page-views.server.ts";
import type { BatchStore } from "./analytics-writer.server.ts";

type Reply = { id: number; error?: string };

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
  const worker = new Worker(new URL("./batch-writer.thread.ts", import.meta.url), { workerData: { file } });
  // Idle, the thread does not keep the process alive.
  worker.unref();
  const pending = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let next = 0;
  let exited: Error | undefined;

  worker.on("message", ({ id, error }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve();
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`the analytics writer thread exited (code ${code})`)));

  function send(kind: "views" | "vitals" | "sweep", entries: readonly (ViewEntry | VitalsEntry)[], now?: number): Promise<void> {
    if (entries.length === 0 && kind !== "sweep") return Promise.resolve();
    if (exited) return Promise.reject(exited);
    const id = next++;
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, kind, entries, now });
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
  }

  return {
    views: (entries) => send("views", entries),
    vitals: (entries) => send("vitals", entries),
    sweep: (now) => send("sweep", [], now),
    async close() {
      if (!exited) await worker.terminate();
    },
  };
}
