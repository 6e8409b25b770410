import { describe, expect, it } from "vitest";
import { niceMax } from "#app/components/console/traffic/daily-chart.tsx";

describe("the daily chart's axis", () => {
  it("tops out at a round count whose half is a whole count, at or above the busiest day", () => {
    const cases: [number, number][] = [
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 4],
      [5, 10],
      [10, 10],
      [11, 20],
      [25, 40],
      [41, 100],
      [999, 1000],
    ];
    for (const [busiest, top] of cases) {
      expect(niceMax(busiest)).toBe(top);
      expect(Number.isInteger(niceMax(busiest) / 2)).toBe(true);
    }
  });
});
