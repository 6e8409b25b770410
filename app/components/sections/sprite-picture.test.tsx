// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testSpriteView } from "#app/components/home/fixtures.ts";
import { SpritePicture } from "#app/components/sections/sprite-picture.tsx";

describe("SpritePicture", () => {
  it("shows its box of the sprite at the sprite's own size, AVIF first", () => {
    const { container } = render(<SpritePicture picture={testSpriteView} alt="Amara" loading="lazy" />);
    const image = screen.getByRole("img", { name: "Amara" });
    // The browser picks the file for the sprite's 240 px, so the sprite's natural size is 240 × 80 CSS px.
    expect(image).toHaveAttribute("sizes", "240px");
    expect(image).toHaveAttribute("srcset", testSpriteView.sprite.srcSet.webp);
    expect(container.querySelector("source")).toHaveAttribute("srcset", testSpriteView.sprite.srcSet.avif);
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif");
    expect(image).toHaveStyle({ width: "48px", height: "48px", objectFit: "none", objectPosition: "-96px 0px" });
    expect(image).toHaveAttribute("width", "48");
    expect(image).toHaveAttribute("loading", "lazy");
  });
});
