import { describe, expect, it } from "vitest";
import { compareData, fieldLabel, lineDiff } from "#app/content/editing/version-diff.ts";
import type { FormSchema } from "#app/content/editing/form-schema.ts";

const schema: FormSchema = {
  type: "object",
  properties: {
    hero: { title: "Hero", type: "object", properties: { eyebrow: { title: "Eyebrow", type: "string" } } },
    takeaways: { title: "Key takeaways", type: "array", items: { title: "Key takeaway", type: "string" } },
  },
};

describe("version comparison", () => {
  it("names each changed leaf by its path and the form's labels, with before and after", () => {
    const changes = compareData({ hero: { eyebrow: "Old" }, takeaways: ["a", "b"], gone: true }, { hero: { eyebrow: "New" }, takeaways: ["a", "c", "d"] }, schema);
    expect(changes).toEqual([
      { path: "hero.eyebrow", label: "Hero › Eyebrow", before: "Old", after: "New" },
      { path: "takeaways.1", label: "Key takeaways › Key takeaway 2", before: "b", after: "c" },
      { path: "gone", label: "gone", before: "true", after: null },
      { path: "takeaways.2", label: "Key takeaways › Key takeaway 3", before: null, after: "d" },
    ]);
    expect(compareData({ a: 1 }, { a: 1 })).toEqual([]);
    expect(compareData({ list: [] }, { list: ["x"] }).map((change) => change.path)).toEqual(["list", "list.0"]);
    expect(fieldLabel("")).toBe("Entry");
  });

  it("compares text of several lines line by line, keeping two unchanged lines around each change", () => {
    const before = ["one", "two", "three", "four", "five", "six", "seven", "eight"].join("\n");
    const after = ["one", "two", "three", "four", "5", "six", "seven", "eight", "nine"].join("\n");
    expect(lineDiff(before, after)).toEqual([
      { kind: "skipped", count: 2 },
      { kind: "same", text: "three" },
      { kind: "same", text: "four" },
      { kind: "removed", text: "five" },
      { kind: "added", text: "5" },
      { kind: "same", text: "six" },
      { kind: "same", text: "seven" },
      { kind: "same", text: "eight" },
      { kind: "added", text: "nine" },
    ]);
    expect(lineDiff("", "a\nb")).toEqual([
      { kind: "added", text: "a" },
      { kind: "added", text: "b" },
    ]);
    expect(compareData({ body: "a\nb" }, { body: "a\nc" })[0]?.lines).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "c" },
    ]);
  });
});
