// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubOnScreenMotion } from "#app/components/motion/test-utils.ts";
import { MINTY_CAROUSEL_MS } from "#app/components/motion/timings.ts";
import { renderToString } from "react-dom/server";
import { testImage } from "#app/components/home/fixtures.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";

/**
 * Embla measures real layout, which jsdom has not: a stand-in with the same
 * API moves a selected index, so the carousel's own rules are what is tested
 * (when it advances, what pauses it, what it tells assistive technology).
 */
const engine = vi.hoisted(() => {
  const state = { selected: 0, count: 4, active: true, listeners: new Map<string, Set<() => void>>() };
  const emit = (event: string) => state.listeners.get(event)?.forEach((listener) => listener());
  const api = {
    selectedScrollSnap: () => state.selected,
    canScrollNext: () => state.selected < state.count - 1,
    scrollNext: vi.fn(() => {
      state.selected = (state.selected + 1) % state.count;
      emit("select");
    }),
    scrollPrev: vi.fn(() => {
      state.selected = (state.selected - 1 + state.count) % state.count;
      emit("select");
    }),
    scrollTo: vi.fn((index: number) => {
      state.selected = index;
      emit("select");
    }),
    internalEngine: () => ({ options: { active: state.active } }),
    on(event: string, listener: () => void) {
      if (!state.listeners.has(event)) state.listeners.set(event, new Set());
      state.listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      state.listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return { state, api };
});
vi.mock("embla-carousel", () => ({ default: () => ({ ...engine.api, destroy: () => {} }) }));

const { Carousel } = await import("#app/components/sections/carousel.tsx");

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  engine.state.selected = 0;
  engine.state.listeners.clear();
  reduced = false;
  stubOnScreenMotion(() => reduced);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders and lets the carousel load Embla (it does so once it is on screen). */
async function renderLoaded(element: React.ReactElement) {
  const result = render(element);
  await act(async () => {});
  return result;
}

const slides = ["One", "Two", "Three", "Four"].map((text) => <p key={text}>{text}</p>);
const current = () => screen.getAllByRole("group").findIndex((slide) => slide.dataset.selected === "true");

describe("Carousel", () => {
  it("follows the APG pattern: a labelled carousel region of labelled slides with previous and next", async () => {
    await renderLoaded(<Carousel label="Minty screenshots" slides={slides} autoplayMs={MINTY_CAROUSEL_MS} />);
    const region = screen.getByRole("region", { name: "Minty screenshots" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = screen.getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(groups[0]).toHaveAttribute("aria-roledescription", "slide");
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
  });

  it("advances every 3500 ms and wraps from the last slide to the first", async () => {
    expect(MINTY_CAROUSEL_MS).toBe(3500);
    await renderLoaded(<Carousel label="Screens" slides={slides} autoplayMs={MINTY_CAROUSEL_MS} />);
    act(() => vi.advanceTimersByTime(3499));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(3500 * 3));
    expect(current()).toBe(0);
  });

  it("stops while paused with the button, hovered or focused, and while rotating keeps screen readers quiet", async () => {
    await renderLoaded(<Carousel label="Screens" slides={slides} autoplayMs={MINTY_CAROUSEL_MS} />);
    const region = screen.getByRole("region", { name: "Screens" });
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(0);
    expect(screen.getByRole("button", { name: "Play slide rotation" })).toBeInTheDocument();
  });

  it("moves on request, and then announces the slide", async () => {
    await renderLoaded(<Carousel label="Screens" slides={slides} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next slide" })));
    expect(current()).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Previous slide" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Previous slide" })));
    expect(current()).toBe(3);
    expect(screen.getByRole("region").querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("does not advance by itself with reduced motion", async () => {
    reduced = true;
    await renderLoaded(<Carousel label="Screens" slides={slides} autoplayMs={MINTY_CAROUSEL_MS} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
  });

  describe("pictures of the slides after the first", () => {
    const pictured = ["One", "Two", "Three"].map((text) => <ResponsivePicture key={text} image={testImage} alt={text} sizes="100vw" loading="lazy" />);
    const served = (html: string) =>
      [...html.matchAll(/<img[^>]*>/g)].map((img) => ({ file: /\ssrc="/.test(img[0]), sized: img[0].includes(`width="${testImage.width}"`) }));

    it("name no file in the page as served, only a box of their size, so only the visible first slide downloads with the top of the page", () => {
      const waiting = { file: false, sized: true };
      const named = { file: true, sized: true };
      expect(served(renderToString(<Carousel label="Screens" slides={pictured} />))).toEqual([named, waiting, waiting]);
      // The desktop grid shows every slide without the carousel running.
      expect(served(renderToString(<Carousel label="Screens" slides={pictured} desktopGrid />))).toEqual([named, named, named]);
    });

    it("load when the carousel comes on screen", async () => {
      // Every observer waits until the carousel scrolls into view.
      const observers: (() => void)[] = [];
      const comeOnScreen = () => observers.forEach((report) => report());
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          constructor(callback: IntersectionObserverCallback) {
            observers.push(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
          }
          observe() {}
          disconnect() {}
        },
      );
      const { container } = await renderLoaded(<Carousel label="Screens" slides={pictured} />);
      const files = () => [...container.querySelectorAll("img")].map((image) => image.getAttribute("src"));
      expect(files()).toEqual([testImage.src, null, null]);
      await act(async () => comeOnScreen());
      expect(files()).toEqual([testImage.src, testImage.src, testImage.src]);
    });
  });
});
