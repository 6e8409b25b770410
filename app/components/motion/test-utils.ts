import { act } from "@testing-library/react";
import { vi } from "vitest";

/** Advances fake timers in small steps so that timers scheduled by effects (after each render) fire on time. */
export function advance(ms: number, step = 1) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, ms - elapsed));
    });
  }
}

/**
 * A browser for motion tests: `prefers-reduced-motion` as `reduced()` says,
 * and every observed element on screen at once. Call in `beforeEach`; undo
 * with `vi.unstubAllGlobals()`.
 */
export function stubOnScreenMotion(reduced: () => boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced() && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
}
