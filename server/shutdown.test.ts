import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { createProofOfWork } from "./api/proof-of-work";
import { unusedUploads } from "./test/unused-uploads";
import { unusedStatusLinks } from "./test/unused-status-links";
import type { SaveResult, Store } from "./db/store";
import { solvedChallenge, testKeys, validEnvelope } from "./test/envelopes";

describe("graceful shutdown", () => {
  it("finishes a write in flight and answers it before close() resolves", async () => {
    let release: () => void = () => {};
    let inFlight = false;
    const saved: string[] = [];
    const store: Store = {
      referenceOf: () => Promise.resolve(undefined),
      useChallenge: () => Promise.resolve(true),
      listPage: () => Promise.resolve({ rows: [], next: undefined }),
      each: async function* () {},
      ping: () => Promise.resolve(true),
      uploads: unusedUploads,
      statusLinks: unusedStatusLinks,
      save: (submission) =>
        new Promise<SaveResult>((resolve) => {
          inFlight = true;
          release = () => {
            saved.push(submission.clientRequestId);
            resolve({ reference: "BC-SLOW1", receivedAt: new Date(), created: true });
          };
        }),
    };
    const proofOfWork = createProofOfWork({ maxCounter: 500 });
    const app = buildApp({ store, proofOfWork });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const { recipient } = await testKeys();
    const envelope = await validEnvelope(
      recipient,
      {},
      { altcha: await solvedChallenge(proofOfWork) },
    );

    const response = fetch(`http://127.0.0.1:${port}/api/v1/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope),
    });
    while (!inFlight) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    release();
    const answer = await response;
    await closing;
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ reference: "BC-SLOW1" });
    expect(saved).toEqual([envelope.clientRequestId]);
  });
});
