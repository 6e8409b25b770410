import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { isRoot } from "./run.ts";

/** Requests per second of one page under load, with latency percentiles. */
export type LoadResult = { tool: "wrk" | "autocannon"; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

/**
 * The load generator must not be the bottleneck: autocannon (Node, one core)
 * saturates near 4,000 requests/s on this 2-core machine whatever answers,
 * while `wrk` (C) drives several times that. Debian's `wrk` is installed when
 * missing (as root); autocannon is the fallback.
 */
export function ensureWrk(): boolean {
  if (commandExists("wrk")) return true;
  if (!isRoot()) {
    console.warn("wrk is missing: load figures come from autocannon, which saturates first. Install it with: sudo apt-get install -y wrk");
    return false;
  }
  console.log("Installing Debian's wrk…");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return commandExists("wrk");
}

export function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function milliseconds(value: string, unit: string): number {
  const number = Number(value);
  return unit === "us" ? number / 1000 : unit === "s" ? number * 1000 : number;
}

/** One thread, 50 connections, gzip accepted: the page as a browser asks for it. */
export async function loadWithWrk(url: string, seconds: number): Promise<LoadResult> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", ["-t1", "-c50", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url]);
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(output);
    return match ? Math.round(milliseconds(match[1]!, match[2]!) * 100) / 100 : Number.NaN;
  };
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socketErrors = /Socket errors:[^\n]*/.exec(output)?.[0].match(/\d+/g)?.map(Number) ?? [];
  return {
    tool: "wrk",
    requestsPerSecond: Math.round(Number(rps?.[1] ?? Number.NaN)),
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    non2xx: Number(non2xx?.[1] ?? 0),
    errors: socketErrors.reduce((sum, count) => sum + count, 0),
  };
}

export async function loadWithAutocannon(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { "accept-encoding": "gzip" } });
  return {
    tool: "autocannon",
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A plain Node static file server: reads the file from disk on every request, no compression, no headers of ours. */
export function startPlainStaticServer(file: string, port: number) {
  const size = statSync(file).size;
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": size });
    createReadStream(file).pipe(res);
  });
  return new Promise<typeof server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * nginx serving the same build, as a deployer would set it up for static
 * files: one worker per core, the build's .gz files sent as they are
 * (`gzip_static`), the same security headers as ours. Debian's `nginx-light`
 * is installed when missing (as root); undefined when it cannot run.
 */
export async function startNginx(clientDir: string, port: number): Promise<{ stop(): void } | undefined> {
  if (!commandExists("nginx") && isRoot()) {
    console.log("Installing Debian's nginx-light (the reference static server)…");
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  }
  if (!commandExists("nginx")) {
    console.warn("nginx is missing: the reference column is left out. Install it with: sudo apt-get install -y nginx-light");
    return undefined;
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const config = `
${isRoot() ? "user root;" : ""}
worker_processes ${os.availableParallelism()};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  include /etc/nginx/mime.types;
  gzip_static on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    add_header X-Content-Type-Options nosniff always;
    add_header Referrer-Policy strict-origin-when-cross-origin always;
    add_header X-Frame-Options DENY always;
    add_header Cross-Origin-Opener-Policy same-origin always;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn("nginx", ["-c", configFile, "-p", prefix, "-g", "daemon off;"], { stdio: "ignore" });
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (existsSync(path.join(prefix, "nginx.pid"))) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.ok).catch(() => false);
      if (ok) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop() {
      child.kill("SIGQUIT");
      setTimeout(() => rmSync(prefix, { recursive: true, force: true }), 500).unref();
    },
  };
}
