/**
 * From the post's Origin, only when it is SITE_URL's or the request's own host, so each deployment (production, a local
 * or test server) gets its own RP, and the challenge records the origin an answer is checked against.
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
