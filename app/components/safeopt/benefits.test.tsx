// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { Benefits } from "#app/components/safeopt/benefits.tsx";

const benefits = {
  eyebrow: "Why",
  title: "Benefits",
  intro: "Four of them.",
  items: ["One", "Two", "Three", "Four"].map((title, index) => ({
    title,
    text: `${title} text`,
    image: testImage,
    imageAlt: `${title} picture`,
    phoneCrop: { x: index * 10, y: 0, width: 60, height: 50 },
    tabletCrop: { x: 0, y: index * 10, width: 80, height: 50 },
  })),
  surface: { image: testImage, alt: "Reporting", phoneCrop: { x: 0, y: 0, width: 10, height: 10 } },
};

describe("Benefits", () => {
  it("serves a file for the open item's picture only; the closed items' boxes keep their size", () => {
    // The four benefit pictures, then the product surface under them (a lazy image of its own).
    const images = [...renderToString(<Benefits benefits={benefits} />).matchAll(/<img[^>]*>/g)].map((match) => match[0]);
    expect(images.map((image) => /\ssrc="/.test(image))).toEqual([true, false, false, false, true]);
    expect(images.every((image) => image.includes(`width="${testImage.width}"`) && image.includes(`height="${testImage.height}"`))).toBe(true);
  });

  it("frames each picture by its own regions, in one box that takes the shape the four regions share", () => {
    const { getByTestId } = render(<Benefits benefits={benefits} />);
    const box = getByTestId("benefit-images");
    expect(box.style.getPropertyValue("--crop-ratio")).toBe("60 / 50");
    expect(box.style.getPropertyValue("--tab-ratio")).toBe("80 / 50");
    const images = [...box.querySelectorAll("img")];
    expect(images.map((image) => image.style.getPropertyValue("--crop-x"))).toEqual(["0%", "-16.67%", "-33.33%", "-50%"]);
    expect(images.map((image) => image.style.getPropertyValue("--tab-y"))).toEqual(["0%", "-20%", "-40%", "-60%"]);
  });

  it("names every picture's file once the page runs, so opening another item cross-fades to a loaded picture", () => {
    const { getByTestId } = render(<Benefits benefits={benefits} />);
    const files = [...getByTestId("benefit-images").querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(files).toEqual([testImage.src, testImage.src, testImage.src, testImage.src]);
  });
});
