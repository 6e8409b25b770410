import { expect } from "vitest";
import { STRICT_CSP } from "#app/lib/csp.server.ts";

/** A picture file answered as every picture the site serves is: its type, cached for a year as immutable, the strict CSP. */
export function expectServedPicture(response: Response, contentType: string): void {
  expect(Object.fromEntries(["content-type", "cache-control", "content-security-policy", "x-content-type-options"].map((name) => [name, response.headers.get(name)]))).toEqual({
    "content-type": contentType,
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": STRICT_CSP,
    "x-content-type-options": "nosniff",
  });
}
