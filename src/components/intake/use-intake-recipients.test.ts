import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubmitOutcome, SubmitRequest } from "@/lib/intake/submit";
import type { ChosenUpload } from "@/lib/intake/send-files";
import { officePromise, type IntakeSettings } from "@/lib/intake/settings";
import type { FormType } from "@/shared/wire/form-types";
import { useIntake } from "./use-intake";

/*
 * A build that pins no recipients (INTAKE_RECIPIENTS unset): the hook asks the intake who to
 * seal to, seals files and values to that one set, and reseals once when the keys changed.
 */
const A = `age1${"q".repeat(58)}`;
const B = `age1${"p".repeat(58)}`;

const calls = vi.hoisted(() => ({
  files: [] as { recipients: readonly string[]; cacheSize: number }[],
  seals: [] as (readonly string[])[],
}));
const submitToIntake = vi.hoisted(() =>
  vi.fn<(client: unknown, request: SubmitRequest) => Promise<SubmitOutcome>>(),
);
vi.mock("@/lib/intake/client", () => ({
  solveProofOfWork: () => Promise.resolve("solved"),
  sealJson: (_values: unknown, recipients: readonly string[]) => {
    calls.seals.push(recipients);
    return Promise.resolve("sealed");
  },
  sendFiles: (
    cache: Map<unknown, unknown>,
    files: readonly ChosenUpload[],
    _endpoint: string,
    recipients: readonly string[],
    values: Record<string, unknown>,
  ) => {
    calls.files.push({ recipients, cacheSize: cache.size });
    for (const one of files) cache.set(one.file, { sealedTo: recipients });
    return Promise.resolve({ ok: true, values: { ...values, attachments: [] }, envelope: {} });
  },
  submitToIntake: async (
    client: { seal: (v: unknown) => Promise<string> },
    request: SubmitRequest,
  ) => {
    await client.seal(request.values);
    return submitToIntake(client, request);
  },
}));

const settings: IntakeSettings = { endpoint: "/api/v1", recipients: null, office: officePromise() };
const stored: SubmitOutcome = {
  ok: true,
  receipt: { reference: "BC-ABCDE", receivedAt: "2026-11-26T15:00:00Z" },
};
const stale: SubmitOutcome = { ok: false, failure: "refused", error: "stale_recipients" };
const file: ChosenUpload = { file: new File(["x"], "a.pdf"), kind: "pdf" } as ChosenUpload;

let answers: { recipients: string[]; sample: boolean }[];
let fetched: string[];
beforeEach(() => {
  calls.files.length = 0;
  calls.seals.length = 0;
  submitToIntake.mockReset();
  fetched = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      const body = answers.shift() ?? { recipients: [A], sample: false };
      return new Response(JSON.stringify(body));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The hook as a form uses it: begun on the first focus, its client loaded by then. */
async function setup(intake: IntakeSettings = settings, formType: FormType = "contact") {
  const hook = renderHook(() => useIntake(intake, formType));
  act(() => hook.result.current.begin());
  await vi.dynamicImportSettled();
  return hook;
}

describe("useIntake without pinned recipients", () => {
  it("fetches the active set before sealing: files, values and sealedTo all name it", async () => {
    answers = [
      { recipients: [A], sample: false },
      { recipients: [A, B], sample: false },
    ];
    submitToIntake.mockResolvedValue(stored);
    const { result } = await setup(settings, "application");
    // The notice's look on hydration (idle) takes the first answer.
    await waitFor(() => expect(fetched).toHaveLength(1));
    await act(() => result.current.send({ name: "Ada" }, "", [file]));
    expect(fetched).toEqual(["/api/v1/recipients", "/api/v1/recipients"]);
    expect(calls.files.map((one) => one.recipients)).toEqual([[A, B]]);
    expect(calls.seals).toEqual([[A, B]]);
    expect(submitToIntake.mock.calls[0]![1].sealedTo).toEqual([A, B]);
    expect(result.current.status.state).toBe("sent");
  });

  it("on stale_recipients seals files and values again to the new set, once", async () => {
    answers = [
      { recipients: [A], sample: false },
      { recipients: [A], sample: false },
      { recipients: [B], sample: false },
    ];
    submitToIntake.mockResolvedValueOnce(stale).mockResolvedValueOnce(stored);
    const { result } = await setup(settings, "application");
    await waitFor(() => expect(fetched).toHaveLength(1));
    await act(() => result.current.send({ name: "Ada" }, "", [file]));
    // The second sealing of the files starts from an empty cache: nothing sealed to A reused.
    expect(calls.files).toEqual([
      { recipients: [A], cacheSize: 0 },
      { recipients: [B], cacheSize: 0 },
    ]);
    expect(calls.seals).toEqual([[A], [B]]);
    expect(submitToIntake.mock.calls.map(([, request]) => request.sealedTo)).toEqual([[A], [B]]);
    expect(result.current.status.state).toBe("sent");
  });

  it("fails as refused, every value kept, when the keys are stale twice", async () => {
    submitToIntake.mockResolvedValue(stale);
    const { result } = await setup();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(submitToIntake).toHaveBeenCalledTimes(2);
    expect(result.current.status).toMatchObject({ state: "failed", failure: "refused" });
  });

  it("learns on hydration, and again at each send, whether the keys are the samples", async () => {
    answers = [
      { recipients: [A], sample: true },
      { recipients: [B], sample: false },
    ];
    submitToIntake.mockResolvedValue(stored);
    const { result } = await setup();
    await waitFor(() => expect(result.current.sample).toBe(true));
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.sample).toBe(false);
  });

  it("a pinned build asks nothing and seals to its set", async () => {
    submitToIntake.mockResolvedValue(stored);
    const { result } = await setup({ ...settings, recipients: [B] });
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(fetched).toEqual([]);
    expect(calls.seals).toEqual([[B]]);
    expect(result.current.sample).toBe(false);
  });
});
