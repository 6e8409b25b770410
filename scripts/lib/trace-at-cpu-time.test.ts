import { describe, expect, it } from "vitest";
import { atCpuTime, pageMainThread, type TraceEvent } from "./trace-at-cpu-time";

const PAGE = { pid: 7, tid: 1 };
const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  ...PAGE,
  ts: 0,
  args: { data: { documentLoaderURL: "http://127.0.0.1:3400/safeopt", isLoadingMainFrame: true } },
};

function trace() {
  // A 30 ms task that used 10 ms of CPU, with a call inside it and a mark.
  const task: TraceEvent = { name: "RunTask", ph: "X", ...PAGE, ts: 100_000, dur: 30_000, tdur: 10_000 };
  const call: TraceEvent = { name: "FunctionCall", ph: "X", ...PAGE, ts: 106_000, dur: 21_000, tdur: 9_000 };
  const mark: TraceEvent = { name: "ResourceSendRequest", ph: "I", ...PAGE, ts: 115_000 };
  // A task run inside the call (a nested loop): it shrinks with its parent, once.
  const nested: TraceEvent = { name: "RunTask", ph: "X", ...PAGE, ts: 109_000, dur: 3_000, tdur: 300 };
  // A task that ran the whole time it lasted.
  const busy: TraceEvent = { name: "RunTask", ph: "X", ...PAGE, ts: 200_000, dur: 8_000, tdur: 8_000 };
  // The same task on another thread (the compositor) and in another process (an SVG image's renderer).
  const compositor: TraceEvent = { name: "RunTask", ph: "X", pid: 7, tid: 2, ts: 100_000, dur: 30_000, tdur: 1_000 };
  const otherProcess: TraceEvent = { name: "RunTask", ph: "X", pid: 9, tid: 1, ts: 100_000, dur: 30_000, tdur: 1_000 };
  return { events: [navigation, task, call, mark, nested, busy, compositor, otherProcess], task, call, mark, nested, busy, compositor, otherProcess };
}

describe("a trace at CPU time", () => {
  it("finds the page's main thread from its navigation, not about:blank's", () => {
    const blank: TraceEvent = { name: "navigationStart", pid: 3, tid: 1, ts: 0, args: { data: { documentLoaderURL: "", isLoadingMainFrame: true } } };
    expect(pageMainThread([blank, navigation])).toEqual(PAGE);
    expect(pageMainThread([blank])).toBeUndefined();
  });

  it("shortens a page task to the CPU time it used and squeezes what ran inside it", () => {
    const { events, task, call, mark, nested } = trace();
    const result = atCpuTime(events);
    expect(task).toMatchObject({ ts: 100_000, dur: 10_000 });
    // Starts 6 ms into a 30 ms task: 2 ms into its 10 ms.
    expect(call.ts).toBeCloseTo(102_000);
    expect(call.dur).toBeCloseTo(7_000);
    expect(mark.ts).toBeCloseTo(105_000);
    // Shrunk with its parent only, not again by its own CPU time.
    expect(nested.ts).toBeCloseTo(103_000);
    expect(nested.dur).toBeCloseTo(1_000);
    expect(result).toEqual({ shortenedTasks: 1, removedMs: 20 });
  });

  it("leaves a task that ran throughout, other threads and other processes as they were", () => {
    const { events, busy, compositor, otherProcess } = trace();
    atCpuTime(events);
    expect(busy).toMatchObject({ ts: 200_000, dur: 8_000 });
    expect(compositor).toMatchObject({ ts: 100_000, dur: 30_000 });
    expect(otherProcess).toMatchObject({ ts: 100_000, dur: 30_000 });
  });

  it("says so when the trace holds no navigation of the page", () => {
    expect(() => atCpuTime([{ name: "RunTask", ph: "X", ...PAGE, ts: 0, dur: 1, tdur: 1 }])).toThrow(/no navigation/);
  });
});
