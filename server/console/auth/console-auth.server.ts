import type { ConsoleDeps } from "../console-deps.ts";

/** Signing in and out: emailed links, passkeys, the team's management. */
export type ConsoleAuth = Record<string, never>;

export function createConsoleAuth(_deps: ConsoleDeps): ConsoleAuth {
  return {};
}
