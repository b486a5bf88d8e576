import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenQuiet } from "./idle-collect";

/* The collector's clock is vitest's: no real waiting, whatever the machine's load. */
const MB = 1024 * 1024;
let heap = 40 * MB;
const gc = vi.fn(() => {
  heap = 40 * MB; // what is live after a collection
});
let app: ReturnType<typeof Fastify>;

beforeEach(() => {
  vi.useFakeTimers();
  heap = 40 * MB;
  gc.mockClear();
  app = Fastify();
  app.get("/", async () => "ok");
  collectWhenQuiet(app, { gc, quietMs: 10_000, growth: 1.5, heapUsed: () => heap });
});
afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

/** A burst: requests answered while the heap fills with their garbage. */
async function burst() {
  for (let i = 0; i < 5; i += 1) expect((await app.inject("/")).statusCode).toBe(200);
  heap = 150 * MB;
}

describe("a full collection once a burst is over", () => {
  it("collects once after a quiet period, and not again while nothing changes", async () => {
    await burst();
    vi.advanceTimersByTime(10_000); // the period the burst was in
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000); // a whole quiet period
    expect(gc).toHaveBeenCalledTimes(2); // the second gives back the pages the first emptied
    vi.advanceTimersByTime(60_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it("waits while requests keep coming", async () => {
    await burst();
    for (let i = 0; i < 6; i += 1) {
      expect((await app.inject("/")).statusCode).toBe(200);
      vi.advanceTimersByTime(10_000);
    }
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it("leaves a heap that has not grown by half alone", async () => {
    await burst();
    heap = 59 * MB;
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
    heap = 61 * MB;
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it("stops with the server", async () => {
    await burst();
    await app.close();
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
  });
});
