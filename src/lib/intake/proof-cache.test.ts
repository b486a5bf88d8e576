import { describe, expect, it, vi } from "vitest";
import { createProofCache } from "./proof-cache";

describe("the proof cache's proof for uploads", () => {
  it("is the form's proof, which the send that follows takes too (one solve per fill)", async () => {
    let solved = 0;
    const fetchProof = vi.fn(async () => `proof-${(solved += 1)}`);
    const cache = createProofCache(fetchProof, () => 0);
    cache.warm();
    expect(await cache.forUploads()).toBe("proof-1");
    expect(await cache.take("request-a")).toBe("proof-1");
    // "Try again" with the same files and request: still one proof.
    expect(await cache.forUploads()).toBe("proof-1");
    expect(await cache.take("request-a")).toBe("proof-1");
    expect(fetchProof).toHaveBeenCalledTimes(1);
  });

  it("is a new one once the intake refused the request (its proof may be why)", async () => {
    let solved = 0;
    const cache = createProofCache(
      async () => `proof-${(solved += 1)}`,
      () => 0,
    );
    expect(await cache.forUploads()).toBe("proof-1");
    cache.settled({ ok: false, failure: "refused" });
    expect(await cache.forUploads()).toBe("proof-2");
  });
});
