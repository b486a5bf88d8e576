import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SubmitOutcome, SubmitRequest } from "@/lib/intake/submit";
import { officePromise } from "@/lib/intake/settings";
import { statusHashOf } from "@/lib/intake/status-link";
import { STATUS_HASH, STATUS_SECRET } from "@/shared/wire/status";
import { useIntake } from "./use-intake";

/* The intake client is replaced: this is about the ids and the status link's hash the hook sends. */
const submitToIntake = vi.hoisted(() =>
  vi.fn<(client: unknown, request: SubmitRequest) => Promise<SubmitOutcome>>(),
);
vi.mock("@/lib/intake/client", async () => ({
  solveProofOfWork: () => Promise.resolve("solved"),
  sealJson: () => Promise.resolve("sealed"),
  sendFiles: (...[, , , , values]: unknown[]) =>
    Promise.resolve({ ok: true, values, envelope: {} }),
  submitToIntake: (client: unknown, request: SubmitRequest) => submitToIntake(client, request),
}));

const settings = {
  endpoint: "/api/v1",
  recipients: ["age1test"],
  office: officePromise(),
};
const failed: SubmitOutcome = { ok: false, failure: "timeout" };
const stored: SubmitOutcome = {
  ok: true,
  receipt: { reference: "BC-1234", receivedAt: "2026-11-26T15:00:00Z" },
};

beforeEach(() => {
  submitToIntake.mockReset();
  submitToIntake.mockResolvedValue(failed);
});

/** The hook as a form uses it: begun on the first focus, its client loaded by the first send. */
async function setup(formType: "contact" | "verification" = "contact") {
  const hook = renderHook(() => useIntake(settings, formType));
  act(() => hook.result.current.begin());
  await vi.dynamicImportSettled();
  return hook;
}

const sentIds = () => submitToIntake.mock.calls.map(([, request]) => request.clientRequestId);
const sentHashes = () => submitToIntake.mock.calls.map(([, request]) => request.statusHash);

describe("useIntake's client request id", () => {
  it("stays the same for a retry of the same values, and changes when a value changed", async () => {
    const { result } = await setup();
    await act(() => result.current.send({ name: "Ada", phone: "8475550142" }, ""));
    await act(() => result.current.send({ name: "Ada", phone: "8475550142" }, ""));
    await act(() => result.current.send({ name: "Ada", phone: "8475550143" }, ""));
    await act(() => result.current.send({ name: "Ada", phone: "8475550143" }, ""));
    const [first, retry, edited, editedRetry] = sentIds();
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
    expect(editedRetry).toBe(edited);
    expect(submitToIntake.mock.calls[2]![1].values).toEqual({ name: "Ada", phone: "8475550143" });
  });

  it("sends the form's registered version and the recipients it sealed to", async () => {
    const { result } = await setup("verification");
    await act(() => result.current.send({ a: 1 }, ""));
    expect(submitToIntake.mock.calls[0]![1]).toMatchObject({
      formType: "verification",
      formVersion: 1,
      sealedTo: ["age1test"],
    });
  });

  it("starts a new request after reset, even with the same values", async () => {
    const { result } = await setup();
    await act(() => result.current.send({ name: "Ada" }, ""));
    act(() => result.current.reset());
    await act(() => result.current.send({ name: "Ada" }, ""));
    // Both sends reached the intake: without this the comparison could pass on one send alone.
    expect(sentIds()).toHaveLength(2);
    const [first, second] = sentIds();
    expect(second).not.toBe(first);
  });
});

describe("useIntake's confirmation part", () => {
  it("sends nothing and says offline when the confirmation could not load; sends once it does", async () => {
    const confirmation = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce("screen");
    submitToIntake.mockResolvedValue(stored);
    const { result } = renderHook(() => useIntake(settings, "contact", { confirmation }));
    // Begun and settled first, as in `setup`, whichever test runs first (see the last test).
    act(() => result.current.begin());
    await vi.dynamicImportSettled();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status).toEqual({ state: "failed", failure: "offline" });
    expect(submitToIntake).not.toHaveBeenCalled();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status.state).toBe("sent");
    expect(submitToIntake).toHaveBeenCalledTimes(1);
  });
});

describe("useIntake's status link", () => {
  it("sends the SHA-256 of a new secret, and the confirmation gets that secret", async () => {
    const { result } = await setup();
    submitToIntake.mockResolvedValueOnce(stored);
    await act(() => result.current.send({ name: "Ada" }, ""));
    const status = result.current.status;
    if (status.state !== "sent") throw new Error(`not sent: ${status.state}`);
    expect(status.statusSecret).toMatch(STATUS_SECRET);
    expect(sentHashes()[0]).toMatch(STATUS_HASH);
    expect(sentHashes()[0]).toBe(await statusHashOf(status.statusSecret));
    // Only the hash travels: the secret is in nothing the hook hands to the client.
    expect(JSON.stringify(submitToIntake.mock.calls)).not.toContain(status.statusSecret);
  });

  it("keeps the secret for a retry of the same request, and makes a new one for another", async () => {
    const { result } = await setup();
    await act(() => result.current.send({ name: "Ada" }, ""));
    await act(() => result.current.send({ name: "Ada" }, ""));
    await act(() => result.current.send({ name: "Eve" }, ""));
    const [first, retry, edited] = sentHashes();
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });

  it("makes a new secret after Send another, even with the same values", async () => {
    const { result } = await setup();
    submitToIntake.mockResolvedValue(stored);
    await act(() => result.current.send({ name: "Ada" }, ""));
    const firstSecret =
      result.current.status.state === "sent" && result.current.status.statusSecret;
    act(() => result.current.reset());
    // The new fill's proof loads the client again: settled first, as a visitor's focus does
    // (two dynamic imports of a mocked module at once can get the real one in Vitest).
    act(() => result.current.begin());
    await vi.dynamicImportSettled();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(submitToIntake).toHaveBeenCalledTimes(2);
    const [first, second] = sentHashes();
    expect(second).not.toBe(first);
    const status = result.current.status;
    expect(status.state === "sent" && status.statusSecret).not.toBe(firstSecret);
    expect(second).toBe(await statusHashOf(status.state === "sent" ? status.statusSecret : ""));
  });
});
