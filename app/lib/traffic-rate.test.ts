import { describe, expect, it } from "vitest";
import { MIN_VISITORS_FOR_RATE, shownRate } from "#app/lib/traffic-rate.ts";

describe("shownRate", () => {
  it("shows a dash below the threshold and never more than 100 %", () => {
    expect(shownRate(1, MIN_VISITORS_FOR_RATE - 1)).toBe("—");
    expect(shownRate(0.25, MIN_VISITORS_FOR_RATE)).toBe("25.0%");
    expect(shownRate(87, 1000)).toBe("100.0%");
  });
});
