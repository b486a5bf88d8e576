import { randomBytes, randomUUID } from "node:crypto";
import { armor } from "age-encryption";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import { createProofOfWork } from "./proof-of-work";
import type { SubmissionEnvelope } from "../../src/shared/wire/envelope";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof buildApp>;
let recipient: string;
let clock = Date.now();
const proofOfWork = createProofOfWork({ maxCounter: 2000, now: () => clock });

/** A valid envelope with a freshly solved challenge; `overrides` replace fields. */
const envelope = async (overrides: Partial<SubmissionEnvelope> = {}, payload: unknown = {}) =>
  validEnvelope(recipient, payload, { altcha: await solvedChallenge(proofOfWork), ...overrides });

beforeAll(async () => {
  database = await freshDatabase();
  app = buildApp({ store: createStore(database.db), proofOfWork, rateLimitMax: 1000 });
  ({ recipient } = await testKeys());
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("POST /api/v1/submissions", () => {
  it("stores a valid envelope and answers 201 with a reference and the time", async () => {
    const response = await post(await envelope());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.reference).toMatch(/^BC-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Date(body.receivedAt).toString()).not.toBe("Invalid Date");
  });

  it("answers a retry of the same client request id with the same reference (200)", async () => {
    const sent = await envelope();
    const first = await post(sent);
    const second = await post(sent);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).toBe(first.json().reference);
  });

  const malformed: [string, (e: Record<string, unknown>) => unknown, RegExp][] = [
    ["an unknown form type", (e) => ({ ...e, formType: "referral-x" }), /formType/],
    ["a missing form type", ({ formType: _f, ...e }) => e, /formType/],
    ["a form version that is not an integer", (e) => ({ ...e, formVersion: 1.5 }), /formVersion/],
    ["a form version of 0", (e) => ({ ...e, formVersion: 0 }), /formVersion/],
    [
      "a client request id that is not a UUID",
      (e) => ({ ...e, clientRequestId: "abc" }),
      /clientRequestId/,
    ],
    [
      "plaintext instead of ciphertext",
      (e) => ({ ...e, ciphertext: '{"name":"Ada"}' }),
      /ciphertext/,
    ],
    [
      "a ciphertext that is too long",
      (e) => ({
        ...e,
        ciphertext: `-----BEGIN AGE ENCRYPTED FILE-----\n${"A".repeat(100_000)}\n-----END AGE ENCRYPTED FILE-----`,
      }),
      /ciphertext/,
    ],
    ["a missing proof of work", (e) => ({ ...e, altcha: "" }), /altcha/],
    ["a negative fill time", (e) => ({ ...e, fillTimeMs: -1 }), /fillTimeMs/],
    ["an extra field (a plaintext name)", (e) => ({ ...e, name: "Ada" }), /name/],
    ["an array instead of an object", () => [], /expected object/i],
  ];
  it.each(malformed)("rejects %s with a 400 and a reason", async (_label, change, reason) => {
    const sent = await envelope();
    const response = await post(change({ ...sent }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("invalid_envelope");
    expect(JSON.stringify(body.issues)).toMatch(reason);
  });

  it("refuses armor around something that is not an age file, and takes a real one", async () => {
    const armored = (text: string | Buffer) => armor.encode(Buffer.from(text));
    const b64 = (n: number) => randomBytes(n).toString("base64").replace(/=+$/, "");
    const plain = "Ada Lovelace, 312 555 0100, knee surgery. ".repeat(30);
    const cases: [string, RegExp][] = [
      [plain, /age-encryption.org\/v1/],
      ["age-encryption.org/v1\n--- abc\npayload", /recipient stanza/],
      ["age-encryption.org/v1\n-> X25519 abc\nbody\n", /32-byte share/],
      // The forged header seen: an X25519 stanza and a MAC of "AAAA", then the text itself.
      [`age-encryption.org/v1\n-> X25519 AAAA\n--- AAAA\n${plain}`, /32-byte share/],
      // A header that parses (random share, key and MAC), then the text.
      [
        `age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- ${b64(32)}\n${plain}`,
        /readable/,
      ],
      [`age-encryption.org/v1\n-> X25519 ${b64(31)}\n${b64(32)}\n--- ${b64(32)}\n`, /share/],
      [`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- ${b64(30)}\n`, /MAC/],
    ];
    for (const [text, reason] of cases) {
      const response = await post(await envelope({ ciphertext: armored(text) }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: "invalid_envelope",
        issues: [{ path: "ciphertext", message: expect.stringMatching(reason) }],
      });
    }
    const broken = await post(
      await envelope({
        ciphertext: "-----BEGIN AGE ENCRYPTED FILE-----\n!!!!\n-----END AGE ENCRYPTED FILE-----\n",
      }),
    );
    expect(broken.json().issues[0].message).toMatch(/not valid age armor/);
    expect((await post(await envelope())).statusCode).toBe(201);
  });

  it("rejects a filled honeypot and a form sent faster than a person can", async () => {
    const trapped = await post(await envelope({ honeypot: "http://spam" }));
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json().error).toBe("rejected");
    const fast = await post(await envelope({ fillTimeMs: 400 }));
    expect(fast.statusCode).toBe(400);
    expect(fast.json().error).toBe("too_fast");
  });

  it("answers bad JSON, a wrong content type and an oversized body with a 4xx and a reason", async () => {
    const badJson = await post("{not json");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/could not be read/);
    const wrongType = await post("formType=contact", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toMatch(/application\/json/);
    const huge = await post({ padding: "x".repeat(200 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it("stores nothing for a rejected request", async () => {
    const id = randomUUID();
    await post(await envelope({ clientRequestId: id, honeypot: "x" }));
    const rows = await database.db
      .selectFrom("submissions")
      .select("id")
      .where("client_request_id", "=", id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe("the proof of work", () => {
  const refusedFor = async (altcha: string) => {
    const response = await post(await envelope({ altcha }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("proof_of_work");
    return response.json().message;
  };

  it("hands out a fresh, uncached challenge", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().parameters.algorithm).toBe("SHA-256");
    expect(response.json().signature).toEqual(expect.any(String));
  });

  it("refuses a payload that is not one, a wrong answer and a forged challenge", async () => {
    expect(await refusedFor("bm90IGpzb24=")).toMatch(/could not be read/);
    const solved = JSON.parse(Buffer.from(await solvedChallenge(proofOfWork), "base64").toString());
    const wrong = {
      ...solved,
      solution: { ...solved.solution, derivedKey: "00".repeat(32) },
    };
    expect(await refusedFor(Buffer.from(JSON.stringify(wrong)).toString("base64"))).toMatch(
      /not valid/,
    );
    const other = createProofOfWork({ maxCounter: 2000 });
    expect(await refusedFor(await solvedChallenge(other))).toMatch(/not valid/);
  });

  it("refuses an expired challenge (controlled clock)", async () => {
    const altcha = await solvedChallenge(proofOfWork);
    clock += 31 * 60 * 1000;
    try {
      expect(await refusedFor(altcha)).toMatch(/expired/);
    } finally {
      clock -= 31 * 60 * 1000;
    }
  });

  it("takes a solved challenge once, but answers a retry of the stored request", async () => {
    const altcha = await solvedChallenge(proofOfWork);
    const first = await envelope({ altcha });
    expect((await post(first)).statusCode).toBe(201);
    expect((await post(first)).statusCode).toBe(200);
    expect(await refusedFor(altcha)).toMatch(/already used/);
  });
});

describe("rate limit", () => {
  it("answers 429 with the time to wait once a client has used its share", async () => {
    const limited = buildApp({ store: createStore(database.db), proofOfWork, rateLimitMax: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.inject({ method: "GET", url: "/api/v1/challenge" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await limited.inject({ method: "GET", url: "/api/v1/challenge" });
    expect(refused.json()).toMatchObject({ error: "rate_limited" });
    expect(refused.json().message).toMatch(/Please wait .+ and try again/);
    expect(refused.headers["retry-after"]).toBeDefined();
    // The flood is refused, and the service keeps serving: health still answers.
    const health = await limited.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    await limited.close();
  });
});

describe("rate limit behind a proxy (TRUST_PROXY)", () => {
  const statuses = async (limited: ReturnType<typeof buildApp>, forwardedFor: string[]) => {
    const codes = [];
    for (const client of forwardedFor) {
      const response = await limited.inject({
        method: "GET",
        url: "/api/v1/challenge",
        remoteAddress: "10.0.0.5",
        headers: { "x-forwarded-for": client },
      });
      codes.push(response.statusCode);
    }
    return codes;
  };

  it("ignores X-Forwarded-For when off: a spoofed header does not buy more requests", async () => {
    const limited = buildApp({ store: createStore(database.db), proofOfWork, rateLimitMax: 2 });
    expect(await statuses(limited, ["203.0.113.1", "203.0.113.2", "203.0.113.3"])).toEqual([
      200, 200, 429,
    ]);
    await limited.close();
  });

  it("gives two clients behind one trusted proxy a limit each", async () => {
    const limited = buildApp({
      store: createStore(database.db),
      proofOfWork,
      rateLimitMax: 2,
      trustProxy: ["10.0.0.0/8"],
    });
    expect(
      await statuses(limited, ["203.0.113.1", "203.0.113.1", "203.0.113.2", "203.0.113.2"]),
    ).toEqual([200, 200, 200, 200]);
    expect(await statuses(limited, ["203.0.113.1"])).toEqual([429]);
    await limited.close();
  });
});

describe("GET /api/v1/health", () => {
  it("answers ok while the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const broken = buildApp({
      store: { ...createStore(database.db), ping: () => Promise.reject(new Error("down")) },
    });
    const response = await broken.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(503);
    await broken.close();
  });
});
