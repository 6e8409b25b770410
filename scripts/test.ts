import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { ensurePostgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "./lib/postgres.ts";
import { isRoot, run, runQuietly } from "./lib/run.ts";
import { E2E_BASE_URL } from "../tests/support/e2e-env.ts";

/**
 * `npm test`: everything — typecheck, lint, unit/component/API tests
 * (embedded database always, PostgreSQL too), the production build, and the
 * browser journeys in Debian's Chromium against it. Two phases, each of
 * steps side by side (ADR 0008): the checks and the build, then Vitest and
 * the journeys. One step's output streams; the others' is printed whole
 * when they end.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (!isRoot()) {
    console.error(`Chromium is missing (${CHROMIUM}). Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    return false;
  }
  console.log("Installing Debian's Chromium…");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const result = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0 && existsSync(CHROMIUM);
}

const steps: { name: string; ok: boolean; seconds: number }[] = [];

type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; quiet?: boolean };

async function step({ name, command, args, env, quiet }: Step) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}${quiet ? " (output when it ends)" : ""}`);
  const started = Date.now();
  let code: number;
  if (quiet) {
    const result = await runQuietly(command, args, env);
    console.log(`\n▶ ${name} ended:\n${result.output}`);
    code = result.code;
  } else {
    code = await run(command, args, env);
  }
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return code === 0;
}

/** Steps side by side; true when all passed. */
async function together(list: Step[]): Promise<boolean> {
  return (await Promise.all(list.map(step))).every(Boolean);
}

let postgres: ThrowawayPostgres | undefined;
const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: CHROMIUM };

try {
  if (!env.TEST_DATABASE_URL) {
    if (ensurePostgresInstalled()) {
      postgres = await startThrowawayPostgres();
      env.TEST_DATABASE_URL = postgres.url;
      console.log(`PostgreSQL for the database tests: ${postgres.url}`);
    } else {
      console.warn("TEST_DATABASE_URL is not set and PostgreSQL could not be started: PostgreSQL tests are skipped.");
    }
  }
  const chromiumReady = ensureChromium();

  // The type checker and the linter each use one core; the build mostly
  // waits on its image encoder's threads. The journeys' server serves this
  // build: its canonical URLs use the test origin.
  const checked = await together([
    { name: "typecheck", command: "npm", args: ["run", "-s", "typecheck"], env, quiet: true },
    { name: "lint", command: "npm", args: ["run", "-s", "lint"], env, quiet: true },
    { name: "production build", command: "npm", args: ["run", "-s", "build"], env: { ...env, SITE_URL: E2E_BASE_URL } },
  ]);
  // Vitest's slowest suites wait on timers and database restarts; the
  // journeys wait on pages. Only a build that passed is served to them.
  if (checked) {
    await together([
      { name: "unit, component and API tests", command: "npx", args: ["vitest", "run"], env, quiet: true },
      ...(chromiumReady ? [{ name: "browser journeys", command: "npx", args: ["playwright", "test"], env }] : []),
    ]);
  }
  if (!chromiumReady) steps.push({ name: "browser journeys (no Chromium)", ok: false, seconds: 0 });
} finally {
  postgres?.stop();
}

console.log("\nSummary");
for (const { name, ok, seconds } of steps) console.log(`  ${ok ? "✔" : "✘"} ${name} (${seconds}s)`);
const passed = steps.filter((s) => s.ok).length;
const failed = steps.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.length >= 5 ? 0 : 1);
