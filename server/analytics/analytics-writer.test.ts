import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.server.ts";
import { type BatchStore, createAnalyticsWriter } from "./analytics-writer.server.ts";
import type { VitalsEntry } from "./field-vitals.server.ts";
import type { ViewEntry } from "./page-views.server.ts";

const logger = createLogger("silent");
const view = (path: string, at = 0): ViewEntry => ({
  visitor: "a".repeat(32),
  view: { path, referrerHost: null, utm: { source: null, medium: null, campaign: null, content: null, term: null }, adClick: false, device: "desktop" },
  at,
});
const vitals = (path: string): VitalsEntry => ({ path, device: "mobile", vitals: { lcp: 900 }, at: 0 });

/** A store that keeps what it is given, and fails while `down` is true. */
function memoryStore() {
  const stored = { views: [] as string[], vitals: [] as string[], writes: 0, down: false };
  const store: BatchStore = {
    async views(entries) {
      stored.writes += 1;
      if (stored.down) throw new Error("database unreachable");
      stored.views.push(...entries.map((entry) => entry.view.path));
    },
    async vitals(entries) {
      if (stored.down) throw new Error("database unreachable");
      stored.vitals.push(...entries.map((entry) => entry.path));
    },
    async sweep() {},
  };
  return { stored, store };
}

describe("the analytics writer", () => {
  afterEach(() => vi.useRealTimers());

  it("writes what beacons queue in one batch within a second, in arrival order", async () => {
    vi.useFakeTimers();
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, flushEveryMs: 1000 });
    writer.addView(view("/"));
    writer.addView(view("/safeopt"));
    writer.addVitals(vitals("/"));
    await vi.advanceTimersByTimeAsync(999);
    expect(stored.views).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stored).toMatchObject({ views: ["/", "/safeopt"], vitals: ["/"], writes: 1 });
  });

  it("writes a full batch at once, without waiting for the timer", async () => {
    vi.useFakeTimers();
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, batchSize: 3 });
    for (const path of ["/a", "/b", "/c"]) writer.addView(view(path));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored.views).toEqual(["/a", "/b", "/c"]);
  });

  it("keeps a batch the database refused and writes it, in order, once the database is back", async () => {
    vi.useFakeTimers();
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, flushEveryMs: 1000 });
    stored.down = true;
    writer.addView(view("/first"));
    await vi.advanceTimersByTimeAsync(1000);
    writer.addView(view("/second"));
    // Retries wait 1 s, 2 s, 4 s…
    await vi.advanceTimersByTimeAsync(3000);
    expect(stored.writes).toBe(3);
    stored.down = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(stored.views).toEqual(["/first", "/second"]);
  });

  it("keeps at most its bound queued while the database is down, and drops what comes after", async () => {
    vi.useFakeTimers();
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, maxQueued: 2 });
    stored.down = true;
    writer.addView(view("/a"));
    writer.addView(view("/b"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored.writes).toBe(1);
    writer.addView(view("/c"));
    stored.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored.views).toEqual(["/a", "/b"]);
  });

  it("keeps each network to its share of the queue, so a flood from one leaves room for the others' views", async () => {
    vi.useFakeTimers();
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, maxQueued: 10, maxQueuedPerNetwork: 3 });
    stored.down = true;
    for (let index = 0; index < 20; index += 1) writer.addView(view(`/flood-${index}`), "203.0.113.9");
    writer.addView(view("/visitor-a"), "198.51.100.1");
    writer.addView(view("/visitor-b"), "2001:db8:1:2::/64");
    await vi.advanceTimersByTimeAsync(1000);
    stored.down = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(stored.views).toEqual(["/flood-0", "/flood-1", "/flood-2", "/visitor-a", "/visitor-b"]);
    // Once stored, a network's entries leave its share.
    writer.addView(view("/flood-later"), "203.0.113.9");
    await writer.flush();
    expect(stored.views.at(-1)).toBe("/flood-later");
  });

  it("writes what is queued when it stops", async () => {
    const { stored, store } = memoryStore();
    const writer = createAnalyticsWriter({ store, logger, flushEveryMs: 60_000 });
    writer.addView(view("/"));
    await writer.stop();
    expect(stored.views).toEqual(["/"]);
  });
});
