import type { ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createProofOfWork } from "./api/proof-of-work";
import { freshDatabase } from "./test/database";
import { solvedChallenge, testKeys, validEnvelope } from "./test/envelopes";
import { freePort, spawnServer, tinySite, waitForHealth } from "./test/spawn";

/*
 * Crash safety: the intake is killed with SIGKILL during a burst of submissions; after a
 * restart, every submission it had answered 201 is there (a retry of it gets the same
 * reference back), on the embedded PostgreSQL and on a PostgreSQL server.
 */
const HMAC_KEY = "crash-test-key";
const work = mkdtempSync(path.join(os.tmpdir(), "intake-crash-"));
chmodSync(work, 0o755);
const siteDir = tinySite(path.join(work, "site"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The intake as `npm start` runs it, on `port`, once it answers its health check. */
async function startIntake(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const server = spawnServer({
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_DIR: siteDir,
    ALTCHA_HMAC_KEY: HMAC_KEY,
    INTAKE_RATE_LIMIT: "100000",
  });
  try {
    await waitForHealth(server, `http://127.0.0.1:${port}/api/v1/health`, 60_000);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw error;
  }
  return server.child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

async function burstThenKill(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const { recipient } = await testKeys();
  const proofOfWork = createProofOfWork({ secret: HMAC_KEY, maxCounter: 2000 });
  const envelopes = await Promise.all(
    Array.from({ length: 60 }, async () =>
      validEnvelope(recipient, { n: 1 }, { altcha: await solvedChallenge(proofOfWork) }),
    ),
  );
  const url = `http://127.0.0.1:${port}/api/v1/submissions`;
  const post = (body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const child = await startIntake(env, port);
  const acknowledged: { envelope: (typeof envelopes)[number]; reference: string }[] = [];
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let sent = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (sent < envelopes.length) {
        const envelope = envelopes[sent++]!;
        if (acknowledged.length >= 20 && child.exitCode === null && child.signalCode === null) {
          child.kill("SIGKILL");
        }
        const response = await post(envelope).catch(() => undefined);
        if (response?.status === 201) {
          acknowledged.push({ envelope, reference: (await response.json()).reference });
        }
      }
    }),
  );
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await exited;
  expect(child.signalCode).toBe("SIGKILL");
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);

  const restarted = await startIntake(env, port);
  try {
    for (const { envelope, reference } of acknowledged) {
      const response = await post(envelope);
      expect(response.status).toBe(200);
      expect((await response.json()).reference).toBe(reference);
    }
  } finally {
    await stop(restarted);
  }
}

describe("crash safety", { timeout: 180_000 }, () => {
  it("keeps every acknowledged submission on the embedded PostgreSQL", async () => {
    await burstThenKill({ DATA_DIR: path.join(work, "data"), DATABASE_URL: "" });
  });

  it("keeps every acknowledged submission on a PostgreSQL server", async () => {
    const database = await freshDatabase();
    await database.close();
    try {
      await burstThenKill({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  });
});
