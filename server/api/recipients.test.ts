import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleRecipients } from "../../src/shared/facts";
import { factValue } from "../../src/shared/placeholder";
import { buildApp } from "../app";
import { createStore } from "../db/store";
import { freshDatabase } from "../test/database";
import { solvedChallenge, testKeys, validEnvelope } from "../test/envelopes";
import { askTokens } from "../test/uploads";
import { createRecipientsSource, PIN_FILE } from "./active-recipients";
import { createProofOfWork } from "./proof-of-work";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof buildApp>;
let production: ReturnType<typeof buildApp>;
let siteDir: string;
const proofOfWork = createProofOfWork({ maxCounter: 2000 });
const samples = factValue(sampleRecipients);
const keys: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  siteDir = mkdtempSync(path.join(tmpdir(), "recipients-"));
  const store = createStore(database.db);
  const source = (isProduction: boolean) =>
    createRecipientsSource({ db: database.db, siteDir, production: isProduction });
  app = buildApp({ store, proofOfWork, rateLimitMax: 1000, recipients: source(false) });
  production = buildApp({ store, proofOfWork, rateLimitMax: 1000, recipients: source(true) });
  for (let i = 0; i < 3; i += 1) keys.push((await testKeys()).recipient);
});
afterAll(async () => {
  await app.close();
  await production.close();
  await database.drop();
  rmSync(siteDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom("agency_keys").execute();
  rmSync(path.join(siteDir, PIN_FILE), { force: true });
});

let created = Date.parse("2026-03-02T15:00:00Z");
const addKey = (recipient: string, recovery = false, retired = false) =>
  database.db
    .insertInto("agency_keys")
    .values({
      recipient,
      label: recovery ? "Recovery" : "Agency",
      recovery,
      created_at: new Date((created += 1000)),
      retired_at: retired ? new Date(created) : null,
    })
    .execute();

const recipients = async (target = app) => {
  const answer = await target.inject({ method: "GET", url: "/api/v1/recipients" });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return answer.json();
};

/** A request sealed to `sealedTo` (none named when undefined). */
const submit = async (sealedTo: string[] | undefined, target = app) => {
  const { sealedTo: _sample, ...envelope } = await validEnvelope(
    keys[0]!,
    { name: "Test" },
    {
      altcha: await solvedChallenge(proofOfWork),
    },
  );
  return target.inject({
    method: "POST",
    url: "/api/v1/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(sealedTo ? { ...envelope, sealedTo } : envelope),
  });
};

describe("GET /api/v1/recipients", () => {
  it("gives the sample recipients while no agency key is set up", async () => {
    expect(await recipients()).toEqual({ recipients: samples, sample: true, pinned: null });
  });

  it("gives a recovery key alone as no set-up (the samples still)", async () => {
    await addKey(keys[2]!, true);
    expect(await recipients()).toMatchObject({ recipients: samples, sample: true });
  });

  it("gives every key not retired, agency and recovery, once an agency key is active", async () => {
    await addKey(keys[0]!);
    await addKey(keys[1]!, false, true);
    await addKey(keys[2]!, true);
    expect(await recipients()).toEqual({
      recipients: [keys[0], keys[2]],
      sample: false,
      pinned: null,
    });
  });

  it("names the set a build pinned (its _intake.json), read again when the file changes", async () => {
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: [keys[1]] }));
    expect((await recipients()).pinned).toEqual([keys[1]]);
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: [keys[1], keys[2]] }));
    expect((await recipients()).pinned).toEqual([keys[1], keys[2]]);
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: null }));
    expect((await recipients()).pinned).toBeNull();
  });
});

describe("GET /api/v1/recipients and the rate limit", () => {
  it("is outside it: a client past its limit still learns who to seal to", async () => {
    const limited = buildApp({
      store: createStore(database.db),
      proofOfWork,
      rateLimitMax: 2,
      recipients: createRecipientsSource({ db: database.db }),
    });
    for (let i = 0; i < 3; i += 1)
      await limited.inject({ method: "GET", url: "/api/v1/challenge" });
    expect((await limited.inject({ method: "GET", url: "/api/v1/challenge" })).statusCode).toBe(
      429,
    );
    for (let i = 0; i < 5; i += 1) {
      expect((await limited.inject({ method: "GET", url: "/api/v1/recipients" })).statusCode).toBe(
        200,
      );
    }
    await limited.close();
  });
});

