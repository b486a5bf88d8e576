/**
 * `node scripts/bench-uploads.mjs`: how much one address can park on the intake as unclaimed
 * uploads. Against a running intake (BENCH_URL, default http://127.0.0.1:3300) it tries
 * BENCH_UPLOADS (32) uploads of a 10 MiB file in a loop, each as the page sends it (GET
 * /challenge, solved; POST /upload-tokens; PUT with the token), and reports how many were
 * stored, what was refused, the unclaimed bytes and the growth of what holds them: the
 * database (uploads live in PostgreSQL: pg_database_size of BENCH_DATABASE_URL, the intake's
 * DATABASE_URL) and, when DATA_DIR is given, that folder (the embedded PostgreSQL's, with its WAL).
 * BENCH_TOKENS_FIRST=1 asks for every token before the first PUT (so the PUT's own check of
 * the caps is what stops it). A benchmark, not a test. Start the intake with an easy ALTCHA_MAX_COUNTER (e.g. 1000) and a
 * high INTAKE_RATE_LIMIT, or the rate limit (3 requests an upload) stops the loop before the cap.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import { Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import pg from "pg";

const URL_BASE = (process.env.BENCH_URL ?? "http://127.0.0.1:3300").replace(/\/$/, "");
const API = `${URL_BASE}/api/v1`;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 32);
const PLAIN_BYTES = 10 * 1024 * 1024;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const DATA_DIR = process.env.DATA_DIR;
const MIB = 1024 * 1024;
const TOKENS_FIRST = process.env.BENCH_TOKENS_FIRST === "1";

if (!DATABASE_URL) throw new Error("Set BENCH_DATABASE_URL to the intake's database.");
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();

async function sizes() {
  const { rows } = await db.query(
    "select pg_database_size(current_database()) as db, (select coalesce(sum(bytes), 0) from uploads where submission_id is null) as unclaimed",
  );
  const dir =
    DATA_DIR && existsSync(DATA_DIR)
      ? Number(execFileSync("du", ["-sb", DATA_DIR]).toString().split("\t")[0])
      : undefined;
  return { db: Number(rows[0].db), unclaimed: Number(rows[0].unclaimed), dir };
}

/** A proof of work as the page makes it: a challenge from the intake, solved here. */
async function proof() {
  const response = await fetch(`${API}/challenge`);
  if (!response.ok) return { status: response.status };
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}

/** A token for one upload, or the status of the step that refused it. */
async function token(body) {
  const uploadId = randomUUID();
  const solved = await proof();
  if (!solved.altcha) return { step: "challenge", status: solved.status };
  const tokens = await fetch(`${API}/upload-tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ altcha: solved.altcha, uploads: [{ uploadId, bytes: body.length }] }),
  });
  if (tokens.status !== 201) {
    return { step: "tokens", status: tokens.status, why: (await tokens.json()).error };
  }
  return { uploadId, token: (await tokens.json()).tokens[0].token };
}

/** The PUT with its token; its status. */
async function put(body, { uploadId, token }) {
  const put = await fetch(`${API}/uploads/${uploadId}`, {
    method: "PUT",
    headers: { "content-type": "application/octet-stream", "upload-token": token },
    body,
  });
  return { step: "put", status: put.status, why: put.ok ? undefined : (await put.json()).error };
}

const recipient = await identityToRecipient(await generateX25519Identity());
const encrypter = new Encrypter();
encrypter.addRecipient(recipient);
const body = Buffer.from(await encrypter.encrypt(randomBytes(PLAIN_BYTES)));

const before = await sizes();
const started = Date.now();
const outcomes = [];
if (TOKENS_FIRST) {
  // Every token first (each fits while nothing is stored), then every PUT: the PUT's cap holds.
  const tokens = [];
  for (let i = 0; i < UPLOADS; i += 1) tokens.push(await token(body));
  for (const got of tokens) outcomes.push(got.token ? await put(body, got) : got);
} else {
  for (let i = 0; i < UPLOADS; i += 1) {
    const got = await token(body);
    outcomes.push(got.token ? await put(body, got) : got);
  }
}
const seconds = (Date.now() - started) / 1000;
await db.query("checkpoint").catch(() => undefined);
const after = await sizes();
await db.end();

const tally = new Map();
for (const { step, status, why } of outcomes) {
  const key = `${step} ${status}${why ? ` ${why}` : ""}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}
const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;
console.log(
  [
    `Uploads from one address${TOKENS_FIRST ? " (all tokens first)" : ""}: ${UPLOADS} x ${mib(body.length)} in ${seconds.toFixed(1)} s (${URL_BASE})`,
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
    ...[...tally].map(([key, count]) => `  ${key}: ${count}`),
    `stored: ${outcomes.filter((o) => o.step === "put" && o.status === 201).length}`,
    `unclaimed uploads: ${mib(before.unclaimed)} -> ${mib(after.unclaimed)}`,
    `database size: ${mib(before.db)} -> ${mib(after.db)} (+${mib(after.db - before.db)})`,
    ...(after.dir !== undefined && before.dir !== undefined
      ? [
          `DATA_DIR ${DATA_DIR}: ${mib(before.dir)} -> ${mib(after.dir)} (+${mib(after.dir - before.dir)})`,
        ]
      : []),
  ].join("\n"),
);
