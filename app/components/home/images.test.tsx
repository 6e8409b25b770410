// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "#app/components/home/avatar.tsx";
import { testImage, testSpriteView } from "#app/components/home/fixtures.ts";
import { HeroPicture } from "#app/components/home/hero-picture.tsx";

describe("HeroPicture", () => {
  it("shows Loading... in a box of the image's aspect ratio until the image has loaded", () => {
    const { container } = render(<HeroPicture image={testImage} alt="Inbox flow" sizes="100vw" />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue("--art-ratio")).toBe("1200 / 1000");
    fireEvent.load(screen.getByRole("img", { name: "Inbox flow" }));
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("frames a region of the artwork on phones so its words stay readable", () => {
    const { container } = render(<HeroPicture image={testImage} alt="Inbox flow" sizes="100vw" phoneCrop={{ x: 370, y: 0, width: 820, height: 1000 }} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.getPropertyValue("--crop-ratio")).toBe("820 / 1000");
    // The 1200 px artwork is 1200 / 820 box widths wide, moved left by 370 / 820 of the box.
    expect(box.style.getPropertyValue("--crop-w")).toBe("146.34%");
    expect(box.style.getPropertyValue("--crop-x")).toBe("-45.12%");
    expect(box.style.getPropertyValue("--crop-y")).toBe("0%");
  });

  it("is the LCP image: eager, high priority, AVIF first, with explicit dimensions", () => {
    const { container } = render(<HeroPicture image={testImage} alt="Inbox flow" sizes="(min-width: 1024px) 600px, 100vw" />);
    const image = screen.getByRole("img", { name: "Inbox flow" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "1000");
    expect(image).toHaveAttribute("srcset", testImage.srcSet.webp);
    const source = container.querySelector("source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", testImage.srcSet.avif);
    expect(source).toHaveAttribute("sizes", "(min-width: 1024px) 600px, 100vw");
  });

  it("stops saying Loading... when the image fails", () => {
    render(<HeroPicture image={testImage} alt="Inbox flow" sizes="100vw" />);
    fireEvent.error(screen.getByRole("img", { name: "Inbox flow" }));
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });
});

describe("Avatar", () => {
  it("is a lazy image while it loads", () => {
    render(<Avatar picture={testSpriteView} alt="Maya, a Minty shopper" fallback="MR" />);
    expect(screen.getByRole("img", { name: "Maya, a Minty shopper" })).toHaveAttribute("loading", "lazy");
  });

  it("falls back to the initials when its image fails", () => {
    render(<Avatar picture={testSpriteView} alt="Maya, a Minty shopper" fallback="MR" />);
    fireEvent.error(screen.getByRole("img", { name: "Maya, a Minty shopper" }));
    const fallback = screen.getByRole("img", { name: "Maya, a Minty shopper" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback).toHaveTextContent("MR");
  });
});
