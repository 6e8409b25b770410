// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { ProductSurface } from "#app/components/sections/product-surface.tsx";

const surface = { image: testImage, alt: "The dashboard", phoneCrop: { x: 300, y: 100, width: 400, height: 800 } };

describe("ProductSurface", () => {
  it("loads lazily, with the drawing's size so its box is reserved", () => {
    const { getByRole } = render(<ProductSurface surface={surface} />);
    const image = getByRole("img", { name: "The dashboard" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "1000");
  });

  it("gives the box the ratio of the whole drawing and of the phone crop, and places the drawing so the crop fills the box", () => {
    const { getByTestId } = render(<ProductSurface surface={surface} />);
    const box = getByTestId("product-surface");
    expect(box.style.getPropertyValue("--art-ratio")).toBe("1200 / 1000");
    expect(box.style.getPropertyValue("--crop-ratio")).toBe("400 / 800");
    // 1200 / 400 = 3 box widths wide, moved left by 300 / 400 of the box and up by 100 / 800 of it.
    expect(box.style.getPropertyValue("--crop-w")).toBe("300%");
    expect(box.style.getPropertyValue("--crop-x")).toBe("-75%");
    expect(box.style.getPropertyValue("--crop-y")).toBe("-12.5%");
  });

  it("asks phones for the drawing at the width the crop scales it to", () => {
    const { getByRole } = render(<ProductSurface surface={surface} />);
    expect(getByRole("img").getAttribute("sizes")).toContain("calc(min(100vw - 32px, 448px) * 3)");
  });
});
