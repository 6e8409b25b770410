/**
 * The WebAuthn relying party of a request: the origin of the page the
 * ceremony runs on, and its host name as the RP ID (a passkey is bound to
 * it, and the browser offers it only on that host).
 *
 * It is taken from the post's Origin header (a browser always sends one with
 * fetch posts), and only when that origin is the site's own (SITE_URL) or the
 * origin the request itself was addressed to (its Host, as the server sees
 * it behind TRUST_PROXY). So the production site, a local server on
 * http://localhost:PORT and a test server on http://127.0.0.1:PORT each get
 * their own relying party, while a post from any other origin gets none. The
 * signed answer must then carry the same origin (the browser writes it into
 * clientDataJSON), and the challenge records the origin it was issued for,
 * so an answer is checked against the origin that asked for it.
 */
export type RelyingParty = { origin: string; rpID: string };

export function relyingPartyOf(request: Request, siteUrl: string): RelyingParty | null {
  const claimed = request.headers.get("origin");
  if (!claimed) return null;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return null;
  }
  if (origin !== new URL(request.url).origin && origin !== new URL(siteUrl).origin) return null;
  return { origin, rpID: new URL(origin).hostname };
}
