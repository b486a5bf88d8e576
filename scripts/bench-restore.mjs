/**
 * `node --import tsx scripts/bench-restore.mjs`: the intake's backup and restore at attachment
 * scale. BENCH_UPLOADS (default 30) uploads of BENCH_UPLOAD_MIB (default 10) MiB of random
 * bytes in a fresh database; `npm run intake -- backup`, then `restore` into another fresh
 * database, then `audit-verify --expect-head` with the backup's head; every upload compared
 * (SHA-256 and length of the stored bytes, in PostgreSQL). Prints the time and peak RSS (the
 * kernel's VmHWM, read while each command runs) of backup and restore, the bytes compared and
 * the load average. A benchmark, not a test (the unit suite restores 3 × 10 MiB); it exits 1
 * when any check fails. The PostgreSQL server is BENCH_DATABASE_URL, else TEST_DATABASE_URL.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT } from "./lib/run.mjs";

const SERVER =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:55432/postgres";
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), "intake-bench-restore-"));

async function admin(statement) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createDatabase() {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The CLI as `npm run intake` runs it; its time, peak RSS (VmHWM) and output. */
function intake(databaseUrl, ...args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let stdout = "";
    let stderr = "";
    let peakKb = 0;
    const sample = () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // ended between samples
      }
    };
    const timer = setInterval(sample, 50);
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${args[0]} exited ${code}: ${stderr}${stdout}`));
      else resolve({ seconds, peakMib: peakKb / 1024, stdout });
    });
  });
}

/** Each upload's id, length and SHA-256 of its stored bytes, computed by PostgreSQL. */
async function attachments(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id, length(ciphertext) as bytes, encode(sha256(ciphertext), 'hex') as digest
       from uploads order by id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function seed(url) {
  const { openDatabase } = await import("../server/db/database.ts");
  const { createUploadsStore } = await import("../server/db/uploads-store.ts");
  const { appendAudit } = await import("../server/db/audit-store.ts");
  const opened = await openDatabase({ databaseUrl: url, embeddedDir: "" });
  try {
    const uploads = createUploadsStore(opened.db);
    for (let i = 0; i < UPLOADS; i++) {
      await uploads.put(randomUUID(), randomBytes(MIB * 1024 * 1024), new Date());
    }
    for (let n = 0; n < 20; n++) {
      await opened.db
        .transaction()
        .execute((trx) =>
          appendAudit(trx, new Date(), { staffId: null, action: "bench", subject: `BC-${n}` }),
        );
    }
  } finally {
    await opened.close();
  }
}

const source = await createDatabase();
const target = await createDatabase();
let failed = false;
try {
  console.log(`Seeding ${UPLOADS} × ${MIB} MiB uploads…`);
  await seed(source.url);
  // The target's schema: the CLI migrates it when it opens it.
  await intake(target.url, "audit-verify");
  const file = path.join(work, "bench.backup");
  const made = await intake(source.url, "backup", "--out", file);
  const head = /Audit head (\S+)/.exec(made.stdout)?.[1];
  const restored = await intake(target.url, "restore", "--from", file);
  const verified = await intake(target.url, "audit-verify", "--expect-head", head ?? "none");
  const [before, after] = await Promise.all([attachments(source.url), attachments(target.url)]);
  const same = before.length === UPLOADS && JSON.stringify(before) === JSON.stringify(after);
  const compared = after.reduce((sum, row) => sum + Number(row.bytes), 0);
  failed = !same || !verified.stdout.includes("OK: the chain still holds");
  const fileMib = statSync(file).size / 1024 / 1024;
  const rows = [
    ["uploads", `${UPLOADS} × ${MIB} MiB`],
    ["backup file", `${fileMib.toFixed(0)} MiB`],
    ["backup", `${made.seconds.toFixed(1)} s, peak RSS ${made.peakMib.toFixed(0)} MiB`],
    ["restore", `${restored.seconds.toFixed(1)} s, peak RSS ${restored.peakMib.toFixed(0)} MiB`],
    ["bytes compared", `${compared} (${same ? "all identical" : "DIFFERENT"})`],
    ["audit-verify", verified.stdout.trim().split("\n").join(" / ")],
    [
      "load average",
      os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" "),
    ],
  ];
  for (const [what, value] of rows) console.log(`${what.padEnd(16)} ${value}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const database of [source, target]) {
    await admin(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
