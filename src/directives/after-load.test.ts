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

describe("client:afterload", () => {
  it("waits for the window's load event before loading the island's script", async () => {
    readyState("interactive");
    const { load, hydrate } = island();
    await run(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it("hydrates at once when the page has already loaded", async () => {
    readyState("complete");
    const { load, hydrate } = island();
    await run(load);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
