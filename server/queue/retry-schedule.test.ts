import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-schedule.ts";

describe("retryDelayMs", () => {
  it("doubles from the base and stops at the cap, with ±20% jitter", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000, mid))).toEqual([1000, 2000, 4000, 5000]);
    expect(retryDelayMs(1, 1000, 5000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 5000, () => 1)).toBe(1200);
  });
});
