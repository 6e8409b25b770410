import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { isRoot } from "./run.ts";

/**
 * A throwaway PostgreSQL cluster for the database tests, from Debian's
 * packages: initdb in a temporary folder, a free loopback port, trust auth.
 */
export type ThrowawayPostgres = {
  url: string;
  /** Stops the server and deletes the cluster. */
  stop: () => void;
  /** `pg_ctl restart -m fast`: every connection is terminated (57P01), then the server is back on the same port. */
  restart: () => Promise<void>;
  /** Stops the server but keeps the cluster (`pg_ctl stop -m fast`); `start()` brings it back. */
  pause: () => Promise<void>;
  start: () => Promise<void>;
};

/** True when Debian's PostgreSQL server binaries are installed. */
export function postgresInstalled(): boolean {
  return postgresBinDir() !== undefined;
}

function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(base, version, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  return undefined;
}

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux):
 * outgoing connections and servers listening on port 0 never take it, so it
 * is still free when PostgreSQL starts, and again after each of its restarts.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port between 20000 and 32000 for PostgreSQL");
}

export function ensurePostgresInstalled(): boolean {
  if (postgresBinDir()) return true;
  if (!isRoot()) {
    console.error("PostgreSQL is missing. Install it with: sudo apt-get update && sudo apt-get install -y postgresql");
    return false;
  }
  console.log("Installing PostgreSQL (Debian package postgresql)…");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const result = spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0 && postgresBinDir() !== undefined;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql");
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-pg-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres user.
  const asUser = isRoot() ? ["runuser", "-u", "postgres", "--"] : [];
  if (isRoot()) chownSync(dir, Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim()), 0);
  const exec = (args: string[]) => {
    const [command, ...rest] = [...asUser, ...args];
    const result = spawnSync(command!, rest, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  };
  exec([path.join(bin, "initdb"), "-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  // Asynchronous, so a test's own load keeps running while the server restarts.
  const execAsync = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, ...rest] = [...asUser, ...args];
      const child = spawn(command!, rest, { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed:\n${stderr}`))));
    });
  const pgCtlArgs = (...args: string[]) => [
      path.join(bin, "pg_ctl"),
      "-D",
      dataDir,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "-l",
      path.join(dir, "postgres.log"),
      "-w",
      ...args,
    ];
  exec(pgCtlArgs("start"));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => execAsync(pgCtlArgs("-m", "fast", "restart")),
    pause: () => execAsync([path.join(bin, "pg_ctl"), "-D", dataDir, "-m", "fast", "-w", "stop"]),
    start: () => execAsync(pgCtlArgs("start")),
    stop() {
      try {
        exec([path.join(bin, "pg_ctl"), "-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
