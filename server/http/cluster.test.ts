import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The supervisor of WEB_CONCURRENCY processes, as an operator sees it: every
 * process serves, a process that dies is replaced, SIGTERM stops them all
 * with exit code 0, and processes that cannot start stop the server with 1.
 */
const fixture = path.resolve(import.meta.dirname, "../../tests/support/cluster-fixture.ts");
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; log: () => string; exited: Promise<number | null> } {
  const started = spawn(process.execPath, [fixture], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child = started;
  let output = "";
  started.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => started.on("exit", (code) => resolve(code)));
  return { child: started, log: () => output, exited };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pidAt = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`)
    .then((response) => response.text())
    .catch(() => undefined);

describe("runCluster", () => {
  it("starts every process, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), WORKERS: "2" });
    await until(() => (/2 server processes listening/.test(server.log()) ? true : undefined));
    // Connections are handed out in turn: both processes answer.
    const pids = new Set<string>();
    await until(async () => {
      const pid = await pidAt(port);
      if (pid) pids.add(pid);
      return pids.size === 2 ? true : undefined;
    });

    const [victim] = [...pids];
    process.kill(Number(victim), "SIGKILL");
    await until(() => (/a server process died; starting another/.test(server.log()) ? true : undefined));
    const replaced = await until(async () => {
      const pid = await pidAt(port);
      return pid && !pids.has(pid) ? pid : undefined;
    });
    expect(replaced).not.toBe(victim);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await pidAt(port)).toBeUndefined();
  }, 30_000);

  it("stops with exit code 1 when its processes cannot start", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), WORKERS: "2", FAIL_START: "1" });
    expect(await server.exited).toBe(1);
    expect(server.log()).toMatch(/failed to start; stopping/);
  }, 30_000);
});
