import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, SERVER_HEADERS_FILE } from "./config";
import { createProofOfWork } from "./api/proof-of-work";
import { freshDatabase } from "./test/database";
import { solvedChallenge, testKeys, validEnvelope } from "./test/envelopes";

/*
 * Crash safety: the intake is killed with SIGKILL during a burst of submissions; after a
 * restart, every submission it had answered 201 is there (a retry of it gets the same
 * reference back), on the embedded PostgreSQL and on a PostgreSQL server.
 */
const HMAC_KEY = "crash-test-key";
const work = mkdtempSync(path.join(os.tmpdir(), "intake-crash-"));
chmodSync(work, 0o755);
const siteDir = path.join(work, "site");
mkdirSync(siteDir);
writeFileSync(path.join(siteDir, "index.html"), "<h1>Home</h1>");
writeFileSync(path.join(siteDir, "404.html"), "<h1>Not found</h1>");
writeFileSync(path.join(siteDir, SERVER_HEADERS_FILE), "[]");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function startIntake(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DIR: siteDir,
      LOG_LEVEL: "warn",
      ALTCHA_HMAC_KEY: HMAC_KEY,
      INTAKE_RATE_LIMIT: "100000",
    },
    stdio: "ignore",
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The intake did not start.");
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
