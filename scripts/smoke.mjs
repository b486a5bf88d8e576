/**
 * `.ci/run`'s smoke step: the README's first command, as a newcomer runs it on a fresh clone.
 * `npm start` on a free port (it builds first when `out/` is missing), waits until `/` and
 * `/api/v1/health` answer 200, sends one real submission through the API (a solved challenge,
 * the payload sealed to the sample recipient), reads it back with
 * `npm run intake -- read --identity test/fixtures/intake/agency.key`, then stops the server
 * with SIGTERM and checks that it exited 0. Exits 1 with the reason on the first failure.
 * Run with `node --import tsx scripts/smoke.mjs`.
 */
import { spawn, execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sealJson } from "../src/shared/age/seal.ts";
import { ROOT } from "./lib/run.mjs";

const IDENTITY = path.join(ROOT, "test/fixtures/intake/agency.key");
const STARTUP_MS = Number(process.env.SMOKE_STARTUP_MS ?? 240_000);

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const fail = (message) => {
  console.error(`Smoke test failed: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
};

const port = await freePort();
const base = `http://localhost:${port}`;
const env = { ...process.env, PORT: String(port) };
console.log(`npm start on port ${port}`);
const server = spawn("npm", ["start"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
const exited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve({ code, signal })),
);

async function waitFor(url) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const state = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    if (state) fail(`npm start exited (${JSON.stringify(state)}) before ${url} answered.`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail(`${url} did not answer 200 within ${STARTUP_MS / 1000} s.`);
  }
}

try {
  const started = Date.now();
  await waitFor(`${base}/`);
  await waitFor(`${base}/api/v1/health`);
  console.log(`Serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const recipient = /# public key: (age1\S+)/.exec(readFileSync(IDENTITY, "utf8"))?.[1];
  if (!recipient) fail("test/fixtures/intake/agency.key has no public key line.");
  const marker = `smoke-${randomUUID()}`;
  const active = await (await fetch(`${base}/api/v1/recipients`)).json();
  if (!active.recipients?.includes(recipient))
    fail(`the intake's recipients do not include the fixture's: ${JSON.stringify(active)}`);
  const challenge = await (await fetch(`${base}/api/v1/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) fail("the challenge could not be solved.");
  const envelope = {
    formType: "contact",
    formVersion: 1,
    clientRequestId: randomUUID(),
    // Sealed to the intake's active set, as the forms do (its samples hold the fixture's key).
    ciphertext: await sealJson({ name: marker }, active.recipients),
    sealedTo: active.recipients,
    altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    honeypot: "",
    fillTimeMs: 10_000,
  };
  const sent = await fetch(`${base}/api/v1/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(envelope),
  });
  const receipt = await sent.json();
  if (sent.status !== 201)
    fail(`the submission answered ${sent.status}: ${JSON.stringify(receipt)}`);
  console.log(`Stored as ${receipt.reference}`);

  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "--silent", "intake", "--", "read", "--identity", IDENTITY],
    { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 },
  );
  const line = stdout.split("\n").find((text) => text.includes(receipt.reference));
  if (!line || !line.includes(marker))
    fail(`intake read did not print ${receipt.reference} with its value.`);
  console.log(`Read back ${receipt.reference} with the sample identity`);
} finally {
  if (server.exitCode === null) server.kill("SIGTERM");
  const { code, signal } = await exited;
  if (code !== 0) fail(`npm start exited with ${code ?? signal} after SIGTERM, not 0.`);
  console.log("npm start stopped on SIGTERM with exit code 0");
}
