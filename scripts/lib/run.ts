import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

/**
 * Runs a command with its output held back; resolves with its exit code and
 * that output, to print once it ends (so two steps side by side do not
 * interleave their lines).
 */
export function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString("utf8");
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: output() }));
    child.on("error", () => resolve({ code: 127, output: output() }));
  });
}

export function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}
