import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../logger.server.ts";

/**
 * Several server processes on one port (WEB_CONCURRENCY), so a machine's
 * cores all serve: Node's cluster module hands incoming connections to the
 * workers in turn. The primary process only supervises:
 *
 * - The first worker starts alone (it migrates the database); the others
 *   start once it listens, so no two processes migrate at the same time.
 * - A worker that fails before it listens (bad port, no database) stops the
 *   whole server with exit code 1: a supervisor sees the failure.
 * - A worker that dies later is replaced, at most 5 times a minute; past that
 *   the server stops with exit code 1 rather than restart in a loop.
 * - SIGTERM or SIGINT reaches every worker, which drains its requests and
 *   outbox as a single server does; the primary exits when they have.
 */
export function runCluster({ workers, logger }: { workers: number; logger: Logger }): void {
  const log = logger.child({ component: "cluster" });
  let stopping = false;
  let started = 0;
  const restarts: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      started += 1;
      if (started < workers) fork();
      else if (started === workers) log.info({ workers }, `${workers} server processes listening`);
    });
    return worker;
  };

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (started < workers) {
      log.fatal({ pid: worker.process.pid, code, signal }, "a server process failed to start; stopping");
      stopAll(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0]! > 60_000) restarts.shift();
    if (restarts.length > 5) {
      log.fatal({ restarts: restarts.length }, "server processes keep dying; stopping");
      stopAll(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "a server process died; starting another");
    started -= 1;
    fork();
  });

  function stopAll(exitCode: number) {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (alive.length === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill("SIGTERM");
    process.exitCode = exitCode;
    // The workers drain within their own shutdown limit (5 s); don't outlive them by much.
    setTimeout(() => process.exit(exitCode), 10_000).unref();
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal }, "stopping the server processes");
      stopAll(0);
    });
  }

  fork();
}
