import { ensurePostgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "./lib/postgres.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { run } from "./lib/run.ts";
import { E2E_BASE_URL } from "../tests/support/e2e-env.ts";

/**
 * `npm test`: everything, in order — typecheck, lint, unit/component/API
 * tests (embedded database always, PostgreSQL too), the production build,
 * its pictures encoded (or found in the cache), and the browser journeys in
 * Debian's Chromium against it.
 */
const steps: { name: string; ok: boolean; seconds: number }[] = [];

async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const code = await run(command, args, env);
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return code === 0;
}

let postgres: ThrowawayPostgres | undefined;
const env: NodeJS.ProcessEnv = { ...process.env };

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

  // The type checker and the linter each use one core: they run side by side.
  const checks = await Promise.all([
    step("typecheck", "npm", ["run", "-s", "typecheck"], env),
    step("lint", "npm", ["run", "-s", "lint"], env),
  ]);
  const sequence: [string, string, string[]][] = [
    ["unit, component and API tests", "npx", ["vitest", "run"]],
    ["production build", "npm", ["run", "-s", "build"]],
    // The build names its pictures and the server makes them on demand: made here, before the journeys, the journeys
    // meet a warmed server and measure it, not the encoder.
    ["site pictures", "node", ["scripts/pictures.ts"]],
  ];
  let ok = checks.every(Boolean);
  for (const [name, command, args] of sequence) {
    if (!ok) break;
    // The journeys' server serves this build: its canonical URLs use the test origin.
    const stepEnv = name === "production build" ? { ...env, SITE_URL: E2E_BASE_URL } : env;
    ok = await step(name, command, args, stepEnv);
  }
  if (ok && chromiumReady) await step("browser journeys", "npx", ["playwright", "test"], env);
  if (!chromiumReady) steps.push({ name: "browser journeys (no Chromium)", ok: false, seconds: 0 });
} finally {
  postgres?.stop();
}

console.log("\nSummary");
for (const { name, ok, seconds } of steps) console.log(`  ${ok ? "✔" : "✘"} ${name} (${seconds}s)`);
const passed = steps.filter((s) => s.ok).length;
const failed = steps.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.length >= 6 ? 0 : 1);
