// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { AboutPresenter } from "#app/components/webinar/webinar-details.tsx";

const presenter = { name: "Dana Whitfield", title: "VP of Growth", bio: "Dana leads growth.", image: "/images/presenters/dana.png" };

describe("AboutPresenter", () => {
  it("shows the raster files the build made of the presenter's drawing, AVIF first, drawn 112 px wide", () => {
    const { container } = render(<AboutPresenter presenter={presenter} picture={testImage} />);
    const image = screen.getByRole("img", { name: "Dana Whitfield" });
    expect(image).toHaveAttribute("srcset", testImage.srcSet.webp);
    expect(image).toHaveAttribute("sizes", "112px");
    expect(container.querySelector("source")).toHaveAttribute("srcset", testImage.srcSet.avif);
  });

  it("frames the presenter round, like every person on the site", () => {
    render(<AboutPresenter presenter={presenter} picture={testImage} />);
    expect(screen.getByRole("img", { name: "Dana Whitfield" })).toHaveClass("rounded-full");
  });

  it("shows the file the record names when the build made none (a photo rather than an SVG)", () => {
    const { container } = render(<AboutPresenter presenter={presenter} />);
    const image = screen.getByRole("img", { name: "Dana Whitfield" });
    expect(image).toHaveAttribute("src", "/images/presenters/dana.png");
    expect(image).not.toHaveAttribute("srcset");
    expect(container.querySelector("source")).toBeNull();
  });
});
