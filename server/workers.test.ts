import http from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./config";
import { freshDatabase } from "./test/database";
import { validEnvelope } from "./test/envelopes";
import { freePort, spawnServer, tinySite, waitForHealth } from "./test/spawn";

const work = mkdtempSync(path.join(os.tmpdir(), "intake-workers-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The sample agency recipient (its identity is in test/fixtures/intake/agency.key). */
const recipient = /# public key: (age1\w+)/.exec(
  readFileSync(path.join(ROOT, "test/fixtures/intake/agency.key"), "utf8"),
)?.[1];

/** One request on a connection of its own (no keep-alive), so node:cluster deals it anew. */
function request(port: number, method: string, urlPath: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        agent: false,
        headers: { connection: "close", "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("several intake processes (INTAKE_WORKERS=2)", { timeout: 180_000 }, () => {
  it("share one ALTCHA key: a challenge from one process is taken by another", async () => {
    if (!recipient) throw new Error("No sample recipient in test/fixtures/intake/agency.key");
    const database = await freshDatabase();
    await database.close();
    const port = await freePort();
    const server = spawnServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DIR: tinySite(path.join(work, "site")),
      DATABASE_URL: database.url,
      INTAKE_WORKERS: "2",
      ALTCHA_HMAC_KEY: "",
      ALTCHA_MAX_COUNTER: "500",
      INTAKE_RATE_LIMIT: "100000",
    });
    try {
      await waitForHealth(server, `http://127.0.0.1:${port}/api/v1/health`);
      const statuses = [];
      for (let i = 0; i < 20; i += 1) {
        const issued = await request(port, "GET", "/api/v1/challenge");
        const challenge: Challenge = JSON.parse(issued.body);
        const solution = await solveChallenge({ challenge, deriveKey });
        const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
        const envelope = await validEnvelope(recipient, { n: i }, { altcha });
        const sent = await request(port, "POST", "/api/v1/submissions", JSON.stringify(envelope));
        statuses.push(sent.status);
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await database.drop();
    }
  });
});

describe("a worker that cannot start (INTAKE_WORKERS=2)", { timeout: 120_000 }, () => {
  it("stops the primary with exit code 1 and a sentence naming the cause", async () => {
    // Nothing listens on this port: every worker's database check fails, so none serves.
    const deadDatabase = `postgres://intake@127.0.0.1:${await freePort()}/intake`;
    const server = spawnServer({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      SITE_DIR: tinySite(path.join(work, "site-dead-db")),
      DATABASE_URL: deadDatabase,
      INTAKE_WORKERS: "2",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toMatch(/Intake process [12] of 2 \(INTAKE_WORKERS\) ended before/);
    expect(server.stderr()).toContain("did not answer");
  });
});
