import { describe, expect, it } from "vitest";
import { siteOrigin } from "#app/config/site-origin.server.ts";

describe("siteOrigin", () => {
  it("is the local address on PORT when SITE_URL is not set", () => {
    expect(siteOrigin({})).toBe("http://localhost:3000");
    expect(siteOrigin({ PORT: "8080", SITE_URL: " " })).toBe("http://localhost:8080");
  });

  it("is SITE_URL without its trailing slashes", () => {
    expect(siteOrigin({ SITE_URL: "https://www.example.com//" })).toBe("https://www.example.com");
  });

  it("names the variable that is wrong", () => {
    expect(() => siteOrigin({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL: must be an http\(s\) URL/);
    expect(() => siteOrigin({ PORT: "eighty" })).toThrow(/PORT: must be a port number/);
  });
});
