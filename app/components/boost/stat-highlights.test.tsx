// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, stubOnScreenMotion } from "#app/components/motion/test-utils.ts";
import { BOOST_HIGHLIGHT_MS } from "#app/components/motion/timings.ts";
import { StatHighlights } from "#app/components/boost/stat-highlights.tsx";

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  stubOnScreenMotion(() => reduced);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stats = [
  { value: "55.53%", label: "click-to-sale rate increase" },
  { value: "30%", label: "repeat purchase lift" },
  { value: "220%", label: "new customer growth" },
  { value: "3.2x", label: "engagement" },
];
const highlighted = () => screen.getAllByText(/%|x$/, { selector: "dd" }).findIndex((value) => value.parentElement?.getAttribute("aria-current") === "true");

describe("StatHighlights", () => {
  it("moves the highlight every 2000 ms and wraps; every value stays readable", () => {
    expect(BOOST_HIGHLIGHT_MS).toBe(2000);
    render(<StatHighlights stats={stats} />);
    expect(highlighted()).toBe(0);
    act(() => vi.advanceTimersByTime(1999));
    expect(highlighted()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(highlighted()).toBe(1);
    advance(2000 * 3, 100);
    expect(highlighted()).toBe(0);
    for (const stat of stats) expect(screen.getByText(stat.label)).toBeInTheDocument();
  });

  it("can be paused, and stays on the first with reduced motion", () => {
    const { unmount } = render(<StatHighlights stats={stats} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause results highlight" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(highlighted()).toBe(0);
    unmount();
    reduced = true;
    render(<StatHighlights stats={stats} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(highlighted()).toBe(0);
  });
});
