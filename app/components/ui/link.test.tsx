// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Link } from "#app/components/ui/link.tsx";

function renderLink(element: ReactNode) {
  render(<MemoryRouter>{element}</MemoryRouter>);
  return screen.getByRole("link");
}

describe("Link", () => {
  it("navigates to an internal path in the app, without a route-discovery marker", () => {
    const link = renderLink(
      <Link href="/help" className="text-brand">
        Help
      </Link>,
    );
    expect(link).toHaveAttribute("href", "/help");
    expect(link).toHaveClass("text-brand");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("data-discover");
  });

  it("opens an external URL in a new tab without access to this page", () => {
    const link = renderLink(<Link href="https://blog.example/">Blog</Link>);
    expect(link).toHaveAttribute("href", "https://blog.example/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Blog");
  });

  it("says that an external link opens a new tab when asked", () => {
    const link = renderLink(
      <Link href="https://blog.example/" newTabHint>
        Blog
      </Link>,
    );
    expect(link).toHaveTextContent("Blog (opens in a new tab)");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("gives an external link none of React Router's own props", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const link = renderLink(
      <Link href="https://blog.example/" preventScrollReset replace state={{ from: "home" }} data-testid="blog">
        Blog
      </Link>,
    );
    expect(link).toHaveAttribute("data-testid", "blog");
    expect(link).not.toHaveAttribute("state");
    expect(error).not.toHaveBeenCalled();
  });
});
