import { describe, expect, it } from "vitest";
import { navigation } from "#app/config/navigation.ts";
import { consentTexts } from "#app/content/consent.ts";
import { ConsentSchema, consentVersionClashes, NavigationSchema } from "#app/content/site-wide.schema.ts";

describe("what every page shows, as an editor changes it", () => {
  it("accepts the repository's menus, footer and consent lines", () => {
    expect(NavigationSchema.parse(navigation)).toEqual(navigation);
    expect(ConsentSchema.parse(consentTexts)).toEqual(consentTexts);
  });

  it("refuses a footer entry with both a link and a form to open, or neither", () => {
    const footer = (item: object) => ({ ...navigation, footer: [{ title: "Learn", items: [item] }] });
    for (const item of [{ label: "Both", href: "/help", action: "contact" }, { label: "Neither" }]) {
      const result = NavigationSchema.safeParse(footer(item));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["footer", 0, "items", 0, "href"], message: expect.stringContaining("either a link or a form") });
    }
    expect(NavigationSchema.safeParse(footer({ label: "Talk to us", action: "contact" })).success).toBe(true);
  });

  it("keeps the words “Privacy Policy” in the contact line: they link to it", () => {
    const result = ConsentSchema.safeParse({ ...consentTexts, contact: { version: "contact-2026-12", text: "By sending this you agree to our terms." } });
    expect(result.error?.issues[0]).toMatchObject({ path: ["contact", "text"] });
  });

  it("asks for a new version when a consent line's words change, and only then", () => {
    const changed = { ...consentTexts, webinar: { ...consentTexts.webinar, text: "I agree to hear from Lumora about webinars." } };
    expect(consentVersionClashes(changed, consentTexts)).toEqual({ "webinar.version": expect.stringContaining("give this line a new version") });
    expect(consentVersionClashes({ ...changed, webinar: { ...changed.webinar, version: "webinar-2026-12" } }, consentTexts)).toEqual({});
    expect(consentVersionClashes(consentTexts, consentTexts)).toEqual({});
  });
});
