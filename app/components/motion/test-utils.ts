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
