import { describe, expect, it } from "vitest";
import { withRequiredFields } from "./content-store.server.ts";

describe("an entry stored before its type gained a field", () => {
  it("takes the required fields it lacks from the source, and keeps its own words", () => {
    const stored = { title: "Careers", intro: "Our words" };
    const source = { title: "Repository title", intro: "Repository intro", seo: { title: "Careers", description: "…" }, banner: "optional" };
    expect(withRequiredFields(stored, source, ["title", "intro", "seo"])).toEqual({ ...stored, seo: source.seo });
  });

  it("leaves an optional field an editor removed removed, and returns the same object when nothing is missing", () => {
    const stored = { title: "Careers", seo: { title: "t", description: "d" } };
    expect(withRequiredFields(stored, { ...stored, banner: "optional" }, ["title", "seo"])).toBe(stored);
    expect(withRequiredFields(["a list"], { title: "x" }, ["title"])).toEqual(["a list"]);
  });
});
