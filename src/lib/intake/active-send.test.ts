import { describe, expect, it, vi } from "vitest";
import { sendToActiveRecipients } from "./active-send";
import type { SubmitOutcome } from "./submit";

const A = `age1${"q".repeat(58)}`;
const B = `age1${"p".repeat(58)}`;
const stale: SubmitOutcome = {
  ok: false,
  failure: "refused",
  error: "stale_recipients",
  message: "keys changed",
};
const stored: SubmitOutcome = {
  ok: true,
  receipt: { reference: "BC-ABCDE", receivedAt: "2026-03-02T15:00:00Z" },
};

/** A fetch that answers `GET /recipients` with each of `sets` in turn (the last one after). */
function recipientsFetch(...sets: { recipients: string[]; sample: boolean }[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const body = sets[Math.min(calls.length, sets.length) - 1];
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { fetcher: fetcher as typeof fetch, calls };
}

describe("sendToActiveRecipients", () => {
  it("asks the intake (no-store) right before sealing, and seals to what it named", async () => {
    const order: string[] = [];
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      order.push("fetch");
      seen.push({ url, init });
      return new Response(JSON.stringify({ recipients: [A, B], sample: false }));
    }) as unknown as typeof fetch;
    const attempt = vi.fn(async (recipients: readonly string[]) => {
      order.push(`seal to ${recipients.join(" ")}`);
      return stored;
    });
    const onRecipients = vi.fn();
    const outcome = await sendToActiveRecipients({
      endpoint: "/api/v1",
      pinned: null,
      attempt,
      onRecipients,
      fetcher,
    });
    expect(outcome).toBe(stored);
    expect(order).toEqual(["fetch", `seal to ${A} ${B}`]);
    expect(onRecipients).toHaveBeenCalledWith({ recipients: [A, B], sample: false });
    expect(seen).toEqual([
      { url: "/api/v1/recipients", init: expect.objectContaining({ cache: "no-store" }) },
    ]);
  });

  it("on stale_recipients asks again and reseals once to the new set", async () => {
    const { fetcher, calls } = recipientsFetch(
      { recipients: [A], sample: true },
      { recipients: [B], sample: false },
    );
    const attempt = vi.fn<(r: readonly string[]) => Promise<SubmitOutcome>>();
    attempt.mockResolvedValueOnce(stale).mockResolvedValueOnce(stored);
    const outcome = await sendToActiveRecipients({
      endpoint: "/x",
      pinned: null,
      attempt,
      fetcher,
    });
    expect(outcome).toBe(stored);
    expect(attempt.mock.calls.map(([recipients]) => recipients)).toEqual([[A], [B]]);
    expect(calls).toHaveLength(2);
  });

  it("then fails with the refusal when the second seal is stale too (no third try)", async () => {
    const { fetcher, calls } = recipientsFetch({ recipients: [A], sample: false });
    const attempt = vi.fn(async () => stale);
    const outcome = await sendToActiveRecipients({
      endpoint: "/x",
      pinned: null,
      attempt,
      fetcher,
    });
    expect(outcome).toMatchObject({ ok: false, failure: "refused" });
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(2);
  });

  it("another refusal is not resealed", async () => {
    const { fetcher } = recipientsFetch({ recipients: [A], sample: false });
    const refused: SubmitOutcome = { ok: false, failure: "refused", error: "proof_of_work" };
    const attempt = vi.fn(async () => refused);
    expect(await sendToActiveRecipients({ endpoint: "/x", pinned: null, attempt, fetcher })).toBe(
      refused,
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("seals nothing when the intake cannot say (offline, a bad answer)", async () => {
    const attempt = vi.fn(async () => stored);
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(
      await sendToActiveRecipients({ endpoint: "/x", pinned: null, attempt, fetcher: offline }),
    ).toEqual({ ok: false, failure: "offline" });
    const bad = vi.fn(
      async () => new Response(JSON.stringify({ recipients: ["AGE-SECRET-KEY-1"], sample: false })),
    ) as unknown as typeof fetch;
    expect(
      await sendToActiveRecipients({ endpoint: "/x", pinned: null, attempt, fetcher: bad }),
    ).toEqual({ ok: false, failure: "server" });
    const down = vi.fn(async () => new Response("", { status: 503 })) as unknown as typeof fetch;
    expect(
      await sendToActiveRecipients({ endpoint: "/x", pinned: null, attempt, fetcher: down }),
    ).toEqual({ ok: false, failure: "server" });
    expect(attempt).not.toHaveBeenCalled();
  });

  it("a pinned build seals to its pinned set and asks nothing", async () => {
    const { fetcher, calls } = recipientsFetch({ recipients: [B], sample: false });
    const attempt = vi.fn(async () => stale);
    await sendToActiveRecipients({ endpoint: "/x", pinned: [A], attempt, fetcher });
    expect(attempt.mock.calls).toEqual([[[A]]]);
    expect(calls).toHaveLength(0);
  });
});
