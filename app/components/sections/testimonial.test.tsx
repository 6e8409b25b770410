// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { Testimonial } from "#app/components/sections/testimonial.tsx";

const testimonial = {
  quote: "It paid for itself.",
  author: "Jordan Ellis",
  title: "Head of Lifecycle Marketing",
  company: "Harbor & Pine",
};

describe("Testimonial", () => {
  it("shows the author's portrait, 48 px in a round frame, and no initials", () => {
    const { container } = render(<Testimonial testimonial={{ ...testimonial, portrait: testImage }} />);
    const image = container.querySelector("figcaption img");
    expect(image).toHaveAttribute("srcset", testImage.srcSet.webp);
    expect(image).toHaveAttribute("sizes", "48px");
    expect(image).toHaveClass("rounded-full");
    expect(screen.queryByText("JE")).toBeNull();
    expect(screen.getByText("Jordan Ellis")).toBeInTheDocument();
  });

  it("shows the author's initials when the testimonial has no portrait", () => {
    const { container } = render(<Testimonial testimonial={testimonial} />);
    expect(container.querySelector("figcaption img")).toBeNull();
    expect(screen.getByText("JE")).toBeInTheDocument();
  });
});
