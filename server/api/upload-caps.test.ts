import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import { testClock } from "../test/inbox";
import { askTokens, putFile, sealedFile, tokenFor } from "../test/uploads";
import { createProofOfWork } from "./proof-of-work";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let recipient: string;
let file: Buffer;
const proofOfWork = createProofOfWork({ maxCounter: 2000 });

beforeAll(async () => {
  database = await freshDatabase();
  ({ recipient } = await testKeys());
  file = await sealedFile(recipient, randomBytes(40_000));
});
afterAll(async () => {
  await database.drop();
});

/** An app whose caps hold 2 files per client and 5 in all, on its own clock. */
function cappedApp(rateLimitMax = 1000) {
  const clock = testClock("2026-03-02T15:00:00Z");
  const app = buildApp({
    store: createStore(database.db),
    proofOfWork,
    rateLimitMax,
    now: clock.now,
    uploadCaps: { clientBytes: 2 * file.length + 100, totalBytes: 5 * file.length + 100 },
  });
  return { app, clock };
}
type App = ReturnType<typeof cappedApp>["app"];

/** A token asked for and the file put from `remoteAddress`: the refusal, whichever came. */
const upload = async (app: App, remoteAddress: string, id = randomUUID()) => {
  const tokens = await askTokens(app, proofOfWork, [{ uploadId: id, bytes: file.length }], {
    remoteAddress,
  });
  if (tokens.statusCode !== 201) return { id, answer: tokens };
  const answer = await putFile(app, id, file, tokens.json().tokens[0].token, { remoteAddress });
  return { id, answer };
};
const statuses = async (app: App, addresses: string[]) => {
  const codes = [];
  for (const address of addresses) codes.push((await upload(app, address)).answer.statusCode);
  return codes;
};

describe("the caps on unclaimed uploads", () => {
  it("refuse one client over its cap with 503 busy, a reason and Retry-After; an IPv6 /64 is one client", async () => {
    await database.db.deleteFrom("uploads").execute();
    const { app, clock } = cappedApp();
    // Three tokens, each asked for while it fitted: the third upload is refused at the PUT.
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const tokens: string[] = [];
    for (const id of ids)
      tokens.push(await tokenFor(app, proofOfWork, { uploadId: id, bytes: file.length }));
    const put = (index: number, remoteAddress: string) =>
      putFile(app, ids[index]!, file, tokens[index], { remoteAddress });
    expect((await put(0, "2001:db8:1:2::1")).statusCode).toBe(201);
    expect((await put(1, "2001:db8:1:2:ffff::9")).statusCode).toBe(201);
    clock.advance(10 * 60_000);
    const refused = await put(2, "2001:db8:1:2::abcd");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: "busy",
      message: expect.stringMatching(/this connection/),
    });
    // The oldest file goes 50 minutes from now: that is the wait.
    expect(Number(refused.headers["retry-after"])).toBe(50 * 60);
    // The token request says so too, before the page uploads anything.
    const early = (await upload(app, "2001:db8:1:2::77")).answer;
    expect(early.statusCode).toBe(503);
    expect(early.json().error).toBe("busy");
    // Another /64 is another client; an IPv4 client and its IPv4-mapped form are one.
    expect(
      await statuses(app, ["2001:db8:1:3::1", "203.0.113.5", "::ffff:203.0.113.5", "203.0.113.5"]),
    ).toEqual([201, 201, 201, 503]);
    await app.close();
  });

  it("refuse everyone once all unclaimed uploads reach the overall cap, until they are swept (1 h)", async () => {
    await database.db.deleteFrom("uploads").execute();
    const { app, clock } = cappedApp();
    expect(
      await statuses(app, [
        "198.51.100.1",
        "198.51.100.1",
        "198.51.100.2",
        "198.51.100.2",
        "198.51.100.3",
      ]),
    ).toEqual([201, 201, 201, 201, 201]);
    const refused = (await upload(app, "198.51.100.4")).answer;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: "busy",
      message: expect.stringMatching(/too many files/),
    });
    expect(Number(refused.headers["retry-after"])).toBe(3600);
    clock.advance(3_600_000);
    expect(await statuses(app, ["198.51.100.4"])).toEqual([201]);
    const left = await database.db.selectFrom("uploads").select("id").execute();
    expect(left).toHaveLength(1);
    await app.close();
  });

  it("count a file no more once a request claimed it, and not a refused or repeated upload", async () => {
    await database.db.deleteFrom("uploads").execute();
    const { app } = cappedApp();
    const address = "192.0.2.10";
    const first = await upload(app, address);
    // A retry of the same file holds nothing more; a body that is not age is not counted.
    const token = await tokenFor(app, proofOfWork, { uploadId: first.id, bytes: file.length });
    expect((await putFile(app, first.id, file, token, { remoteAddress: address })).statusCode).toBe(
      200,
    );
    const junkId = randomUUID();
    const junk = Buffer.alloc(file.length, 65);
    const junkToken = await tokenFor(app, proofOfWork, { uploadId: junkId, bytes: junk.length });
    expect(
      (await putFile(app, junkId, junk, junkToken, { remoteAddress: address })).statusCode,
    ).toBe(400);
    const second = await upload(app, address);
    expect(second.answer.statusCode).toBe(201);
    expect((await upload(app, address)).answer.statusCode).toBe(503);
    const sent = await app.inject({
      method: "POST",
      url: "/api/v1/submissions",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(
        await validEnvelope(
          recipient,
          {},
          {
            formType: "referral",
            altcha: await solvedChallenge(proofOfWork),
            attachments: [first, second].map(({ id }) => ({
              uploadId: id,
              sha256: createHash("sha256").update(file).digest("hex"),
              bytes: file.length,
            })),
          },
        ),
      ),
    });
    expect(sent.statusCode).toBe(201);
    expect(await statuses(app, [address, address])).toEqual([201, 201]);
    await app.close();
  });
});

describe("uploads under way", () => {
  it("count against the cap as they arrive: of two sent at once where one fits, one is refused", async () => {
    await database.db.deleteFrom("uploads").execute();
    const { app } = cappedApp();
    const address = "192.0.2.77";
    expect((await upload(app, address)).answer.statusCode).toBe(201);
    const both = [randomUUID(), randomUUID()];
    const tokens: string[] = [];
    for (const id of both)
      tokens.push(await tokenFor(app, proofOfWork, { uploadId: id, bytes: file.length }));
    const answers = await Promise.all(
      both.map((id, index) => putFile(app, id, file, tokens[index], { remoteAddress: address })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 503]);
    await app.close();
  });
});

describe("the rate limit's client", () => {
  it("is an IPv6 /64, and an IPv4-mapped address is its IPv4 address", async () => {
    const { app } = cappedApp(2);
    const challenge = async (remoteAddress: string) =>
      (await app.inject({ method: "GET", url: "/api/v1/challenge", remoteAddress })).statusCode;
    const codes = [];
    for (const address of [
      "2001:db8:a:b::1",
      "2001:db8:a:b::2",
      "2001:db8:a:b:c::3",
      "2001:db8:a:c::1",
    ]) {
      codes.push(await challenge(address));
    }
    expect(codes).toEqual([200, 200, 429, 200]);
    expect([
      await challenge("203.0.113.9"),
      await challenge("::ffff:203.0.113.9"),
      await challenge("::ffff:203.0.113.9"),
    ]).toEqual([200, 200, 429]);
    await app.close();
  });
});
