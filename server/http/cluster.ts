import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../logger.server.ts";

/**
 * WEB_CONCURRENCY workers on one port. The first starts alone (it migrates), so no two processes migrate at once; a
 * worker failing before it listens, or more than 5 deaths a minute, stops the server with exit 1 so a supervisor sees it.
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
