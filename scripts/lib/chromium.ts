import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { isRoot } from "./run.ts";

/** Debian's Chromium, the full browser: Lighthouse and the journeys about loading run in it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Debian's Chromium headless shell: the same engine without the desktop browser, for most journeys. */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

const packages: [path: string, debianPackage: string][] = [
  [CHROMIUM_PATH, "chromium"],
  [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
];

/** Installs whichever of the two Debian packages is missing (as root); true once both are there. */
export function ensureChromium(): boolean {
  const missing = packages.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return true;
  if (!isRoot()) {
    console.error(`Missing: ${missing.join(", ")}. Install with: sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`);
    return false;
  }
  console.log(`Installing Debian's ${missing.join(" and ")}…`);
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", ...missing], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return packages.every(([path]) => existsSync(path));
}
