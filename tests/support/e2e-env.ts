import os from "node:os";
import path from "node:path";

/**
 * The environment of the production server the browser journeys run against:
 * its own port, a fresh data directory, mail to the local catcher, rate
 * limiting off (one journey turns nothing on: the API suite covers 429s).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The mail catcher's ports follow the server's, so two runs can share a machine. */
export const SMTP_CAPTURE_PORT = E2E_PORT + 1;
export const SMTP_CAPTURE_HTTP_PORT = E2E_PORT + 2;
export const SMTP_CAPTURE_HTTP = `http://127.0.0.1:${SMTP_CAPTURE_HTTP_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `site-e2e-data-${E2E_PORT}`);

export const e2eServerEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  SITE_URL: E2E_BASE_URL,
  DATA_DIR: E2E_DATA_DIR,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_CAPTURE_PORT}`,
  RATE_LIMIT: "false",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
};
