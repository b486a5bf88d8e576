/**
 * What a page load cost the renderer's main thread, read from a Chromium trace
 * (scripts/bench-work.mjs records it). Steadier than Lighthouse's simulated blocking time for
 * judging a change (issue 32, docs/OPERATIONS.md): it sums the tasks that ran, rather than
 * simulating where each would fall around a simulated first paint.
 */

/**
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number,
 *   args?: { beginData?: { url?: string } } }} TraceEvent
 * @typedef {{ tasks: number, totalMs: number, afterPaintMs: number, blockingMs: number,
 *   longTasks: number }} Work
 */

/**
 * A top-level task, as the trace names it: "RunTask" with DevTools' timeline category,
 * "ThreadControllerImpl::RunTask" with `toplevel` alone (both when both are on, one inside the
 * other: counted once).
 */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** A task longer than this blocks input (Lighthouse's and the Long Tasks API's threshold). */
const LONG_TASK_MS = 50;

/**
 * The page's main-thread work: its renderer's top-level tasks (`RunTask` on the thread that
 * parsed the page's HTML), in all, and the part of each that came after the first contentful
 * paint; `blockingMs` sums, over those parts, what exceeds 50 ms (TBT's rule, on real tasks);
 * `longTasks` counts the tasks over 50 ms. Without a first paint, every task counts as after it.
 * @param {readonly TraceEvent[]} events
 * @param {string} url the page's address, as the browser requested it
 * @returns {Work}
 */
export function mainThreadWork(events, url) {
  const parse = events.find(
    (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "") === url,
  );
  if (!parse) throw new Error(`main-thread-work: no ParseHTML of ${url} in the trace`);
  const { pid, tid } = parse;
  const paint = events
    .filter((e) => e.pid === pid && e.name === "firstContentfulPaint")
    .map((e) => e.ts)
    .sort((a, b) => a - b)[0];
  const firstPaint = paint ?? -Infinity;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && TASK_NAMES.has(e.name))
    // the outer of two that start together first
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work = { tasks: 0, totalMs: 0, afterPaintMs: 0, blockingMs: 0, longTasks: 0 };
  let end = -Infinity;
  for (const task of tasks) {
    const duration = task.dur ?? 0;
    if (task.ts < end) continue; // nested in the task before (a nested run loop)
    end = task.ts + duration;
    const after = Math.max(0, end - Math.max(task.ts, firstPaint)) / 1000;
    work.tasks += 1;
    work.totalMs += duration / 1000;
    work.afterPaintMs += after;
    work.blockingMs += Math.max(0, after - LONG_TASK_MS);
    if (duration / 1000 > LONG_TASK_MS) work.longTasks += 1;
  }
  return work;
}
