import path from "node:path";
import { describe, expect, it } from "vitest";
import { throwawayPublicFiles } from "../tests/support/public-files.ts";
import { headshotArtModule } from "./headshot-art.ts";

const files = throwawayPublicFiles("headshot-art-");
const publicFiles = files.create;

describe("headshotArtModule", () => {
  it("renders each SVG headshot once, 56 px wide for 1×, 2× and 3× screens", () => {
    publicFiles("/images/people/a.svg");
    const source = headshotArtModule(files.root(), [{ testimonial: { headshot: "/images/people/a.svg" } }, { testimonial: { headshot: "/images/people/a.svg" } }]);
    expect(source.match(/^import /gm)).toHaveLength(1);
    expect(source).toContain(`${path.join(files.root(), "public/images/people/a.svg")}?w=56;112;168&responsive`);
    expect(source).toMatch(/"\/images\/people\/a\.svg": h0,/);
  });

  it("leaves out a story without a testimonial or headshot, a photo and a file that is not there: the page shows those as named", () => {
    publicFiles("/images/people/photo.png");
    const source = headshotArtModule(files.root(), [
      {},
      { testimonial: {} },
      { testimonial: { headshot: "/images/people/photo.png" } },
      { testimonial: { headshot: "/images/people/missing.svg" } },
    ]);
    expect(source).not.toMatch(/^import /m);
    expect(source).toContain("export default {\n\n};");
  });
});
