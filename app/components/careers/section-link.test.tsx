// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SectionLink } from "#app/components/careers/section-link.tsx";

let reduced = false;
const scrollIntoView = vi.fn();

beforeEach(() => {
  reduced = false;
  scrollIntoView.mockClear();
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduced && query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderPage() {
  render(
    <>
      <SectionLink targetId="open-roles">View Open Roles</SectionLink>
      <section id="open-roles" tabIndex={-1} aria-label="Open Roles" />
    </>,
  );
  return { link: screen.getByRole("link", { name: "View Open Roles" }), section: screen.getByRole("region", { name: "Open Roles" }) };
}

describe("SectionLink", () => {
  it("is a real link to the section, for browsers without JavaScript", () => {
    expect(renderPage().link).toHaveAttribute("href", "#open-roles");
  });

  it("scrolls smoothly to the section and moves focus there without a second scroll", () => {
    const { link, section } = renderPage();
    const focus = vi.spyOn(section, "focus");
    const click = fireEvent.click(link);
    expect(click).toBe(false); // the browser's own jump is replaced
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(section).toHaveFocus();
  });

  it("jumps at once with prefers-reduced-motion: reduce", () => {
    reduced = true;
    const { link, section } = renderPage();
    fireEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
    expect(section).toHaveFocus();
  });

  it("leaves a modified click (new tab, new window) to the browser", () => {
    const { link } = renderPage();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
