// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NavigationMenu, NavigationMenuContent, NavigationMenuItem, NavigationMenuList, NavigationMenuTrigger } from "./navigation-menu";

function Menu() {
  const [value, setValue] = useState("");
  return (
    <NavigationMenu aria-label="Main" value={value} onValueChange={setValue}>
      <NavigationMenuList>
        <NavigationMenuItem value="Learn">
          <NavigationMenuTrigger>Learn</NavigationMenuTrigger>
          <NavigationMenuContent>
            <a href="/help">Help?</a>
          </NavigationMenuContent>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}

describe("navigation menu panels", () => {
  it("are not in the server-rendered page until they open", () => {
    const html = renderToString(<Menu />);
    expect(html).toContain("Learn");
    expect(html).not.toContain('href="/help"');
  });

  it("render their links on the first open and keep them, hidden, once closed", async () => {
    const user = userEvent.setup();
    const { container } = render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Learn" });

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Help?" })).toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Help?" })).toBeNull();
    expect(container.querySelector('a[href="/help"]')).not.toBeNull();
  });

  it("moves focus to the first link when opened with the down arrow", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    screen.getByRole("button", { name: "Learn" }).focus();
    await user.keyboard("{ArrowDown}");
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole("link", { name: "Help?" })).toHaveFocus();
  });
});
