import { describe, expect, it } from "vitest";
import { createBeaconLimits } from "./beacon-limits.ts";

describe("a network's beacon limits", () => {
  it("admits a network's beacons up to its window's share, and again in the next window", () => {
    const limits = createBeaconLimits({ viewsPerWindow: 3, windowSeconds: 60, visitorsPerDay: 10 });
    const at = 60_000 * 1000;
    expect([1, 2, 3, 4].map(() => limits.admit("203.0.113.9", at).allowed)).toEqual([true, true, true, false]);
    expect(limits.admit("203.0.113.9", at + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limits.admit("198.51.100.1", at).allowed).toBe(true);
    expect(limits.admit("203.0.113.9", at + 60_000).allowed).toBe(true);
  });

  it("gives a network its own visitor ids up to the day's number, then one shared id, and its own again the next day", () => {
    const limits = createBeaconLimits({ viewsPerWindow: 100, windowSeconds: 60, visitorsPerDay: 2 });
    const ids = ["a", "b", "c", "d", "a"].map((visitor) => limits.visitorOf("net", visitor, "shared", "2026-12-07"));
    expect(ids).toEqual(["a", "b", "shared", "shared", "a"]);
    expect(limits.visitorOf("other", "c", "shared", "2026-12-07")).toBe("c");
    expect(limits.visitorOf("net", "c", "shared", "2026-12-08")).toBe("c");
  });
});
