/** Always HttpOnly (no script reads them) and SameSite=Lax (no other site's form posts with them); Secure over HTTPS. */
export type CookieOptions = { maxAgeSeconds: number; secure: boolean; path?: string };

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, path = "/" }: CookieOptions): string {
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

export function clearedCookie(name: string, options: Omit<CookieOptions, "maxAgeSeconds">): string {
  return serializeCookie(name, "", { ...options, maxAgeSeconds: 0 });
}

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
