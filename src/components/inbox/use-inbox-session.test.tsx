import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inboxCopy } from "@/content/inbox";
import { heldKeys, hold } from "@/lib/inbox/keys";
import { useInboxSession } from "./use-inbox-session";

// The passkey prompt answers at once; no member key is unlocked (none is held).
vi.mock("@/lib/inbox/passkey", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/inbox/passkey")>()),
  authenticate: vi.fn(async () => ({ id: "credential" })),
  unlockMember: vi.fn(async () => undefined),
}));

const MINUTE = 60_000;
const SESSION = {
  staff: { id: "s1", name: "Sam", role: "staff", notify: false, email: null },
  csrfToken: "csrf",
  // Idle far later than the lifetime, so only the lifetime can end it in this test.
  idleTimeoutMs: 600 * MINUTE,
  expiresAt: "2026-11-25T15:00:00.000Z",
  lifetimeLeftMs: 60 * MINUTE,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let calls: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method} ${url}`;
      calls.push(call);
      if (call === "GET /api/v1/sessions/current") return json(401, { error: "no_session" });
      if (call === "POST /api/v1/sessions/options") return json(200, { options: {} });
      if (call === "POST /api/v1/sessions") return json(200, SESSION);
      if (call === "GET /api/v1/keys") {
        return json(200, { agencyKeys: [], memberKeys: [], grants: [] });
      }
      if (call === "DELETE /api/v1/sessions/current") return new Response(null, { status: 204 });
      return json(404, { error: "not_found" });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useInboxSession", () => {
  it("signs out at the session's absolute end, however much sooner the idle clock runs", async () => {
    const { result } = renderHook(() => useInboxSession());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => result.current.signIn());
    expect(result.current.phase.kind).toBe("in");

    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE - 1_000));
    expect(result.current.phase.kind).toBe("in");

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.phase).toEqual({ kind: "signed-out", message: inboxCopy.signIn.ended });
    expect(calls.filter((call) => call === "DELETE /api/v1/sessions/current")).toHaveLength(1);
  });

  it("forgets the keys held when an invitation opens in the signed-in tab", async () => {
    const { result } = renderHook(() => useInboxSession());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => result.current.signIn());
    hold({ agencyKeyId: "a1", recipient: "age1held", identity: "AGE-SECRET-KEY-1HELD" });
    expect(heldKeys()).toHaveLength(1);

    await act(async () => {
      window.location.hash = `#invite=${"t".repeat(43)}`;
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(result.current.phase).toEqual({ kind: "enrol", token: "t".repeat(43) });
    expect(heldKeys()).toHaveLength(0);
  });

  it("keeps the message of how it ended when a call still on its way answers 401 after the end", async () => {
    const { result } = renderHook(() => useInboxSession());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => result.current.signIn());
    await act(() => vi.advanceTimersByTimeAsync(SESSION.lifetimeLeftMs));
    const signedOut = result.current.phase;
    expect(signedOut).toMatchObject({ kind: "signed-out" });

    // A poll sent before the end comes back after it: the session is gone (401).
    await act(async () => {
      await expect(result.current.client.current()).rejects.toThrow();
    });
    expect(result.current.phase).toBe(signedOut);
  });
});
