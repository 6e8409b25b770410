import { describe, expect, it } from "vitest";
import { relyingPartyOf } from "./relying-party.server.ts";

const SITE = "https://www.lumora.example";
const post = (url: string, origin?: string) => new Request(url, { method: "POST", headers: origin ? { origin } : {} });

describe("the WebAuthn relying party of a post", () => {
  it("is the site's origin and host name for a post from the site", () => {
    expect(relyingPartyOf(post(`${SITE}/console/passkeys/sign-in`, SITE), SITE)).toEqual({ origin: SITE, rpID: "www.lumora.example" });
  });

  it("is the request's own origin when the console is used at another address of this server (localhost)", () => {
    expect(relyingPartyOf(post("http://localhost:3000/console/passkeys/sign-in", "http://localhost:3000"), SITE)).toEqual({
      origin: "http://localhost:3000",
      rpID: "localhost",
    });
  });

  it("is none for a post from any other origin, a malformed one, or none", () => {
    expect(relyingPartyOf(post(`${SITE}/console/passkeys/sign-in`, "https://evil.example"), SITE)).toBeNull();
    expect(relyingPartyOf(post(`${SITE}/console/passkeys/sign-in`, "https://lumora.example"), SITE)).toBeNull();
    expect(relyingPartyOf(post(`${SITE}/console/passkeys/sign-in`, "null"), SITE)).toBeNull();
    expect(relyingPartyOf(post(`${SITE}/console/passkeys/sign-in`), SITE)).toBeNull();
  });
});
