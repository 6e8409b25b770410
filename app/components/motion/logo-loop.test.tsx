// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LogoLoop, type LogoLoopItem, logoLoopCopies } from "#app/components/motion/logo-loop.tsx";
import { LOGO_LOOP } from "#app/components/motion/timings.ts";

const items: LogoLoopItem[] = [
  { src: "/images/logos/northwind.svg", alt: "Northwind", title: "Northwind", href: "https://northwind.example", width: 160, height: 48 },
  { src: "/images/logos/fabrikam.svg", alt: "Fabrikam", title: "Fabrikam", width: 120, height: 48 },
  { src: "/images/logos/contoso.svg", alt: "Contoso", title: "Contoso", href: "https://contoso.example", width: 200, height: 48 },
];
const label = "Brands that grow with us";

/** The width every <ul> (one copy) reports; set before `resize()`. */
let copyWidth = 0;
let resize: () => void = () => {};
let intersect: (isIntersecting: boolean) => void = () => {};
let reduced = false;

beforeEach(() => {
  copyWidth = 0;
  reduced = false;
  class FakeResizeObserver {
    callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
    }
    observe() {
      resize = () => act(() => this.callback([], this as unknown as ResizeObserver));
    }
    disconnect() {}
  }
  class FakeIntersectionObserver {
    callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe() {
      intersect = (isIntersecting) =>
        act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
    }
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const width = this.tagName === "UL" ? copyWidth : 0;
    return { width, height: 80, top: 0, left: 0, right: width, bottom: 80, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const copiesOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLUListElement>("ul")];
const hiddenCopiesOf = (container: HTMLElement) => copiesOf(container).filter((copy) => copy.getAttribute("aria-hidden") === "true");

/** Renders on screen, then measures one copy as `width` px wide. */
function renderMeasured(width: number, props: Partial<Parameters<typeof LogoLoop>[0]> = {}) {
  const view = render(<LogoLoop items={items} label={label} {...props} />);
  intersect(true);
  copyWidth = width;
  resize();
  return view;
}

describe("logoLoopCopies", () => {
  it("renders at least 2 copies plus 2 of headroom, and enough to cover 2560 px", () => {
    expect(LOGO_LOOP).toEqual({ speed: 120, gap: 48, logoHeight: 80, minCopies: 2, headroomCopies: 2, maxViewport: 2560 });
    expect(logoLoopCopies(0)).toBe(1);
    expect(logoLoopCopies(3000)).toBe(4);
    expect(logoLoopCopies(1280)).toBe(4);
    expect(logoLoopCopies(1200)).toBe(5);
    expect(logoLoopCopies(300)).toBe(11);
    for (const width of [97, 300, 640, 853, 1279, 1281, 2559, 2560, 5000]) {
      // After the strip has moved one copy out on the left, the rest still covers 2560 px.
      expect((logoLoopCopies(width) - 1) * width).toBeGreaterThanOrEqual(2560 + width);
    }
  });
});

describe("LogoLoop", () => {
  it("first shows one still copy (the server HTML), a strip of fixed height", () => {
    const { container } = render(<LogoLoop items={items} label={label} />);
    expect(copiesOf(container)).toHaveLength(1);
    expect(copiesOf(container)[0]!.style.animationName).toBe("");
    expect(container.querySelector("[data-logo-loop]")).toHaveClass("h-(--logo-loop-height)");
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue("--logo-loop-height")).toBe("80px");
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue("--logo-loop-gap")).toBe("48px");
  });

  it("exposes only one copy to assistive technology, as a named list", () => {
    const { container } = renderMeasured(1200);
    const lists = screen.getAllByRole("list");
    expect(lists).toHaveLength(1);
    expect(screen.getByRole("list", { name: label })).toBe(lists[0]);
    expect(within(lists[0]!).getAllByRole("listitem")).toHaveLength(items.length);
    expect(screen.getAllByRole("img")).toHaveLength(items.length);
    const hidden = hiddenCopiesOf(container);
    expect(hidden.length).toBe(copiesOf(container).length - 1);
    for (const copy of hidden) expect(copy.querySelectorAll("li")).toHaveLength(items.length);
  });

  it("keeps keyboard focus out of the duplicates", async () => {
    const user = userEvent.setup();
    const { container } = renderMeasured(1200);
    for (const copy of hiddenCopiesOf(container)) {
      const focusable = copy.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]");
      expect(focusable.length).toBe(2);
      for (const element of focusable) expect(element.tabIndex).toBe(-1);
    }
    // Tabbing goes through the two links of the first copy, then to the pause button.
    const visibleLinks = screen.getAllByRole("link");
    expect(visibleLinks).toHaveLength(2);
    await user.tab();
    expect(document.activeElement).toBe(visibleLinks[0]);
    await user.tab();
    expect(document.activeElement).toBe(visibleLinks[1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pause scrolling logos" }));
  });

  it("opens brand links in a new tab, safely, and says so", () => {
    renderMeasured(1200);
    const link = screen.getByRole("link", { name: /^Northwind\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://northwind.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("loads logos lazily on tiles of the logo height, keeping their intrinsic ratio", () => {
    renderMeasured(1200);
    const logo = screen.getByRole("img", { name: "Fabrikam" });
    expect(logo).toHaveAttribute("loading", "lazy");
    expect(logo).toHaveAttribute("decoding", "async");
    expect(logo).toHaveAttribute("width", "120");
    expect(logo).toHaveAttribute("height", "48");
    expect(logo).toHaveAttribute("title", "Fabrikam");
    expect(logo).toHaveClass("w-auto");
    expect(logo.closest("li")).toHaveClass("h-(--logo-loop-height)");
  });

  it("renders at least 4 copies, and enough to cover 2560 px when a copy is narrow", () => {
    const wide = renderMeasured(1200);
    expect(copiesOf(wide.container)).toHaveLength(5); // ceil(2560 / 1200) + 2
    wide.unmount();

    const narrow = renderMeasured(300);
    expect(copiesOf(narrow.container)).toHaveLength(11); // ceil(2560 / 300) + 2
    expect((copiesOf(narrow.container).length - 1) * 300).toBeGreaterThanOrEqual(2560 + 300);
    narrow.unmount();

    const huge = renderMeasured(4000);
    expect(copiesOf(huge.container)).toHaveLength(4);
  });

  it("moves every copy by its own width in copyWidth / speed seconds, linearly and forever", () => {
    const { container, rerender } = renderMeasured(1200);
    for (const copy of copiesOf(container)) {
      expect(copy.style.animationName).toBe("motion-logo-loop");
      expect(parseFloat(copy.style.animationDuration)).toBeCloseTo(1200 / 120);
      expect(copy.style.animationTimingFunction).toBe("linear");
      expect(copy.style.animationIterationCount).toBe("infinite");
      expect(copy.style.animationPlayState).toBe("");
    }
    rerender(<LogoLoop items={items} label={label} speed={50} />);
    expect(parseFloat(copiesOf(container)[0]!.style.animationDuration)).toBeCloseTo(1200 / 50);

    // The keyframes move a copy by exactly its own width, so copy k + 1 ends where copy k began.
    const keyframes = document.head.querySelector("style[data-href='motion-logo-loop']")?.textContent ?? "";
    expect(keyframes).toContain("@keyframes motion-logo-loop");
    expect(keyframes).toContain("translate3d(-100%,0,0)");
  });

  it("follows a new copy width", () => {
    const { container } = renderMeasured(1200);
    copyWidth = 600;
    resize();
    expect(parseFloat(copiesOf(container)[0]!.style.animationDuration)).toBeCloseTo(5);
    expect(copiesOf(container)).toHaveLength(7); // ceil(2560 / 600) + 2
  });

  it("pauses on hover and while focus is inside, with CSS", () => {
    const { container } = renderMeasured(1200);
    expect(container.querySelector("[data-logo-loop]")).toHaveClass("group/logo-loop");
    for (const copy of copiesOf(container)) {
      expect(copy).toHaveClass("group-hover/logo-loop:[animation-play-state:paused]", "group-focus-within/logo-loop:[animation-play-state:paused]");
    }
  });

  it("puts the row still at its start for keyboard focus, and scrolls the strip back when focus leaves", async () => {
    const user = userEvent.setup();
    const { container } = renderMeasured(1200);
    for (const copy of copiesOf(container)) expect(copy).toHaveClass("group-has-[:focus-visible]/logo-loop:[animation-name:none]!");
    const strip = container.querySelector<HTMLElement>("[data-logo-loop]")!;
    await user.tab();
    strip.scrollLeft = 200; // what the browser does to show a focused logo
    await user.tab();
    expect(strip.scrollLeft).toBe(200);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pause scrolling logos" }));
    expect(strip.scrollLeft).toBe(0);
  });

  it("can be paused and played again with the pause button", async () => {
    const user = userEvent.setup();
    const { container } = renderMeasured(1200);
    await user.click(screen.getByRole("button", { name: "Pause scrolling logos" }));
    for (const copy of copiesOf(container)) expect(copy.style.animationPlayState).toBe("paused");
    await user.click(screen.getByRole("button", { name: "Play scrolling logos" }));
    for (const copy of copiesOf(container)) expect(copy.style.animationPlayState).toBe("");
  });

  it("pauses off screen and in a hidden tab, where it stays", () => {
    const { container } = renderMeasured(1200);
    const playState = () => copiesOf(container)[0]!.style.animationPlayState;
    intersect(false);
    expect(playState()).toBe("paused");
    intersect(true);
    expect(playState()).toBe("");

    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(playState()).toBe("paused");
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(playState()).toBe("");
  });

  it("is one still, wrapping, centred row with prefers-reduced-motion: reduce", () => {
    reduced = true;
    const { container } = renderMeasured(300);
    expect(copiesOf(container)).toHaveLength(1);
    expect(hiddenCopiesOf(container)).toHaveLength(0);
    const [copy] = copiesOf(container);
    expect(copy!.getAttribute("style")).toBeNull();
    expect(copy).toHaveClass("motion-reduce:flex-wrap", "motion-reduce:justify-center");
    expect(within(screen.getByRole("list", { name: label })).getAllByRole("listitem")).toHaveLength(items.length);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders nothing without logos", () => {
    const { container } = render(<LogoLoop items={[]} label={label} />);
    expect(container).toBeEmptyDOMElement();
  });
});
