// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance } from "#app/components/motion/test-utils.ts";
import { TYPEWRITER_HOLD_MS, TYPEWRITER_MS_PER_CHAR } from "#app/components/motion/timings.ts";
import { Typewriter } from "#app/components/motion/typewriter.tsx";

const words = ["Awareness", "Conversions", "Loyalty"] as const;
const text = () => screen.getByTestId("typewriter-text").textContent;

describe("Typewriter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's timings: 100 ms per character", () => {
    expect(TYPEWRITER_MS_PER_CHAR).toBe(100);
  });

  it("starts with the first word complete, so the server HTML is whole text", () => {
    render(<Typewriter words={words} running={false} />);
    expect(text()).toBe("Awareness");
  });

  it("holds, erases one character per 100 ms, then types the next word one character per 100 ms", () => {
    render(<Typewriter words={words} running />);
    advance(TYPEWRITER_HOLD_MS - 1);
    expect(text()).toBe("Awareness");
    advance(1);
    expect(text()).toBe("Awarenes");
    advance(99);
    expect(text()).toBe("Awarenes");
    advance(1);
    expect(text()).toBe("Awarene");
    // Seven more erasures empty the word, then the next word starts.
    advance(700);
    expect(text()).toBe("");
    advance(100);
    expect(text()).toBe("C");
    advance(99);
    expect(text()).toBe("C");
    advance(1);
    expect(text()).toBe("Co");
    advance(900);
    expect(text()).toBe("Conversions");
    // Held for the hold time, then erased again.
    advance(TYPEWRITER_HOLD_MS - 1);
    expect(text()).toBe("Conversions");
    advance(1);
    expect(text()).toBe("Conversion");
  });

  it("shows all three words over one cycle and wraps around", () => {
    render(<Typewriter words={words} running />);
    const seen = new Set<string>();
    for (let t = 0; t < 20_000; t += 100) {
      advance(100, 100);
      seen.add(text() ?? "");
    }
    expect(seen).toContain("Awareness");
    expect(seen).toContain("Conversions");
    expect(seen).toContain("Loyalty");
  });

  it("does not move while not running", () => {
    render(<Typewriter words={words} running={false} />);
    advance(10_000, 100);
    expect(text()).toBe("Awareness");
  });

  it("shows the current word whole when it stops, and holds it again on resume", () => {
    const { rerender } = render(<Typewriter words={words} running />);
    advance(TYPEWRITER_HOLD_MS + 800 + 300); // erased by 2.8 s, then "C", "Co", "Con"
    expect(text()).toBe("Con");
    rerender(<Typewriter words={words} running={false} />);
    expect(text()).toBe("Conversions");
    advance(5_000, 100);
    expect(text()).toBe("Conversions");
    rerender(<Typewriter words={words} running />);
    advance(TYPEWRITER_HOLD_MS);
    expect(text()).toBe("Conversion");
  });

  it("reserves the space of every word, so the layout never shifts", () => {
    const { container } = render(<Typewriter words={words} running />);
    const reserved = [...container.querySelectorAll("[data-typewriter] > .invisible")].map((node) => node.textContent);
    expect(reserved).toEqual([...words]);
  });

  it("has a complete static text for reduced motion, and hides the animation from screen readers", () => {
    const { container } = render(<Typewriter words={words} running={false} />);
    expect(screen.getByTestId("typewriter-static").textContent).toBe("Awareness, Conversions, and Loyalty");
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
