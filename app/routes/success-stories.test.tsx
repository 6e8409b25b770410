// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteDialogsProvider } from "#app/components/dialogs/site-dialogs.tsx";
import { storiesPage } from "#app/content/stories/index.ts";
import SuccessStories, { industryFrom } from "#app/routes/success-stories.tsx";

const tile = (id: number, industry: string) => ({
  id,
  type: "case-study" as const,
  title: `Story ${id}`,
  description: "A story.",
  industry,
  image: "/images/x.svg",
  logo: { src: "/images/l.svg", width: 100, height: 48, alt: "Brand" },
  href: `/success-stories/s${id}`,
});

function renderAt(path: string) {
  const tiles = [tile(1, "Apparel"), tile(2, "Home")];
  const Stub = createRoutesStub([
    {
      // The closing call to action opens the site's dialogs, as under the site layout.
      Component: () => (
        <SiteDialogsProvider>
          <Outlet />
        </SiteDialogsProvider>
      ),
      children: [
        {
          path: "/success-stories",
          // The stub passes loader data through as the route module would.
          Component: SuccessStories as never,
          loader: () => ({ tiles, featured: tiles[0], industries: ["All", "Apparel", "Home", "Pets"], copy: storiesPage }),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("Success Stories filter", () => {
  it("reads the industry from the URL, and falls back to All for anything else", () => {
    const industries = ["All", "Apparel", "Pets"];
    expect(industryFrom("Pets", industries)).toBe("Pets");
    expect(industryFrom("pets", industries)).toBe("All");
    expect(industryFrom(null, industries)).toBe("All");
  });

  it("shows a friendly empty state, never a blank grid, for an industry with no stories", async () => {
    renderAt("/success-stories?industry=Pets");
    expect(await screen.findByText("No Pets stories yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all stories" })).toHaveAttribute("href", "/success-stories");
    expect(screen.queryByRole("heading", { level: 3, name: /Story/ })).toBeNull();
  });

  it("shows only the chosen industry's stories", async () => {
    renderAt("/success-stories?industry=Home");
    expect(await screen.findByRole("heading", { level: 3, name: "Story 2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Story 1" })).toBeNull();
  });

  it("leaves the featured story out of the unfiltered grid (the hero shows it), and keeps it under its industry", async () => {
    renderAt("/success-stories");
    expect(await screen.findByRole("heading", { level: 3, name: "Story 2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Story 1" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Story 1" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 stories");
  });
});
