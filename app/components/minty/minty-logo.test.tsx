// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { MintyLogo } from "#app/components/minty/minty-logo.tsx";

describe("MintyLogo", () => {
  it("shows the logo, and the word Minty in its place when the image fails to load", () => {
    render(<MintyLogo image={{ ...testImage, src: "/assets/missing.webp" }} />);
    const logo = screen.getByRole("img", { name: "Minty" });
    fireEvent.error(logo);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Minty")).toBeVisible();
  });
});
