// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "#app/components/sections/reveal.tsx";

let trigger: (visible: boolean, top?: number) => void = () => {};
let options: IntersectionObserverInit | undefined;
function observe({ reduced = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduced && query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        options = init;
        trigger = (isIntersecting, top = 2000) =>
          act(() =>
            callback(
              [{ isIntersecting, boundingClientRect: { top }, rootBounds: { height: 800 } } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      observe() {}
      disconnect() {}
    },
  );
}
afterEach(() => vi.unstubAllGlobals());

describe("Reveal", () => {
  it("fades a section below the fold in once, at the threshold it is given", () => {
    observe();
    render(<Reveal threshold={0.2}>Benefits</Reveal>);
    const section = screen.getByText("Benefits");
    expect(options?.threshold).toBe(0.2);
    expect(section).toHaveAttribute("data-reveal", "static");
    trigger(false, 2000);
    expect(section).toHaveAttribute("data-reveal", "waiting");
    trigger(true);
    expect(section).toHaveAttribute("data-reveal", "shown");
    trigger(false);
    expect(section).toHaveAttribute("data-reveal", "shown");
  });

  it("never hides what is already on screen, or anything with reduced motion", () => {
    observe();
    render(<Reveal threshold={0.1}>Hero</Reveal>);
    trigger(false, 700);
    expect(screen.getByText("Hero")).toHaveAttribute("data-reveal", "static");
    observe({ reduced: true });
    render(<Reveal threshold={0.3}>Closing</Reveal>);
    expect(screen.getByText("Closing")).toHaveAttribute("data-reveal", "static");
  });
});
