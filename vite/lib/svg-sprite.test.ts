import { describe, expect, it } from "vitest";
import { pictureWithWordmark, svgPart } from "./svg-sprite.ts";

const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><defs><linearGradient id="g0"/></defs><rect fill="url(#g0)" width="1200" height="675"/><use href="#g0"/></svg>`;
const wordmark = `<svg xmlns="http://www.w3.org/2000/svg" width="122" height="48" viewBox="0 0 122 48"><defs><linearGradient id="g0"/></defs><path fill="url(#g0)" d="M0 0h10"/></svg>`;

describe("SVG sprites", () => {
  it("prefixes every id and each reference to it, so two files' ids never collide", () => {
    const part = svgPart(picture, "picture");
    expect(part).toMatchObject({ width: 1200, height: 675 });
    expect(part.markup).toContain('id="picture-g0"');
    expect(part.markup).toContain("url(#picture-g0)");
    expect(part.markup).toContain('href="#picture-g0"');
    expect(part.markup).not.toMatch(/#g0\b/);
  });

  it("refuses a file that is not one sized <svg>", () => {
    expect(() => svgPart("<svg><rect/></svg>", "x", "bad.svg")).toThrow("bad.svg: expected one <svg width height>");
  });

  it("keeps the picture's own size for the file, and puts the wordmark below it, shown only through its view", () => {
    const svg = pictureWithWordmark(picture, wordmark);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675" viewBox="0 0 1200 675">/);
    expect(svg).toContain('<view id="picture" viewBox="0 0 1200 675"/>');
    expect(svg).toContain('<view id="wordmark" viewBox="0 675 122 48"/>');
    expect(svg).toContain('<svg y="675" width="122" height="48" viewBox="0 0 122 48">');
    expect(svg).toContain('id="picture-g0"');
    expect(svg).toContain('id="wordmark-g0"');
  });
});
