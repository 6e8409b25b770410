// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RotatingValue } from "#app/components/motion/rotating-value.tsx";
import { advance } from "#app/components/motion/test-utils.ts";
import { ROTATING_VALUE_MS_PER_SUFFIX_CHAR, ROTATING_VALUE_PAUSE_MS, rotatingValueDwellMs } from "#app/components/motion/timings.ts";

const items = [
  { value: "220%", suffix: "new customer growth" },
  { value: "3.2x", suffix: "engagement" },
  { value: "30%", suffix: "repeat purchase lift" },
];
const shown = () => screen.getByTestId("rotating-value").textContent;

describe("RotatingValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's timings: 4000 ms plus 100 ms per suffix character", () => {
    expect(ROTATING_VALUE_PAUSE_MS).toBe(4000);
    expect(ROTATING_VALUE_MS_PER_SUFFIX_CHAR).toBe(100);
    expect(rotatingValueDwellMs("engagement")).toBe(5000);
  });

  it("starts with the first value complete", () => {
    render(<RotatingValue items={items} running={false} />);
    expect(shown()).toBe("220% new customer growth");
  });

  it("keeps each value exactly 4000 ms + 100 ms per suffix character, typing the suffix in", () => {
    render(<RotatingValue items={items} running />);
    const first = 4000 + 100 * "new customer growth".length; // 5900 ms
    advance(first - 1, 10);
    advance(0);
    expect(shown()).toBe("220% new customer growth");
    advance(1);
    expect(shown()).toBe("3.2x ");
    advance(100);
    expect(shown()).toBe("3.2x e");
    advance(99);
    expect(shown()).toBe("3.2x e");
    advance(1);
    expect(shown()).toBe("3.2x en");
    advance(800);
    expect(shown()).toBe("3.2x engagement");
    // 5000 ms in all for "engagement" (10 characters).
    advance(5000 - 1000 - 1);
    expect(shown()).toBe("3.2x engagement");
    advance(1);
    expect(shown()).toBe("30% ");
  });

  it("wraps around to the first value", () => {
    render(<RotatingValue items={items} running />);
    const cycle = items.reduce((total, item) => total + rotatingValueDwellMs(item.suffix), 0);
    advance(cycle, 10);
    expect(shown()).toBe("220% ");
  });

  it("does not move while not running, and completes the suffix when it stops", () => {
    const { rerender } = render(<RotatingValue items={items} running />);
    advance(5900 + 300);
    expect(shown()).toBe("3.2x eng");
    rerender(<RotatingValue items={items} running={false} />);
    expect(shown()).toBe("3.2x engagement");
    advance(20_000, 100);
    expect(shown()).toBe("3.2x engagement");
  });

  it("reserves the space of every item", () => {
    const { container } = render(<RotatingValue items={items} running />);
    const reserved = [...container.querySelectorAll(".invisible")].map((node) => node.textContent);
    expect(reserved).toEqual(items.map((item) => `${item.value} ${item.suffix}`));
  });
});
