// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance } from "#app/components/motion/test-utils.ts";
import { BOOST_HIGHLIGHT_MS, MINTY_CAROUSEL_MS } from "#app/components/motion/timings.ts";
import { useCyclingIndex } from "#app/components/motion/use-cycling-index.ts";

function setup(running = true, count = 4) {
  return renderHook(({ running, count }) => useCyclingIndex(count, { intervalMs: BOOST_HIGHLIGHT_MS, running }), {
    initialProps: { running, count },
  });
}

describe("useCyclingIndex", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's timings: Boost highlight 2000 ms, Minty carousel 3500 ms", () => {
    expect(BOOST_HIGHLIGHT_MS).toBe(2000);
    expect(MINTY_CAROUSEL_MS).toBe(3500);
  });

  it("starts at 0 and advances exactly every 2000 ms", () => {
    const { result } = setup();
    expect(result.current[0]).toBe(0);
    advance(1999);
    expect(result.current[0]).toBe(0);
    advance(1);
    expect(result.current[0]).toBe(1);
    advance(1999);
    expect(result.current[0]).toBe(1);
    advance(1);
    expect(result.current[0]).toBe(2);
  });

  it("wraps from the last index back to 0", () => {
    const { result } = setup();
    advance(3 * 2000, 10);
    expect(result.current[0]).toBe(3);
    advance(2000, 10);
    expect(result.current[0]).toBe(0);
    advance(2000, 10);
    expect(result.current[0]).toBe(1);
  });

  it("does not move while not running, and resumes with a full interval", () => {
    const { result, rerender } = setup(false);
    advance(10_000, 100);
    expect(result.current[0]).toBe(0);

    rerender({ running: true, count: 4 });
    advance(1500);
    expect(result.current[0]).toBe(0);
    rerender({ running: false, count: 4 });
    advance(10_000, 100);
    expect(result.current[0]).toBe(0);

    // The 1500 ms already waited do not count: a whole interval again.
    rerender({ running: true, count: 4 });
    advance(1999);
    expect(result.current[0]).toBe(0);
    advance(1);
    expect(result.current[0]).toBe(1);
  });

  it("lets the visitor pick an index, and restarts the interval from there", () => {
    const { result } = setup();
    advance(1500);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    advance(1999);
    expect(result.current[0]).toBe(2);
    advance(1);
    expect(result.current[0]).toBe(3);
  });

  it("restarts the interval when the visitor picks the index already shown", () => {
    const { result } = setup();
    advance(1500);
    act(() => result.current[1](0));
    advance(1999);
    expect(result.current[0]).toBe(0);
    advance(1);
    expect(result.current[0]).toBe(1);
  });

  it("keeps picked indexes in range", () => {
    const { result } = setup(false);
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](-1));
    expect(result.current[0]).toBe(3);
  });

  it("stays at 0 with one item or none", () => {
    const { result, rerender } = setup(true, 1);
    advance(10_000, 100);
    expect(result.current[0]).toBe(0);
    rerender({ running: true, count: 0 });
    advance(10_000, 100);
    expect(result.current[0]).toBe(0);
  });
});
