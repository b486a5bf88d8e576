import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Keys } from "@/shared/wire/inbox-api";
import { agencyKey } from "../../../test/keys-intake-fake";
import { GRANT_POLL_MS, useGrantPoll } from "./use-grant-poll";

const held = vi.hoisted(() => ({ keys: [] as { agencyKeyId: string }[], unlock: vi.fn() }));
vi.mock("@/lib/inbox/keys", () => ({
  heldMember: () => ({ memberKeyId: "m1", recipient: "age1member" }),
  heldKeys: () => held.keys,
  unlockNewGrants: held.unlock,
}));

const agencyKeys = [agencyKey("a1", "age1agency", { label: "Agency" })];
const keys = (grants: Keys["grants"]): Keys => ({ agencyKeys, memberKeys: [], grants });
const GRANT = { id: "g1", memberKeyId: "m1", agencyKeyId: "a1", ciphertext: "x" };

function setUp(answer: Keys) {
  const bench = {
    client: { pollKeys: vi.fn(() => Promise.resolve(answer)) },
    keys: keys([]),
    refreshKeys: vi.fn(),
    announce: vi.fn(),
    keysChanged: vi.fn(),
  };
  const hook = renderHook(() =>
    useGrantPoll(bench as unknown as Parameters<typeof useGrantPoll>[0]),
  );
  return { bench, hook };
}
const tick = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(GRANT_POLL_MS);
  });

beforeEach(() => {
  vi.useFakeTimers();
  held.keys = [];
  held.unlock.mockReset().mockResolvedValue(1);
});
afterEach(() => vi.useRealTimers());

describe("useGrantPoll", () => {
  it("opens a grant made while the page is open at the next poll, and says so", async () => {
    const { bench } = setUp(keys([GRANT]));
    expect(bench.client.pollKeys).not.toHaveBeenCalled();
    await tick();
    expect(bench.client.pollKeys).toHaveBeenCalledTimes(1);
    expect(held.unlock).toHaveBeenCalledWith(keys([GRANT]));
    expect(bench.keysChanged).toHaveBeenCalledTimes(1);
    expect(bench.announce).toHaveBeenCalledWith(
      "You were given access to the requests: they open now.",
    );
    // The agency keys are the ones the workspace has: no second read of them.
    expect(bench.refreshKeys).not.toHaveBeenCalled();
  });

  it("does nothing when every grant is already open, or none is for this member key", async () => {
    held.keys = [{ agencyKeyId: "a1" }];
    const { bench } = setUp(keys([GRANT, { ...GRANT, id: "g2", memberKeyId: "other" }]));
    await tick();
    await tick();
    expect(bench.client.pollKeys).toHaveBeenCalledTimes(2);
    expect(held.unlock).not.toHaveBeenCalled();
    expect(bench.keysChanged).not.toHaveBeenCalled();
  });

  it("stops polling when the workspace goes", async () => {
    const { bench, hook } = setUp(keys([]));
    hook.unmount();
    await tick();
    expect(bench.client.pollKeys).not.toHaveBeenCalled();
  });
});
