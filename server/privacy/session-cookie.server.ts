import { clearedCookie, serializeCookie } from "../http/cookies.ts";

export { readCookie } from "../http/cookies.ts";

/**
 * The manage view's session cookie: a sealed token (the address and an
 * expiry, see server/tokens/tokens.server.ts). Shared by the API (which sets and clears it)
 * and the manage page's loader (which reads it); no server secrets here.
 */
export const SESSION_COOKIE = "privacy_session";

export function sessionCookie(value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  return serializeCookie(SESSION_COOKIE, value, { maxAgeSeconds, secure });
}

export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return clearedCookie(SESSION_COOKIE, { secure });
}
