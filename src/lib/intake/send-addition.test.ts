// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { newIdentity, recipientOf } from "@/shared/age/keys";
import { openBytes, openJson } from "@/shared/age/open";
import { sendAddition, type AdditionSend } from "./send-addition";
import type { FileCache } from "./send-files";

const SECRET = "abcdefghijklmnopqrstuv";
const ID = "6f1c1b0e-9a4e-4c1e-8f51-3b0c2a8e7d11";
const AT = "2026-03-02T15:00:00.000Z";
let keys: { identity: string; recipient: string }[] = [];

beforeAll(async () => {
  keys = await Promise.all(
    [0, 1].map(async () => {
      const identity = await newIdentity();
      return { identity, recipient: await recipientOf(identity) };
    }),
  );
});

type Call = { method: string; url: string; body?: unknown; bytes?: Uint8Array };

/**
 * A fake intake: `GET /recipients` answers each set in turn (then the last), upload tokens
 * and PUTs succeed, `POST /status/additions` answers each of `answers` in turn (then 201).
 */
function intake(sets: string[][], answers: (() => Response)[] = []) {
  const calls: Call[] = [];
  let asked = 0;
  const fetcher = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (url.endsWith("/recipients")) {
      asked += 1;
      calls.push({ method, url });
      return Response.json({ recipients: sets[Math.min(asked, sets.length) - 1], sample: false });
    }
    if (method === "PUT") {
      calls.push({ method, url, bytes: new Uint8Array(init?.body as Uint8Array) });
      return Response.json({}, { status: 201 });
    }
    const body: { uploads?: { uploadId: string }[] } = JSON.parse(String(init?.body));
    calls.push({ method, url, body });
    if (url.endsWith("/upload-tokens")) {
      const tokens = (body.uploads ?? []).map(({ uploadId }) => ({
        uploadId,
        token: `t-${uploadId}`,
        expiresAt: "2099-01-01T00:00:00Z",
      }));
      return Response.json({ tokens }, { status: 201 });
    }
    return (answers.shift() ?? (() => Response.json({ at: AT }, { status: 201 })))();
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const pdf = () => new File(["%PDF-1.4 the signed order"], "order.pdf", { type: "application/pdf" });

function send(fetcher: typeof fetch, overrides: Partial<AdditionSend> = {}): AdditionSend {
  const proofs: string[] = [];
  return {
    endpoint: "/api/v1",
    pinned: null,
    secret: SECRET,
    clientRequestId: ID,
    message: "The signed order is attached.",
    files: [{ file: pdf(), kind: "pdf" }],
    cache: { files: new Map() as FileCache, recipients: undefined },
    proof: {
      forUploads: async () => "proof-uploads",
      take: async (id) => {
        proofs.push(id);
        return "proof-addition";
      },
    },
    fetcher,
    ...overrides,
  };
}

const posted = (calls: Call[]) =>
  calls.filter((call) => call.url.endsWith("/status/additions")).map((call) => call.body as never);

describe("sendAddition", () => {
  it("uploads the sealed file, then posts the message sealed to the active keys with the secret in the body", async () => {
    const { calls, fetcher } = intake([[keys[0]!.recipient]]);
    const outcome = await sendAddition(send(fetcher));
    expect(outcome).toEqual({ ok: true, at: AT });
    expect(
      calls.map((call) => `${call.method} ${call.url.replace(/[0-9a-f-]{36}$/, ":id")}`),
    ).toEqual([
      "GET /api/v1/recipients",
      "POST /api/v1/upload-tokens",
      "PUT /api/v1/uploads/:id",
      "POST /api/v1/status/additions",
    ]);
    const [body] = posted(calls) as {
      secret: string;
      clientRequestId: string;
      ciphertext: string;
      altcha: string;
      sealedTo: string[];
      attachments: { uploadId: string; bytes: number }[];
    }[];
    expect(body).toMatchObject({
      secret: SECRET,
      clientRequestId: ID,
      altcha: "proof-addition",
      sealedTo: [keys[0]!.recipient],
    });
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.url).toBe(`/api/v1/uploads/${body!.attachments[0]!.uploadId}`);
    expect(body!.attachments[0]!.bytes).toBe(put.bytes!.byteLength);
    const file = await openBytes(put.bytes!, [keys[0]!.identity]);
    expect(new TextDecoder().decode(file)).toBe("%PDF-1.4 the signed order");
    expect(await openJson(body!.ciphertext, [keys[0]!.identity])).toEqual({
      kind: "addition",
      message: "The signed order is attached.",
      attachments: [
        {
          uploadId: body!.attachments[0]!.uploadId,
          name: "order.pdf",
          type: "application/pdf",
          kind: "pdf",
          size: 25,
        },
      ],
    });
  });

  it("on 409 stale_recipients asks again, reseals message and file to the new keys, same id", async () => {
    const stale = () =>
      Response.json({ error: "stale_recipients", message: "keys changed" }, { status: 409 });
    const { calls, fetcher } = intake([[keys[0]!.recipient], [keys[1]!.recipient]], [stale]);
    const outcome = await sendAddition(send(fetcher));
    expect(outcome).toEqual({ ok: true, at: AT });
    const [first, second] = posted(calls) as {
      clientRequestId: string;
      ciphertext: string;
      sealedTo: string[];
      attachments: { uploadId: string }[];
    }[];
    expect(second!.sealedTo).toEqual([keys[1]!.recipient]);
    expect(second!.clientRequestId).toBe(first!.clientRequestId);
    // The file was sealed and uploaded again: another upload id, opened by the new key.
    expect(second!.attachments[0]!.uploadId).not.toBe(first!.attachments[0]!.uploadId);
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2);
    await expect(openJson(second!.ciphertext, [keys[1]!.identity])).resolves.toMatchObject({
      kind: "addition",
    });
    await expect(openJson(second!.ciphertext, [keys[0]!.identity])).rejects.toThrow();
  });

  it("says a refusal with the intake's code and words (too many, withdrawn), once", async () => {
    for (const [status, error] of [
      [409, "too_many_additions"],
      [410, "withdrawn"],
    ] as const) {
      const answer = () => Response.json({ error, message: "Please call us." }, { status });
      const { calls, fetcher } = intake([[keys[0]!.recipient]], [answer]);
      const outcome = await sendAddition(send(fetcher, { files: [] }));
      expect(outcome).toEqual({ ok: false, failure: "refused", error, message: "Please call us." });
      expect(posted(calls)).toHaveLength(1);
    }
  });

  it("sends a message alone with no attachments, and nothing at all without an intake", async () => {
    const { calls, fetcher } = intake([[keys[0]!.recipient]]);
    expect(await sendAddition(send(fetcher, { files: [] }))).toEqual({ ok: true, at: AT });
    const [body] = posted(calls) as { ciphertext: string; attachments?: unknown }[];
    expect(body!.attachments).toBeUndefined();
    expect(await openJson(body!.ciphertext, [keys[0]!.identity])).toEqual({
      kind: "addition",
      message: "The signed order is attached.",
    });
    const none = intake([[keys[0]!.recipient]]);
    expect(await sendAddition(send(none.fetcher, { endpoint: null }))).toEqual({
      ok: false,
      failure: "not-connected",
    });
    expect(none.calls).toEqual([]);
  });

  it("posts nothing when a file cannot be uploaded", async () => {
    const { calls, fetcher: base } = intake([[keys[0]!.recipient]]);
    const fetcher = (async (url: string, init?: RequestInit) =>
      init?.method === "PUT"
        ? Response.json({ error: "too_large" }, { status: 413 })
        : base(url, init)) as unknown as typeof fetch;
    const outcome = await sendAddition(send(fetcher, { wait: async () => {} }));
    expect(outcome).toMatchObject({ ok: false, failure: "upload" });
    expect(posted(calls)).toEqual([]);
  });
});
