/**
 * `npm run bench:intake`: submissions per second and p50/p99 latency of POST
 * /api/v1/submissions on loopback (autocannon), on the embedded PostgreSQL and, when
 * BENCH_DATABASE_URL names one, on a PostgreSQL server; each with one and with two intake
 * processes sharing the port (INTAKE_WORKERS). Every request is a distinct, valid submission
 * (its own client request id and solved challenge), so each one is a real INSERT and COMMIT.
 * A benchmark, not a test: it prints a table and writes audit-report/intake-bench.md.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune it.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createProofOfWork } from "../server/api/proof-of-work.ts";
import { sealJson } from "../src/shared/age/seal.ts";
import { sampleRecipients } from "../src/shared/facts.ts";
import { factValue } from "../src/shared/placeholder.ts";
import { ROOT } from "./lib/run.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const HMAC_KEY = "bench-key";
const PORT = 3990;
const work = mkdtempSync(path.join(os.tmpdir(), "intake-bench-"));
chmodSync(work, 0o755);
writeFileSync(path.join(work, "index.html"), "<h1>Bench</h1>");
writeFileSync(path.join(work, "404.html"), "<h1>Not found</h1>");

/** Distinct valid envelopes: one ciphertext (the server never opens it), fresh ids, solved work. */
async function envelopes(count) {
  const recipient = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p";
  const ciphertext = await sealJson({ name: "Bench" }, [recipient]);
  const proofOfWork = createProofOfWork({ secret: HMAC_KEY, maxCounter: 50 });
  const bodies = [];
  for (let i = 0; i < count; i++) {
    const challenge = await proofOfWork.issue();
    const solution = await solveChallenge({ challenge, deriveKey });
    bodies.push(
      JSON.stringify({
        formType: "contact",
        formVersion: 1,
        clientRequestId: randomUUID(),
        ciphertext,
        altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
        honeypot: "",
        fillTimeMs: 9000,
        // The active set of a database with no agency key (server/api/active-recipients.ts).
        sealedTo: factValue(sampleRecipients),
      }),
    );
  }
  return bodies;
}

async function startIntake(env) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_DIR: work,
      LOG_LEVEL: "warn",
      ALTCHA_HMAC_KEY: HMAC_KEY,
      INTAKE_RATE_LIMIT: "100000000",
    },
    stdio: "inherit",
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The intake did not start.");
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

async function measure(label, env) {
  const bodies = await envelopes(Math.max(2000, SECONDS * 2500));
  const child = await startIntake(env);
  let next = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/v1/submissions`,
      method: "POST",
      headers: { "content-type": "application/json" },
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
      ],
    });
    return {
      label,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result["2xx"],
      other: result.non2xx + result.errors,
    };
  } finally {
    await stop(child);
  }
}

const rows = [];
const server = process.env.BENCH_DATABASE_URL;
for (const workers of [1, 2]) {
  rows.push(
    await measure(`embedded PostgreSQL, ${workers} process(es)`, {
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: "",
      INTAKE_WORKERS: String(workers),
    }),
  );
  if (server) {
    rows.push(
      await measure(`PostgreSQL server, ${workers} process(es)`, {
        DATABASE_URL: server,
        INTAKE_WORKERS: String(workers),
      }),
    );
  }
}
rmSync(work, { recursive: true, force: true });

const table = [
  `Intake benchmark: ${SECONDS} s, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`,
  "",
  "| Setup | Submissions/s | p50 ms | p99 ms | 2xx | other |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) => `| ${r.label} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.other} |`,
  ),
  server ? "" : "\n(Set BENCH_DATABASE_URL to measure on a PostgreSQL server too.)",
].join("\n");
console.log(`\n${table}`);
mkdirSync(path.join(ROOT, "audit-report"), { recursive: true });
writeFileSync(path.join(ROOT, "audit-report", "intake-bench.md"), `${table}\n`);
