import type { Worker } from "node:worker_threads";

/** Each request resolves with the thread's `{ id, error? }` reply or its error; all reject once the thread dies. Idle,
 * the thread does not keep the process alive. */
export function threadRequests<Reply extends object>(worker: Worker, name: string) {
  type Answer = Reply & { id: number; error?: string };
  worker.unref();
  const pending = new Map<number, { resolve(reply: Answer): void; reject(error: Error): void }>();
  let next = 0;
  let exited: Error | undefined;
  worker.on("message", (answer: Answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer);
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`${name} exited (code ${code})`)));
  return {
    send(message: object): Promise<Answer> {
      if (exited) return Promise.reject(exited);
      const id = next++;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ ...message, id });
      }).finally(() => {
        if (pending.size === 0) worker.unref();
      });
    },
    async close(): Promise<void> {
      if (!exited) await worker.terminate();
    },
  };
}
