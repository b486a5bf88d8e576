import { afterEach, describe, expect, it, vi } from "vitest";
import afterLoad from "./after-load";

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, "readyState", "get").mockReturnValue(state);

/** A stand-in for Astro's island loader: `load` resolves to the hydrate function. */
function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

const run = (load: () => Promise<() => Promise<void>>) =>
  afterLoad(load, { name: "afterload", value: "" }, document.createElement("astro-island"));

afterEach(() => vi.restoreAllMocks());

type EntryList = { getEntriesByName: (name: string) => unknown[] };

/**
 * A browser that reports paints to observers, those that came before included (`buffered`):
 * none yet, then `firstPaint()` (nothing contentful) and `paint()` (the first contentful one).
 */
function paintTiming() {
  const painted: string[] = [];
  const observers: ((list: EntryList) => void)[] = [];
  const listOf = (names: string[]): EntryList => ({
    getEntriesByName: (name) => names.filter((entry) => entry === name),
  });
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (list: EntryList) => void) {}
    observe() {
      observers.push(this.callback);
      if (painted.length) this.callback(listOf(painted));
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  const report = (name: string) => {
    painted.push(name);
    for (const notify of observers) notify(listOf([name]));
  };
  return { paint: () => report("first-contentful-paint"), firstPaint: () => report("first-paint") };
}

afterEach(() => vi.unstubAllGlobals());

describe("client:afterload", () => {
  it("waits for the first contentful paint too: a load before the first frame is not enough", async () => {
    readyState("complete");
    const timing = paintTiming();
    const { load, hydrate } = island();
    await run(load);
    timing.firstPaint(); // a paint with no content yet is not enough
    expect(load).not.toHaveBeenCalled();
    timing.paint();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
  });

  it("after the first paint, still waits for the load event", async () => {
    readyState("interactive");
    const timing = paintTiming();
    timing.paint();
    const { load, hydrate } = island();
    await run(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
  });

  it("waits for the window's load event before loading the island's script", async () => {
    readyState("interactive");
    const { load, hydrate } = island();
    await run(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
  });

  it("hydrates at once when the page has already loaded", async () => {
    readyState("complete");
    const { load, hydrate } = island();
    await run(load);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce(), { timeout: 20_000 });
    expect(load).toHaveBeenCalledOnce();
  });
});
