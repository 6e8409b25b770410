// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Entrance, entranceDelay } from "#app/components/motion/entrance.tsx";
import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { useAutoplay } from "#app/components/motion/use-autoplay.ts";

function Probe() {
  const { ref, running, paused, togglePaused } = useAutoplay<HTMLDivElement>();
  return (
    <div ref={ref}>
      <output>{running ? "running" : "still"}</output>
      <MotionToggle paused={paused} onToggle={togglePaused} label="animation" />
    </div>
  );
}

let intersect: (isIntersecting: boolean) => void = () => {};
let reduced = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  reduced = false;
  class FakeObserver {
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
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced && query.includes("reduce"),
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  mediaListeners.clear();
});

describe("useAutoplay", () => {
  it("runs only while on screen", () => {
    render(<Probe />);
    expect(screen.getByRole("status")).toHaveTextContent("still");
    intersect(true);
    expect(screen.getByRole("status")).toHaveTextContent("running");
    intersect(false);
    expect(screen.getByRole("status")).toHaveTextContent("still");
  });

  it("stops while the tab is hidden", () => {
    render(<Probe />);
    intersect(true);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("still");
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("running");
  });

  it("stays still with prefers-reduced-motion: reduce", () => {
    reduced = true;
    render(<Probe />);
    intersect(true);
    expect(screen.getByRole("status")).toHaveTextContent("still");
  });

  it("can be paused and played again by the visitor", async () => {
    const user = userEvent.setup();
    render(<Probe />);
    intersect(true);
    await user.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(screen.getByRole("status")).toHaveTextContent("still");
    await user.click(screen.getByRole("button", { name: "Play animation" }));
    expect(screen.getByRole("status")).toHaveTextContent("running");
  });
});

describe("Entrance", () => {
  it("keeps delays within 0–1.3 s", () => {
    expect(entranceDelay(-1)).toBe(0);
    expect(entranceDelay(0.7)).toBe(0.7);
    expect(entranceDelay(3)).toBe(1.3);
  });

  it("animates with CSS only, when motion is allowed", () => {
    render(
      <Entrance as="p" delay={0.45}>
        Hello
      </Entrance>,
    );
    const element = screen.getByText("Hello");
    expect(element.tagName).toBe("P");
    expect(element).toHaveClass("motion-safe:animate-fade-up");
    expect(element.style.animationDelay).toBe("0.45s");
  });
});
