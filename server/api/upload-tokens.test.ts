import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import { testClock } from "../test/inbox";
import { askTokens, putFile, sealedFile, tokenFor } from "../test/uploads";
import { createProofOfWork } from "./proof-of-work";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof buildApp>;
let recipient: string;
const clock = testClock("2026-03-02T15:00:00Z");
const proofOfWork = createProofOfWork({ maxCounter: 2000 });

beforeAll(async () => {
  database = await freshDatabase();
  app = buildApp({
    store: createStore(database.db),
    proofOfWork,
    rateLimitMax: 1000,
    now: clock.now,
  });
  ({ recipient } = await testKeys());
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const rows = async (id: string) =>
  (await database.db.selectFrom("uploads").select("id").where("id", "=", id).execute()).length;

describe("PUT /api/v1/uploads/:id and its token", () => {
  it("refuses (4xx, nothing read or stored) no token, a forged one, another id's, another size's, an expired one", async () => {
    const body = await sealedFile(recipient);
    const id = randomUUID();
    const good = await tokenFor(app, proofOfWork, { uploadId: id, bytes: body.length });
    const otherId = await tokenFor(app, proofOfWork, {
      uploadId: randomUUID(),
      bytes: body.length,
    });
    const otherSize = await tokenFor(app, proofOfWork, { uploadId: id, bytes: body.length + 1 });
    const forged = good.replace(/\.[^.]+$/, `.${"A".repeat(43)}`);
    const cases: [string | undefined, number, RegExp][] = [
      [undefined, 401, /needs a token/],
      [forged, 403, /not valid/],
      ["nonsense", 403, /not valid/],
      [otherId, 403, /another upload/],
      [otherSize, 403, /another size/],
    ];
    for (const [token, status, reason] of cases) {
      const answer = await putFile(app, id, body, token);
      expect(answer.statusCode, String(reason)).toBe(status);
      expect(answer.json()).toMatchObject({
        error: "upload_token",
        message: expect.stringMatching(reason),
      });
    }
    clock.advance(15 * 60_000);
    try {
      const expired = await putFile(app, id, body, good);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      clock.advance(-15 * 60_000);
    }
    expect(await rows(id)).toBe(0);
    expect((await putFile(app, id, body, good)).statusCode).toBe(201);
  });

  it("stores once per token: a replay is the page's retry (200, nothing new), other bytes 409, another id 403", async () => {
    const body = await sealedFile(recipient, "%PDF-1.4 one");
    const id = randomUUID();
    const token = await tokenFor(app, proofOfWork, { uploadId: id, bytes: body.length });
    expect((await putFile(app, id, body, token)).statusCode).toBe(201);
    expect((await putFile(app, id, body, token)).statusCode).toBe(200);
    const sameSize = await sealedFile(recipient, "%PDF-1.4 two");
    expect(sameSize.length).toBe(body.length);
    expect((await putFile(app, id, sameSize, token)).statusCode).toBe(409);
    const elsewhere = randomUUID();
    expect((await putFile(app, elsewhere, body, token)).statusCode).toBe(403);
    expect(await rows(elsewhere)).toBe(0);
  });
});

describe("POST /api/v1/upload-tokens", () => {
  const file = () => ({ uploadId: randomUUID(), bytes: 1000 });

  it("gives one token per file against a proof bound to the batch; the same proof still pays for the request", async () => {
    const batch = [file(), file()];
    const altcha = await solvedChallenge(proofOfWork);
    const first = await askTokens(app, proofOfWork, batch, { altcha });
    expect(first.statusCode).toBe(201);
    expect(first.json().tokens.map((t: { uploadId: string }) => t.uploadId)).toEqual(
      batch.map((item) => item.uploadId),
    );
    // The same batch again (a retry, in any order) gets tokens; another batch does not.
    expect((await askTokens(app, proofOfWork, [...batch].reverse(), { altcha })).statusCode).toBe(
      201,
    );
    const other = await askTokens(app, proofOfWork, [file()], { altcha });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      error: "proof_of_work",
      message: expect.stringMatching(/already used/),
    });
    const request = await app.inject({
      method: "POST",
      url: "/api/v1/submissions",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(await validEnvelope(recipient, { name: "Ada" }, { altcha })),
    });
    expect(request.statusCode).toBe(201);
  });

  it("refuses a missing or wrong proof, a repeated id, and more than one request's files", async () => {
    const refused = async (payload: unknown, error: string) => {
      const answer = await app.inject({
        method: "POST",
        url: "/api/v1/upload-tokens",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(error);
    };
    const altcha = await solvedChallenge(proofOfWork);
    const one = file();
    await refused({ uploads: [one] }, "invalid_request");
    await refused({ altcha: "bm90", uploads: [one] }, "proof_of_work");
    await refused({ altcha, uploads: [one, one] }, "invalid_request");
    await refused({ altcha, uploads: Array.from({ length: 9 }, file) }, "invalid_request");
    const big = Array.from({ length: 3 }, () => ({
      uploadId: randomUUID(),
      bytes: 10 * 1024 * 1024,
    }));
    await refused({ altcha, uploads: big }, "attachments");
  });
});

describe("the uploads' receipt", () => {
  it("names the bytes the page hashed", async () => {
    const body = await sealedFile(recipient);
    const id = randomUUID();
    const answer = await putFile(
      app,
      id,
      body,
      await tokenFor(app, proofOfWork, { uploadId: id, bytes: body.length }),
    );
    expect(answer.json().sha256).toBe(createHash("sha256").update(body).digest("hex"));
  });
});
