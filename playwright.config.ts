import { rmSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  SMTP_CAPTURE_HTTP,
  SMTP_CAPTURE_HTTP_PORT,
  SMTP_CAPTURE_PORT,
  e2eServerEnv,
} from "./tests/support/e2e-env";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium";

/**
 * Browser journeys against the production build (`npm run build` first; the
 * test script does it), in Debian's Chromium: Playwright's own browser
 * download cannot reach the internet here.
 *
 * Two builds of it (ADR 0008):
 * - the headless shell (package chromium-headless-shell), Chromium's engine
 *   without the desktop browser around it, runs most journeys;
 * - the full browser (package chromium) runs the journeys tagged
 *   `@full-browser`: what the page fetches and when, and whether anything
 *   shifts as it loads. Its lazy-loading distances and frame timing are the
 *   ones a visitor's Chrome has; the headless shell's differ.
 */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };
const FULL_BROWSER = /@full-browser/;
/** These journeys change the site's content (scheduling restarts a server of its own): they run once every other journey has finished. */
const CONTENT_EDITING = /content-(?:editing|history|schedule|media)\.spec\.ts/;

// A fresh data directory for every run, before the server starts. Workers load
// this file again while the server runs: only the main process may clean up.
if (!process.env.TEST_WORKER_INDEX) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  // A CI machine has run the journeys 2.5× slower than a developer's (23.8
  // against 9.5 min): there a journey gets twice the time, so only a hang
  // fails it, while a local run still shows a journey that grows too slow.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace for every journey costs about an eighth of the run's
    // CPU; CI records one when it retries a failed journey. Locally, rerun a
    // failure with `--trace on`.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: FULL_BROWSER,
      testIgnore: CONTENT_EDITING,
      use: { ...desktop, launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: chromiumArgs } },
    },
    {
      name: "full browser",
      grep: FULL_BROWSER,
      testIgnore: CONTENT_EDITING,
      use: { ...desktop, launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs } },
    },
    {
      name: "content editing",
      testMatch: CONTENT_EDITING,
      dependencies: ["desktop", "full browser"],
      use: { ...desktop, launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: "node tests/support/smtp-capture.ts",
      url: `${SMTP_CAPTURE_HTTP}/`,
      env: { SMTP_CAPTURE_PORT: String(SMTP_CAPTURE_PORT), SMTP_CAPTURE_HTTP_PORT: String(SMTP_CAPTURE_HTTP_PORT) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // Builds first when the build is missing, stale or made for another SITE_URL; makes the pictures the cache lacks
      // before it listens, so a journey meets the server as a warmed one.
      command: "node scripts/start.ts --warm-pictures",
      url: `${E2E_BASE_URL}/healthz`,
      env: e2eServerEnv,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
