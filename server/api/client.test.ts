import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { solveProofOfWork } from "../../src/lib/intake/proof-of-work";
import { sealJson } from "../../src/shared/age/seal";
import { submitToIntake, type IntakeClient, type SubmitRequest } from "../../src/lib/intake/submit";
import { buildApp } from "../app";
import { createStore, type Store } from "../db/store";
import { freshDatabase } from "../test/database";
import { testKeys } from "../test/envelopes";
import { createProofOfWork } from "./proof-of-work";

/* The page's client (src/lib/intake) against the real API on a real port and PostgreSQL. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let store: Store;
let failSaves = false;
let app: ReturnType<typeof buildApp>;
let endpoint: string;
let recipient: string;

beforeAll(async () => {
  database = await freshDatabase();
  const real = createStore(database.db);
  store = {
    ...real,
    save: (submission) =>
      failSaves ? Promise.reject(new Error("disk full")) : real.save(submission),
  };
  app = buildApp({
    store,
    proofOfWork: createProofOfWork({ maxCounter: 2000 }),
    minFillTimeMs: 0,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  endpoint = `http://127.0.0.1:${port}/api/v1`;
  ({ recipient } = await testKeys());
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const client = (overrides: Partial<IntakeClient> = {}): IntakeClient => ({
  endpoint,
  seal: (values) => sealJson(values, [recipient]),
  proofOfWork: () => solveProofOfWork(endpoint),
  ...overrides,
});

const request = (overrides: Partial<SubmitRequest> = {}): SubmitRequest => ({
  formType: "contact",
  formVersion: 1,
  values: { name: "Ada Client-Test" },
  clientRequestId: randomUUID(),
  honeypot: "",
  fillTimeMs: 9000,
  ...overrides,
});

const rowsFor = (id: string) =>
  database.db
    .selectFrom("submissions")
    .select("reference")
    .where("client_request_id", "=", id)
    .execute();

describe("submitToIntake", () => {
  it("seals, solves the proof of work in the page's way, and gets a reference", async () => {
    const outcome = await submitToIntake(client(), request());
    expect(outcome).toEqual({
      ok: true,
      receipt: { reference: expect.stringMatching(/^BC-/), receivedAt: expect.any(String) },
    });
  });

  it("after a server error keeps the request to retry, and the retry stores exactly one row", async () => {
    const sent = request();
    failSaves = true;
    const failed = await submitToIntake(client(), sent);
    failSaves = false;
    expect(failed).toMatchObject({ ok: false, failure: "server" });
    expect(await rowsFor(sent.clientRequestId)).toHaveLength(0);
    const retried = await submitToIntake(client(), sent);
    const again = await submitToIntake(client(), sent);
    expect(retried.ok && again.ok && retried.receipt.reference === again.receipt.reference).toBe(
      true,
    );
    expect(await rowsFor(sent.clientRequestId)).toHaveLength(1);
  });

  it("says the intake is down when nothing answers, and times out a server that hangs", async () => {
    const down = await submitToIntake(
      client({ endpoint: "http://127.0.0.1:9/api/v1", proofOfWork: () => Promise.resolve("x") }),
      request(),
    );
    expect(down).toEqual({ ok: false, failure: "offline" });

    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const { port } = hanging.address() as AddressInfo;
    const slow = await submitToIntake(
      client({
        endpoint: `http://127.0.0.1:${port}/api/v1`,
        proofOfWork: () => Promise.resolve("x"),
        timeoutMs: 300,
      }),
      request(),
    );
    hanging.closeAllConnections();
    hanging.close();
    expect(slow).toEqual({ ok: false, failure: "timeout" });
  });

  it("passes on the API's reason for a refused request", async () => {
    const outcome = await submitToIntake(client(), request({ honeypot: "bot" }));
    expect(outcome).toEqual({
      ok: false,
      failure: "refused",
      error: "rejected",
      message: expect.any(String),
    });
  });

  it("sends nothing when the build has no intake or encryption fails", async () => {
    const fetcher = vi.fn<typeof fetch>();
    expect(await submitToIntake(client({ endpoint: null, fetcher }), request())).toEqual({
      ok: false,
      failure: "not-connected",
    });
    const broken = client({ seal: () => Promise.reject(new Error("no crypto")), fetcher });
    expect(await submitToIntake(broken, request())).toEqual({ ok: false, failure: "encryption" });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
