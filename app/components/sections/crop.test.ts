import { describe, expect, it } from "vitest";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";

const image = { width: 960, height: 720 };

describe("cropFrame", () => {
  it("names the whole image's ratio, and without a crop nothing else", () => {
    expect(cropFrame(image)).toEqual({ "--art-ratio": "960 / 720" });
  });

  it("draws the image so the crop fills the box: as many box widths wide as the crop goes into the image, moved up and left by the crop's offset", () => {
    expect(cropFrame(image, { x: 480, y: 180, width: 240, height: 360 })).toEqual({
      "--art-ratio": "960 / 720",
      "--crop-ratio": "240 / 360",
      "--crop-w": "400%",
      "--crop-x": "-200%",
      "--crop-y": "-50%",
    });
  });

  it("writes a crop at the image's corner as 0 %", () => {
    expect(cropFrame(image, { x: 0, y: 0, width: 480, height: 720 })).toMatchObject({ "--crop-x": "0%", "--crop-y": "0%" });
  });

  it("places a tablet region the same way, in properties of its own beside the phone crop's", () => {
    expect(cropFrame(image, { x: 480, y: 180, width: 240, height: 360 }, { x: 160, y: 60, width: 640, height: 480 })).toEqual({
      "--art-ratio": "960 / 720",
      "--crop-ratio": "240 / 360",
      "--crop-w": "400%",
      "--crop-x": "-200%",
      "--crop-y": "-50%",
      "--tab-ratio": "640 / 480",
      "--tab-w": "150%",
      "--tab-x": "-25%",
      "--tab-y": "-12.5%",
    });
  });
});

describe("cropClasses", () => {
  it("shows the whole image from 1024 px (toLg) or 1280 px (toXl), tablets the tablet region or else the phone crop", () => {
    expect(cropClasses.toLg.image).toContain("sm:w-[var(--tab-w,var(--crop-w,100%))]");
    expect(cropClasses.toLg.image).toContain("lg:w-full");
    expect(cropClasses.toXl.box).toContain("sm:aspect-[var(--tab-ratio,var(--crop-ratio,var(--art-ratio)))]");
    expect(cropClasses.toXl.box).toContain("xl:aspect-[var(--art-ratio)]");
    expect(cropClasses.toXl.image).not.toContain("lg:");
  });
});

describe("cropScale", () => {
  it("is how many times the box's width the image is drawn", () => {
    expect(cropScale(image, { x: 548, y: 118, width: 396, height: 492 })).toBe(2.424);
  });
});
