import path from "node:path";
import { describe, expect, it } from "vitest";
import { throwawayPublicFiles } from "../tests/support/public-files.ts";
import { webinarArtModule } from "./webinar-art.ts";

const files = throwawayPublicFiles("webinar-art-");
const publicFiles = files.create;

describe("webinarArtModule", () => {
  it("renders each SVG a webinar names once, the background and the presenter at their own widths", () => {
    publicFiles("/images/webinars/a.svg", "/images/presenters/p.svg");
    const source = webinarArtModule(files.root(), [
      { backgroundImage: "/images/webinars/a.svg", presenter: { image: "/images/presenters/p.svg" } },
      { backgroundImage: "/images/webinars/a.svg", presenter: { image: "/images/presenters/p.svg" } },
    ]);
    expect(source.match(/^import /gm)).toHaveLength(2);
    expect(source).toContain(`${path.join(files.root(), "public/images/webinars/a.svg")}?w=400;800;1200&q=40&responsive`);
    expect(source).toContain(`${path.join(files.root(), "public/images/presenters/p.svg")}?w=112;224;336&responsive`);
    expect(source).toMatch(/backgrounds: \{\n {4}"\/images\/webinars\/a\.svg": a0,\n {2}\}/);
    expect(source).toMatch(/presenters: \{\n {4}"\/images\/presenters\/p\.svg": a1,\n {2}\}/);
  });

  it("leaves out no background, a picture that is not an SVG and a file that is not there: the page shows those as named", () => {
    publicFiles("/images/presenters/photo.png");
    const source = webinarArtModule(files.root(), [
      { backgroundImage: "", presenter: { image: "/images/presenters/photo.png" } },
      { backgroundImage: "/images/webinars/missing.svg", presenter: { image: "/images/presenters/missing.svg" } },
    ]);
    expect(source).not.toMatch(/^import /m);
    expect(source).toContain("backgrounds: {\n\n  }");
  });
});
