/** The fields of a Chrome trace event this module reads or changes. */
export type TraceEvent = {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  /** Start, µs. */
  ts?: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** Thread (CPU) time the event used, µs: less than `dur` when the thread waited or was descheduled. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
};

/** The renderer main thread that loaded the page: where its navigation started. */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame === true && /^https?:/.test(event.args.data.documentLoaderURL ?? ""),
  );
  return navigation?.pid === undefined || navigation.tid === undefined ? undefined : { pid: navigation.pid, tid: navigation.tid };
}

/**
 * Shortens every task of the page's main thread to the CPU time it used,
 * squeezing the events inside it in proportion; nothing else changes.
 *
 * Lighthouse's simulation lengthens each recorded task four times and counts
 * what goes over 50 ms as blocking. It takes a task's wall-clock length,
 * which on a busy machine includes the time the thread was not running: on
 * this two-core machine, a task that used 1.3 ms of CPU can last 29 ms while
 * the browser, the compositor and Lighthouse's screenshots take both cores.
 * Re-running the simulation on a trace shortened this way gives what the
 * page's own work costs, had the machine been free for it. Time a task spent
 * waiting on another process for an answer is removed too, so it is a lower
 * bound of that figure.
 *
 * Changes `events` in place and returns how many tasks it shortened and by
 * how many milliseconds in all.
 */
export function atCpuTime(events: TraceEvent[]): { shortenedTasks: number; removedMs: number } {
  const thread = pageMainThread(events);
  if (!thread) throw new Error("The trace has no navigation of the page's main frame.");
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ts !== undefined);
  const tasks = onThread
    .filter((event) => event.name === "RunTask" && event.ph === "X" && (event.dur ?? 0) > 0 && event.tdur !== undefined)
    .sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!);
  let shortenedTasks = 0;
  let removed = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    const start = task.ts!;
    const end = start + task.dur!;
    // A task run inside another (a nested message loop) shrank with it.
    if (start < coveredUntil) continue;
    coveredUntil = end;
    const ratio = task.tdur! / task.dur!;
    if (ratio >= 1) continue;
    for (const event of onThread) {
      if (event === task || event.ts! < start || event.ts! > end) continue;
      if (event.dur !== undefined && event.ts! + event.dur > end) continue;
      event.ts = start + (event.ts! - start) * ratio;
      if (event.dur !== undefined) event.dur *= ratio;
    }
    removed += task.dur! - task.tdur!;
    task.dur = task.tdur!;
    shortenedTasks += 1;
  }
  return { shortenedTasks, removedMs: removed / 1000 };
}