describe("POST /api/v1/submissions and the active recipients", () => {
  it("takes a request sealed to the active set, in any order", async () => {
    await addKey(keys[0]!);
    await addKey(keys[2]!, true);
    expect((await submit([keys[2]!, keys[0]!])).statusCode).toBe(201);
  });

  it("refuses 409 stale_recipients another set, a part of it, none named, the samples once set up", async () => {
    await addKey(keys[0]!);
    await addKey(keys[2]!, true);
    for (const sealedTo of [[keys[1]!], [keys[0]!], undefined, samples]) {
      const answer = await submit(sealedTo);
      expect(answer.statusCode, String(sealedTo)).toBe(409);
      expect(answer.json()).toEqual({
        error: "stale_recipients",
        message: expect.stringMatching(/keys changed/),
      });
    }
  });

  it("takes the samples while they are the active set (not production)", async () => {
    expect((await submit(samples)).statusCode).toBe(201);
    expect((await submit([keys[0]!])).statusCode).toBe(409);
  });

  it("answers a stored request's retry 200 even after the keys changed", async () => {
    await addKey(keys[0]!);
    const envelope = await validEnvelope(
      keys[0]!,
      {},
      {
        altcha: await solvedChallenge(proofOfWork),
        sealedTo: [keys[0]!],
      },
    );
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/submissions",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(envelope),
      });
    expect((await post()).statusCode).toBe(201);
    await addKey(keys[1]!);
    expect((await post()).statusCode).toBe(200);
  });

  it("takes a pinned build's set too, until it is rebuilt", async () => {
    await addKey(keys[0]!);
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: [keys[1]] }));
    expect((await submit([keys[1]!])).statusCode).toBe(201);
    expect((await submit([keys[0]!])).statusCode).toBe(201);
    expect((await submit([keys[2]!])).statusCode).toBe(409);
  });
});

describe("SITE_ENV=production on the sample keys", () => {
  it("starts, and warns once in the log that requests are refused until keys are set up", async () => {
    const lines: string[] = [];
    const logged = buildApp({
      store: createStore(database.db),
      proofOfWork,
      logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } },
      recipients: createRecipientsSource({ db: database.db, production: true }),
    });
    await logged.ready();
    await logged.close();
    const warnings = lines.filter((line) => line.includes("no agency key is set up"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
  });

  it("refuses submissions and upload tokens 503 not_set_up, and says sample: true", async () => {
    expect(await recipients(production)).toMatchObject({ sample: true });
    const answer = await submit(samples, production);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: "not_set_up" });
    const tokens = await askTokens(production, proofOfWork, [
      { uploadId: crypto.randomUUID(), bytes: 1000 },
    ]);
    expect(tokens.statusCode).toBe(503);
    expect(tokens.json()).toMatchObject({ error: "not_set_up", message: expect.any(String) });
  });

  it("takes a build pinned to the agency's own keys (INTAKE_RECIPIENTS), and only those", async () => {
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: [keys[1]] }));
    expect((await submit([keys[1]!], production)).statusCode).toBe(201);
    expect((await submit(samples, production)).statusCode).toBe(409);
    const tokens = await askTokens(production, proofOfWork, [
      { uploadId: crypto.randomUUID(), bytes: 1000 },
    ]);
    expect(tokens.statusCode).toBe(201);
    // Pinned to the samples themselves is no set-up at all.
    writeFileSync(path.join(siteDir, PIN_FILE), JSON.stringify({ pinned: samples }));
    expect((await submit(samples, production)).statusCode).toBe(503);
  });

  it("takes requests and gives upload tokens once an agency key is set up", async () => {
    await addKey(keys[0]!);
    expect((await submit([keys[0]!], production)).statusCode).toBe(201);
    const tokens = await askTokens(production, proofOfWork, [
      { uploadId: crypto.randomUUID(), bytes: 1000 },
    ]);
    expect(tokens.statusCode).toBe(201);
  });
});
