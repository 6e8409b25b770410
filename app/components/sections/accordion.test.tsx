// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Accordion } from "#app/components/sections/accordion.tsx";

function Benefits() {
  const [open, setOpen] = useState(0);
  return (
    <>
      <Accordion
        open={open}
        onOpenChange={setOpen}
        items={["Recover", "Inbox", "Pricing", "Launch"].map((title) => ({ title, content: <p>{title} details</p> }))}
      />
      <output>{open}</output>
    </>
  );
}

const expanded = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"));

describe("Accordion", () => {
  it("starts with the first open; opening another closes it; the open one stays open", async () => {
    render(<Benefits />);
    expect(expanded()).toEqual(["true", "false", "false", "false"]);
    expect(screen.getByRole("region", { name: "Recover" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Pricing" }));
    expect(expanded()).toEqual(["false", "false", "true", "false"]);
    expect(screen.getByRole("region", { name: "Pricing" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Recover" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Pricing" }));
    expect(expanded()).toEqual(["false", "false", "true", "false"]);
  });

  it("ties each header to its panel and keeps every panel's text in the document", () => {
    render(<Benefits />);
    for (const button of screen.getAllByRole("button")) {
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(button.parentElement?.tagName).toBe("H3");
    }
    expect(document.body.textContent).toContain("Launch details");
  });

  it("moves between headers with the arrow keys, Home and End", async () => {
    render(<Benefits />);
    screen.getByRole("button", { name: "Recover" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Inbox" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Launch" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Recover" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Launch" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("3");
  });
});
