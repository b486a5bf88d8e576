import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SubmitOutcome, SubmitRequest } from "@/lib/intake/submit";
import { officePromise } from "@/lib/intake/settings";
import { useIntake } from "./use-intake";

/* The intake client is replaced: this is about the ids the hook sends. */
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
    const stored: SubmitOutcome = {
      ok: true,
      receipt: { reference: "ABC-123", receivedAt: "2026-11-26T15:00:00Z" },
    };
    submitToIntake.mockResolvedValue(stored);
    const { result } = renderHook(() => useIntake(settings, "contact", { confirmation }));
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status).toEqual({ state: "failed", failure: "offline" });
    expect(submitToIntake).not.toHaveBeenCalled();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status.state).toBe("sent");
    expect(submitToIntake).toHaveBeenCalledTimes(1);
  });
});
