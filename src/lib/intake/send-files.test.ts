import { describe, expect, it, vi } from "vitest";
import { sendFiles, type ChosenUpload, type FileCache } from "./send-files";

const NOW = Date.parse("2026-03-02T15:00:00Z");
const later = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** Two chosen files, already sealed in the cache (this is about tokens, not encryption). */
function chosen(): { cache: FileCache; files: ChosenUpload[] } {
  const cache: FileCache = new Map();
  const files = ["a.pdf", "b.pdf"].map((name, index) => {
    const file = new File(["x"], name);
    cache.set(file, {
      uploadId: `id-${index}`,
      sha256: "0".repeat(64),
      bytes: 100 + index,
      body: new Uint8Array(100 + index),
      name,
      type: "application/pdf",
      kind: "pdf",
      size: 1,
    });
    return { file, kind: "pdf" as const };
  });
  return { cache, files };
}

type Call = { method: string; url: string; token?: string | null; body?: unknown };

/**
 * A fake intake: `tokens` answers each POST /upload-tokens in turn (then the last again),
 * `puts` each PUT in turn (then 201); every call is recorded.
 */
function intake(tokens: (() => Response)[], puts: (() => Response)[] = []) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "POST") {
      calls.push({ method, url: String(url), body: JSON.parse(String(init?.body)) });
      return (tokens.shift() ?? tokens.at(-1) ?? issued(30))();
    }
    const headers = new Headers(init?.headers);
    calls.push({ method, url: String(url), token: headers.get("upload-token") });
    return (puts.shift() ?? (() => Response.json({}, { status: 201 })))();
  });
  return { calls, fetcher };
}

/** The intake's tokens for both files, good for `minutes`. */
const issued =
  (minutes: number, tag = "t") =>
  () =>
    Response.json(
      {
        tokens: [0, 1].map((index) => ({
          uploadId: `id-${index}`,
          token: `${tag}${index}`,
          expiresAt: later(minutes),
        })),
      },
      { status: 201 },
    );
const problem =
  (status: number, error: string, headers: Record<string, string> = {}) =>
  () =>
    Response.json({ error, message: "no" }, { status, headers });

const send = (
  { cache, files }: ReturnType<typeof chosen>,
  fetcher: typeof fetch,
  extra: { now?: () => number; solve?: () => Promise<string> } = {},
) =>
  sendFiles(
    cache,
    files,
    "/api/v1",
    ["age1x"],
    { name: "Ada" },
    {
      proofOfWork: async () => "form-proof",
      solve: async () => "fresh-proof",
      fetcher,
      now: () => NOW,
      wait: async () => undefined,
      ...extra,
    },
  );

describe("sendFiles and the upload tokens", () => {
  it("asks once for both files' tokens with the form's proof, and sends each with its own", async () => {
    const { calls, fetcher } = intake([issued(15)]);
    const outcome = await send(chosen(), fetcher);
    expect(outcome.ok).toBe(true);
    expect(calls.map((call) => call.method)).toEqual(["POST", "PUT", "PUT"]);
    expect(calls[0]!.body).toEqual({
      altcha: "form-proof",
      uploads: [
        { uploadId: "id-0", bytes: 100 },
        { uploadId: "id-1", bytes: 101 },
      ],
    });
    expect(calls.slice(1).map((call) => [call.url, call.token])).toEqual([
      ["/api/v1/uploads/id-0", "t0"],
      ["/api/v1/uploads/id-1", "t1"],
    ]);
  });

  it("on 'Try again' keeps the tokens it has and uploads only what the intake lacks", async () => {
    const files = chosen();
    const { calls, fetcher } = intake(
      [issued(15)],
      [() => Response.json({}, { status: 201 }), problem(400, "invalid_upload")],
    );
    expect(await send(files, fetcher)).toMatchObject({ ok: false, failure: "upload" });
    expect((await send(files, fetcher)).ok).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.token ?? ""}`)).toEqual([
      "POST ",
      "PUT t0",
      "PUT t1",
      "PUT t1",
    ]);
  });

  it("asks again, for the same batch, when a token expires before its upload or the intake says so", async () => {
    const files = chosen();
    const first = intake(
      [issued(15)],
      [() => Response.json({}, { status: 201 }), problem(400, "invalid_upload")],
    );
    await send(files, first.fetcher);
    // 14 minutes on, the token for the file still to send expires within the margin.
    const second = intake(
      [issued(15, "n"), issued(15, "m")],
      [problem(401, "upload_token"), problem(401, "upload_token")],
    );
    const outcome = await send(files, second.fetcher, { now: () => NOW + 14.5 * 60_000 });
    // Refused twice (a clock far off): said as an upload failure, after one new batch each time.
    expect(outcome).toMatchObject({ ok: false, failure: "upload" });
    expect(second.calls.map((call) => `${call.method} ${call.token ?? ""}`)).toEqual([
      "POST ",
      "PUT n1",
      "POST ",
      "PUT m1",
    ]);
    for (const call of second.calls.filter((c) => c.method === "POST")) {
      expect(call.body).toMatchObject({ uploads: [{ uploadId: "id-0" }, { uploadId: "id-1" }] });
    }
  });

  it("solves a fresh proof when the intake refuses the form's (used for other files, expired)", async () => {
    const { calls, fetcher } = intake([problem(400, "proof_of_work"), issued(15)]);
    expect((await send(chosen(), fetcher)).ok).toBe(true);
    expect(
      calls.filter((c) => c.method === "POST").map((c) => (c.body as { altcha: string }).altcha),
    ).toEqual(["form-proof", "fresh-proof"]);
  });

  it("says 'too many requests' with the intake's Retry-After on a 429, at the token or the upload", async () => {
    const atTokens = intake([problem(429, "rate_limited", { "retry-after": "300" })]);
    expect(await send(chosen(), atTokens.fetcher)).toEqual({
      ok: false,
      failure: "rate-limited",
      retryAfterSeconds: 300,
    });
    const atUpload = intake([issued(15)], [problem(429, "rate_limited")]);
    expect(await send(chosen(), atUpload.fetcher)).toEqual({ ok: false, failure: "rate-limited" });
  });

  it("says 'wait' with the intake's Retry-After when too many files wait (503 busy), at the token or the upload", async () => {
    const atTokens = intake([problem(503, "busy", { "retry-after": "600" })]);
    expect(await send(chosen(), atTokens.fetcher)).toEqual({
      ok: false,
      failure: "busy",
      retryAfterSeconds: 600,
    });
    expect(atTokens.calls.filter((c) => c.method === "PUT")).toEqual([]);
    const atUpload = intake([issued(15)], [problem(503, "busy", { "retry-after": "120" })]);
    expect(await send(chosen(), atUpload.fetcher)).toMatchObject({
      failure: "busy",
      retryAfterSeconds: 120,
    });
    expect(atUpload.calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("says 'not connected', uploading nothing, when a production intake is on the sample keys", async () => {
    const { calls, fetcher } = intake([problem(503, "not_set_up")]);
    expect(await send(chosen(), fetcher)).toEqual({ ok: false, failure: "not-connected" });
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });
});
