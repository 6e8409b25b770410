// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "#app/components/console/leads/pager.tsx";

describe("Pager", () => {
  it("says which leads of the view the page holds, counts grouped, and links both ways keeping the filter", () => {
    render(
      <MemoryRouter>
        <Pager query="status=new" older="o" newer="n" first={51} shown={50} total={98_469} />
      </MemoryRouter>,
    );
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(pages).toHaveTextContent("51–100 of 98,469");
    expect(screen.getByRole("link", { name: "Older →" })).toHaveAttribute("href", "/console?status=new&after=o");
    expect(screen.getByRole("link", { name: "← Newer" })).toHaveAttribute("href", "/console?status=new&before=n");
  });

  it("on the last page, ends at the total", () => {
    render(
      <MemoryRouter>
        <Pager query="" older={null} newer="n" first={98_451} shown={19} total={98_469} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("98,451–98,469 of 98,469");
    expect(screen.queryByRole("link", { name: "Older →" })).toBeNull();
  });
});
