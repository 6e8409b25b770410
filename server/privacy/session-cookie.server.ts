import { clearedCookie, serializeCookie } from "../http/cookies.ts";

export { readCookie } from "../http/cookies.ts";

/** A sealed token (address and expiry); shared by the API and the manage page's loader, so no server secrets here. */
export const SESSION_COOKIE = "privacy_session";

export function sessionCookie(value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  return serializeCookie(SESSION_COOKIE, value, { maxAgeSeconds, secure });
}

export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return clearedCookie(SESSION_COOKIE, { secure });
}
