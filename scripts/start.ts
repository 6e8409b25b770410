import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { EnvError, parseEnv } from "../server/env.ts";
import { run } from "./lib/run.ts";

/**
 * `npm start`: builds when there is no build or the sources changed since
 * the last one, then starts the production server, which makes the build's
 * pictures on first request and in the background (ADR 0301).
 */
// A wrong environment variable stops here, before a build is spent on it.
try {
  parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const builtServer = path.join(buildDir, "server/index.js");

function newestMtime(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"]
  .map((entry) => path.join(root, entry))
  .filter(existsSync);
// Prerendered pages carry canonical URLs from SITE_URL: a new value needs a new build.
const siteUrlStamp = path.join(buildDir, ".site-url");
const siteUrl = process.env.SITE_URL ?? "";
const stale =
  !existsSync(builtServer) ||
  sources.some((source) => newestMtime(source) > statSync(builtServer).mtimeMs) ||
  !existsSync(siteUrlStamp) ||
  readFileSync(siteUrlStamp, "utf8") !== siteUrl;

if (stale) {
  console.log("Building the site…");
  const code = await run("npm", ["run", "-s", "build"]);
  if (code !== 0) process.exit(code);
}

// `--warm-pictures`: every picture the build names is made before the server listens, not in the background after (the
// browser journeys measure pages as a warmed server serves them).
if (process.argv.includes("--warm-pictures")) {
  const code = await run("node", [path.join(root, "scripts/pictures.ts")]);
  if (code !== 0) process.exit(code);
}

const { startServer } = await import("../server/index.ts");
await startServer();
