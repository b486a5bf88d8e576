import { act, renderHook } from "@testing-library/react";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { officePromise } from "@/lib/intake/settings";
import { useIntake } from "./use-intake";

/*
 * One proof-of-work challenge per form fill, and a rate limit said as such. The real intake
 * client (fetch, the ALTCHA solver, the submission) against a fetch that counts the requests;
 * only sealing is replaced (age is tested in src/shared/age/seal.test.ts).
 */
vi.mock("@/lib/intake/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/intake/client")>()),
  sealJson: () => Promise.resolve("sealed"),
}));

const settings = {
  endpoint: "/api/v1",
  recipients: ["age1test"],
  office: officePromise(),
};
const TTL_MS = 30 * 60 * 1000;

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
let challengeAnswers: (() => Promise<Answer>)[];
let submissionAnswers: Answer[];
const requests: { url: string; body?: { altcha: string; clientRequestId: string } }[] = [];

const challenge = async (): Promise<Answer> => ({
  status: 200,
  body: await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: "test",
  }),
});
const tooMany: Answer = {
  status: 429,
  headers: { "retry-after": "540" },
  body: {
    error: "rate_limited",
    message: "Too many requests. Please wait 9 minutes and try again, or call us.",
  },
};
const serverError: Answer = { status: 500, body: { error: "server_error", message: "x" } };
const stored: Answer = {
  status: 201,
  body: { reference: "BC-7F3K2", receivedAt: "2026-11-24T10:00:00.000Z" },
};

beforeEach(() => {
  requests.length = 0;
  challengeAnswers = [];
  submissionAnswers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      requests.push({ url, body });
      const answer = url.endsWith("/challenge")
        ? await (challengeAnswers.shift() ?? challenge)()
        : (submissionAnswers.shift() ?? stored);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json", ...answer.headers },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const challenges = () => requests.filter((request) => request.url.endsWith("/challenge")).length;
const submissions = () => requests.filter((request) => request.url.endsWith("/submissions"));

/** A form fill: the visitor focuses and types (each calls begin), the background fetch settles. */
async function fill() {
  const hook = renderHook(() => useIntake(settings, "contact"));
  for (let event = 0; event < 20; event += 1) act(() => hook.result.current.begin());
  await vi.dynamicImportSettled();
  // Up to 20 s, as Testing Library's waits (vitest.setup.ts), not vi.waitFor's 1 s: under load
  // the client module's import took longer, and its late fetch then counted in the next test.
  await act(() =>
    vi.waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 20_000 }),
  );
  return hook;
}

describe("useIntake's proof of work", () => {
  it("fetches one challenge for a fill, however often the visitor focuses or types", async () => {
    const { result } = await fill();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status.state).toBe("sent");
    expect(challenges()).toBe(1);
  });

  it("reuses it for 'Try again' with the same values, until it is about to expire", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    submissionAnswers = [serverError, serverError, serverError];
    const { result } = await fill();
    await act(() => result.current.send({ name: "Ada" }, ""));
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status).toMatchObject({ state: "failed", failure: "server" });
    expect(challenges()).toBe(1);
    const [first, retry] = submissions();
    expect(retry?.body?.altcha).toBe(first?.body?.altcha);

    vi.setSystemTime(Date.now() + TTL_MS - 30_000);
    await act(() => result.current.send({ name: "Ada" }, ""));
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status.state).toBe("sent");
    expect(challenges()).toBe(2);
    expect(submissions()[2]?.body?.altcha).not.toBe(first?.body?.altcha);
    expect(submissions()[3]?.body?.altcha).toBe(submissions()[2]?.body?.altcha);
  });

  it("fetches a new one for edited values after a failed send (the intake bound the first to its request)", async () => {
    submissionAnswers = [serverError];
    const { result } = await fill();
    await act(() => result.current.send({ name: "Ada" }, ""));
    await act(() => result.current.send({ name: "Ada L." }, ""));
    expect(result.current.status.state).toBe("sent");
    expect(challenges()).toBe(2);
  });

  it("does not fetch again on each keystroke after a refused challenge: once more at the send", async () => {
    challengeAnswers = [async () => tooMany, async () => tooMany];
    const { result } = await fill();
    await act(() => vi.waitFor(() => expect(challenges()).toBe(1), { timeout: 20_000 }));
    for (let event = 0; event < 20; event += 1) act(() => result.current.begin());
    expect(challenges()).toBe(1);
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(challenges()).toBe(2);
    expect(submissions()).toHaveLength(0);
    // A 429 on the challenge is a rate limit, said with its wait, not "check your connection".
    expect(result.current.status).toEqual({
      state: "failed",
      failure: "rate-limited",
      message: undefined,
      retryAfterSeconds: 540,
    });
  });

  it("says a rate-limited submission as such, with the wait the intake asked for", async () => {
    submissionAnswers = [tooMany];
    const { result } = await fill();
    await act(() => result.current.send({ name: "Ada" }, ""));
    expect(result.current.status).toMatchObject({
      state: "failed",
      failure: "rate-limited",
      retryAfterSeconds: 540,
    });
    expect(challenges()).toBe(1);
  });

  it("starts a new one for the next fill after a request was stored", async () => {
    const { result } = await fill();
    await act(() => result.current.send({ name: "Ada" }, ""));
    act(() => result.current.reset());
    act(() => result.current.begin());
    await act(() => vi.waitFor(() => expect(challenges()).toBe(2), { timeout: 20_000 }));
  });
});
