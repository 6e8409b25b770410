import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fonts, loadFont, measureText, textPath } from "./outline-text.ts";

// The outliner reads Debian's fonts; skip where they are not installed.
describe.skipIf(!existsSync(fonts.sansBold))("outline-text", () => {
  const font = loadFont(fonts.sansBold);

  it("measures text from the font's advance widths", () => {
    const width = measureText(font, "Minty", 20);
    expect(width).toBeGreaterThan(40);
    expect(width).toBeLessThan(80);
    expect(measureText(font, "Minty", 20, 0.1)).toBeCloseTo(width + 4 * 2, 5);
  });

  it("outlines every glyph as closed path data, composites (é) included", () => {
    const d = textPath(font, "Café", { x: 0, y: 20, size: 20 });
    expect(d).toMatch(/^M/);
    expect(d.match(/Z/g)?.length).toBeGreaterThanOrEqual(5);
    expect(d).not.toMatch(/NaN/);
  });

  it("anchors text at its middle or end", () => {
    const start = textPath(font, "A", { x: 100, y: 20, size: 20 });
    const middle = textPath(font, "A", { x: 100, y: 20, size: 20, anchor: "middle" });
    const firstX = (d: string) => Number(/^M(-?[\d.]+)/.exec(d)?.[1]);
    expect(firstX(middle)).toBeLessThan(firstX(start));
  });
});
