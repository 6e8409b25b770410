// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { PullQuote } from "#app/components/case-study/story-sections.tsx";

const testimonial = { quote: "It paid for itself.", author: "Renee Whitaker", title: "Director of E-commerce", company: "Avon" };
const logo = { src: "/images/logos/avon.svg", width: 120, height: 48, alt: "Avon" };

describe("PullQuote", () => {
  it("shows the headshot's raster files, AVIF first, 56 px in a round frame", () => {
    const { container } = render(<PullQuote testimonial={{ ...testimonial, headshot: "/images/people/renee-whitaker.svg" }} logo={logo} headshot={testImage} />);
    const image = container.querySelector("figcaption img");
    expect(image).toHaveAttribute("srcset", testImage.srcSet.webp);
    expect(image).toHaveAttribute("sizes", "56px");
    expect(image).toHaveClass("rounded-full");
    expect(container.querySelector("figcaption source")).toHaveAttribute("srcset", testImage.srcSet.avif);
  });

  it("shows the file the testimonial names when the build made none (a photo), in the same round frame", () => {
    const { container } = render(<PullQuote testimonial={{ ...testimonial, headshot: "/images/people/renee.jpg" }} logo={logo} />);
    const image = container.querySelector("figcaption img");
    expect(image).toHaveAttribute("src", "/images/people/renee.jpg");
    expect(image).toHaveClass("rounded-full");
  });

  it("shows the company's wordmark when the testimonial has no headshot", () => {
    const { container } = render(<PullQuote testimonial={testimonial} logo={logo} />);
    expect(container.querySelector("figcaption img")).toHaveAttribute("src", logo.src);
  });
});
