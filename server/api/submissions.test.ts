import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { testKeys, validEnvelope } from "../test/envelopes";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof buildApp>;
let recipient: string;

beforeAll(async () => {
  database = await freshDatabase();
  app = buildApp({ store: createStore(database.db) });
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
    const response = await post(await validEnvelope(recipient));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.reference).toMatch(/^BC-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Date(body.receivedAt).toString()).not.toBe("Invalid Date");
  });

  it("answers a retry of the same client request id with the same reference (200)", async () => {
    const envelope = await validEnvelope(recipient);
    const first = await post(envelope);
    const second = await post(envelope);
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
    const envelope = await validEnvelope(recipient);
    const response = await post(change({ ...envelope }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("invalid_envelope");
    expect(JSON.stringify(body.issues)).toMatch(reason);
  });

  it("rejects a filled honeypot and a form sent faster than a person can", async () => {
    const trapped = await post(await validEnvelope(recipient, {}, { honeypot: "http://spam" }));
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json().error).toBe("rejected");
    const fast = await post(await validEnvelope(recipient, {}, { fillTimeMs: 400 }));
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
    await post(await validEnvelope(recipient, {}, { clientRequestId: id, honeypot: "x" }));
    const rows = await database.db
      .selectFrom("submissions")
      .select("id")
      .where("client_request_id", "=", id)
      .execute();
    expect(rows).toHaveLength(0);
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
