import { describe, expect, it } from "vitest";
import { formatList } from "#app/lib/format-list.ts";

describe("formatList", () => {
  const intl = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
  const words = ["Awareness", "Conversions", "Loyalty", "Growth", "Retention"];

  it.each([0, 1, 2, 3, 4, 5])("reads like Intl's English list with %i items", (count) => {
    const items = words.slice(0, count);
    expect(formatList(items)).toBe(intl.format(items));
  });

  it("joins three words with a serial comma", () => {
    expect(formatList(["Awareness", "Conversions", "Loyalty"])).toBe("Awareness, Conversions, and Loyalty");
  });
});
