import { describe, expect, it } from "vitest";
import { mainThreadWork, type TraceEvent } from "./main-thread-work.mjs";

const URL_ = "http://localhost:4321/contact";
const MAIN = { pid: 7, tid: 1 };
/** A top-level task on the page's main thread: start and length in ms. */
const task = (startMs: number, ms: number, where = MAIN): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts: startMs * 1000,
  dur: ms * 1000,
});
const parse: TraceEvent = {
  name: "ParseHTML",
  ph: "X",
  ...MAIN,
  ts: 12_000,
  dur: 3000,
  args: { beginData: { url: URL_ } },
};
const paintAt = (ms: number, pid = MAIN.pid): TraceEvent => ({
  name: "firstContentfulPaint",
  ph: "R",
  pid,
  tid: MAIN.tid,
  ts: ms * 1000,
});

describe("mainThreadWork", () => {
  it("sums the page's tasks, the parts after the first paint, and what exceeds 50 ms", () => {
    const events = [
      parse,
      task(10, 30), // before the paint
      task(90, 80), // astride it: 70 ms after, 20 over 50
      paintAt(100),
      task(200, 120), // 70 over 50
      task(400, 20),
      task(900, 40, { pid: 8, tid: 1 }), // another process: not the page's
      task(1000, 40, { pid: 7, tid: 2 }), // another thread of the page's process
      { ...task(210, 5), name: "ParseHTML" }, // not a task
    ];
    expect(mainThreadWork(events, URL_)).toEqual({
      tasks: 4,
      totalMs: 250,
      afterPaintMs: 210,
      blockingMs: 90,
      longTasks: 2,
    });
  });

  it("counts a task nested in another once, whichever name the trace gives it", () => {
    const events = [parse, paintAt(0), task(100, 60), task(110, 30)];
    expect(mainThreadWork(events, URL_)).toMatchObject({ tasks: 1, totalMs: 60, blockingMs: 10 });
    const toplevel = { ...task(100, 60), name: "ThreadControllerImpl::RunTask" };
    expect(mainThreadWork([parse, paintAt(0), toplevel], URL_)).toMatchObject({ totalMs: 60 });
    const both = [parse, paintAt(0), toplevel, { ...task(100.5, 59) }];
    expect(mainThreadWork(both, URL_)).toMatchObject({ tasks: 1, totalMs: 60 });
    const together = [parse, paintAt(0), task(100, 59), toplevel];
    expect(mainThreadWork(together, URL_)).toMatchObject({ tasks: 1, totalMs: 60 });
  });

  it("takes the earliest first paint of the page's process, and every task when there is none", () => {
    const events = [parse, task(100, 100), paintAt(180), paintAt(120), paintAt(10, 99)];
    expect(mainThreadWork(events, URL_).afterPaintMs).toBe(80);
    expect(mainThreadWork([parse, task(100, 100)], URL_).afterPaintMs).toBe(100);
  });

  it("refuses a trace in which the page's HTML was never parsed", () => {
    expect(() => mainThreadWork([task(0, 10)], URL_)).toThrow(/no ParseHTML/);
    expect(() => mainThreadWork([parse], `${URL_}?x`)).toThrow(/no ParseHTML/);
  });
});
