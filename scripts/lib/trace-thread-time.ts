/**
 * A Chromium trace with the page's main-thread tasks as long as the CPU time
 * their thread got.
 *
 * Lighthouse's simulation lengthens each observed main-thread task 4× and
 * counts its wall time. On a small machine the renderer's main thread shares
 * its cores with the display compositor (software GL), Lighthouse's filmstrip
 * screenshots of every frame and the trace writer, so a task's wall time is
 * often two or three times the CPU time it used. Replaying the simulation on
 * this trace tells the page's own work apart from the machine's contention:
 * it is a lower bound (a task waiting on another thread, a commit waiting on
 * the compositor, counts only its own CPU), as Lighthouse's figure is the
 * upper one.
 *
 * Trace events carry `dur` (wall, µs) and `tdur` (the thread's CPU time, µs)
 * in the Trace Event Format; nothing here depends on Lighthouse's internals.
 */

import { readFileSync, writeFileSync } from "node:fs";

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
};

/** The event names Chromium gives a main-thread task (the units Lighthouse's simulation schedules). */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

/** The thread that ran the document at `url`: where Chromium marked its navigation's start. */
export function pageMainThread(events: TraceEvent[], url: string): { pid: number; tid: number } | undefined {
  const address = URL.parse(url)?.href;
  const start = events.find((event) => event.name === "navigationStart" && URL.parse(event.args?.data?.documentLoaderURL ?? "")?.href === address);
  return start && { pid: start.pid, tid: start.tid };
}

/**
 * Shortens each of the thread's tasks to its CPU time, in place; what ran
 * inside it is squeezed by the same factor, what follows it stays where it was.
 * Returns how many tasks changed.
 */
export function tasksAtThreadTime(events: TraceEvent[], thread: { pid: number; tid: number }): number {
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let changed = 0;
  let outerEnd = Number.NEGATIVE_INFINITY;
  for (const [position, task] of own.entries()) {
    if (task.ph !== "X" || !TASK_NAMES.has(task.name) || task.dur === undefined) continue;
    if (task.ts < outerEnd) continue; // a task nested in one already shortened
    const wall = task.dur;
    const end = task.ts + wall;
    outerEnd = end;
    if (task.tdur === undefined || task.tdur >= wall || wall <= 0) continue;
    const factor = task.tdur / wall;
    for (let inner = position + 1; inner < own.length && own[inner]!.ts < end; inner += 1) {
      const event = own[inner]!;
      event.ts = task.ts + (event.ts - task.ts) * factor;
      if (event.dur !== undefined) event.dur *= factor;
    }
    task.dur = task.tdur;
    changed += 1;
  }
  return changed;
}

/**
 * Rewrites a saved trace (Lighthouse's `trace.json`) with the main-thread tasks of the page at `url` at their CPU time.
 * Returns how many tasks changed; throws when the trace has no navigation to `url`.
 */
export function rewriteTraceAtThreadTime(traceFile: string, url: string): number {
  const trace: { traceEvents: TraceEvent[] } = JSON.parse(readFileSync(traceFile, "utf8"));
  const thread = pageMainThread(trace.traceEvents, url);
  if (!thread) throw new Error(`${traceFile} has no navigation to ${url}`);
  const changed = tasksAtThreadTime(trace.traceEvents, thread);
  writeFileSync(traceFile, JSON.stringify(trace));
  return changed;
}
