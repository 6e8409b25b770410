import { describe, expect, it } from "vitest";
import { redirectTarget, redirects } from "#app/config/redirects.ts";
import { site } from "#app/config/site.ts";

describe("redirect table", () => {
  it("sends all 23 old agreement paths to /msa", () => {
    for (let n = 1; n <= 23; n++) expect(redirectTarget(`/msa${n}`)).toBe("/msa");
    expect(redirectTarget("/msa24")).toBeUndefined();
  });

  it("covers every legacy path of the spec", () => {
    expect(redirects.size).toBe(1 + 23 + 1 + 11 + 1 + 1 + 14);
    expect(redirectTarget("/webinar")).toBe("/webinar/bfcm2025");
    expect(redirectTarget("/contact")).toBe("/help");
    expect(redirectTarget("/blog")).toBe(site.externalUrls.blog);
    expect(redirectTarget("/case-studies/leading-online-pet-supplies-brands")).toBe("/success-stories");
  });

  it("matches with a trailing slash and in any case", () => {
    expect(redirectTarget("/Contact/")).toBe("/help");
  });
});
