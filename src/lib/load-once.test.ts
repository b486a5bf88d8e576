import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once however often it is asked, and keeps what loaded", async () => {
    const load = vi.fn(() => Promise.resolve("part"));
    const part = loadOnce(load);
    expect(part.current).toBeUndefined();
    part.preload();
    await expect(part.load()).resolves.toBe("part");
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.current).toBe("part");
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("part");
    const part = loadOnce(load);
    part.preload(); // its failure is not thrown at the caller
    await expect(part.load()).rejects.toThrow("offline");
    expect(part.current).toBeUndefined();
    await expect(part.load()).resolves.toBe("part");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
