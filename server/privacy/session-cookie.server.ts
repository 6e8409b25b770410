/**
 * The manage view's session cookie: a sealed token (the address and an
 * expiry, see tokens.server.ts), HttpOnly so no script reads it,
 * SameSite=Lax so no other site's form can post with it, Secure whenever the
 * request came over HTTPS. Shared by the API (which sets and clears it) and
 * the manage page's loader (which reads it); no server secrets here.
 */
export const SESSION_COOKIE = "privacy_session";

export function sessionCookie(value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  return [`${SESSION_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return sessionCookie("", { maxAgeSeconds: 0, secure });
}

/** One cookie's value from a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return /^[A-Za-z0-9._-]{1,1000}$/.test(value) ? value : undefined;
  }
  return undefined;
}
