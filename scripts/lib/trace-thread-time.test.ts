import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageMainThread, rewriteTraceAtThreadTime, tasksAtThreadTime, type TraceEvent } from "./trace-thread-time.ts";

const main = { pid: 7, tid: 1 };
const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, "name" | "ts">): TraceEvent => ({ ph: "X", ...main, ...fields });

describe("tasksAtThreadTime", () => {
  it("shortens a task to its CPU time and squeezes what ran inside it by the same factor", () => {
    const task = event({ name: "RunTask", ts: 1000, dur: 80_000, tdur: 20_000 });
    const layout = event({ name: "Layout", ts: 41_000, dur: 40_000 });
    const mark = event({ name: "firstContentfulPaint", ph: "R", ts: 61_000 });
    const changed = tasksAtThreadTime([mark, layout, task], main);
    expect(changed).toBe(1);
    expect(task).toMatchObject({ ts: 1000, dur: 20_000 });
    expect(layout).toMatchObject({ ts: 11_000, dur: 10_000 });
    expect(mark.ts).toBe(16_000);
  });

  it("leaves alone what follows a task, other threads, tasks without CPU time and a nested task's own figures", () => {
    const outer = event({ name: "ThreadControllerImpl::RunTask", ts: 0, dur: 10_000, tdur: 5000 });
    const nested = event({ name: "RunTask", ts: 2000, dur: 4000, tdur: 1000 });
    const after = event({ name: "RunTask", ts: 20_000, dur: 30_000 });
    const elsewhere = event({ name: "RunTask", tid: 2, ts: 0, dur: 9000, tdur: 1000 });
    expect(tasksAtThreadTime([outer, nested, after, elsewhere], main)).toBe(1);
    expect(nested).toMatchObject({ ts: 1000, dur: 2000 });
    expect(after).toMatchObject({ ts: 20_000, dur: 30_000 });
    expect(elsewhere.dur).toBe(9000);
  });
});

describe("pageMainThread", () => {
  it("is the thread where the document's navigation started", () => {
    const events = [
      event({ name: "navigationStart", ph: "R", tid: 3, ts: 0, args: { data: { documentLoaderURL: "about:blank" } } }),
      event({ name: "navigationStart", ph: "R", tid: 1, ts: 5, args: { data: { documentLoaderURL: "http://127.0.0.1:3400/safeopt" } } }),
    ];
    expect(pageMainThread(events, "http://127.0.0.1:3400/safeopt")).toEqual(main);
    expect(pageMainThread(events, "http://127.0.0.1:3400/minty")).toBeUndefined();
    expect(pageMainThread([{ ...events[1]!, args: { data: { documentLoaderURL: "http://127.0.0.1:3400/" } } }], "http://127.0.0.1:3400")).toEqual(main);
  });
});

describe("rewriteTraceAtThreadTime", () => {
  it("rewrites a saved trace's page tasks at their CPU time, and refuses a trace of another page", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "trace-"));
    try {
      const file = path.join(directory, "trace.json");
      const url = "http://127.0.0.1:3400/careers";
      const traceEvents = [
        event({ name: "navigationStart", ph: "R", ts: 0, args: { data: { documentLoaderURL: url } } }),
        event({ name: "RunTask", ts: 10, dur: 60_000, tdur: 15_000 }),
      ];
      writeFileSync(file, JSON.stringify({ traceEvents }));
      expect(rewriteTraceAtThreadTime(file, url)).toBe(1);
      expect(JSON.parse(readFileSync(file, "utf8")).traceEvents[1].dur).toBe(15_000);
      expect(() => rewriteTraceAtThreadTime(file, "http://127.0.0.1:3400/help")).toThrow("has no navigation to http://127.0.0.1:3400/help");
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
