import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAudit, auditHead, formatHead, parseHead, verifyAuditChain } from "../db/audit-store";
import type { Database } from "../db/schema";
import { createUploadsStore } from "../db/uploads-store";
import { freshDatabase } from "../test/database";
import { backup, nextFetch } from "./backup";
import { BATCH_BYTES, BATCH_ROWS } from "./backup-format";
import { restore } from "./restore";
import { ByteBatches } from "./restore-batches";

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let source: Fresh;
let dir: string;
const MIB = 1024 * 1024;

/** Each upload's id, size and SHA-256 of its stored bytes, as PostgreSQL computes them. */
async function attachments(db: Kysely<Database>) {
  const { rows } = await sql<{ id: string; bytes: number; digest: string; stated: string }>`
    select id, length(ciphertext) as bytes, encode(sha256(ciphertext), 'hex') as digest,
      sha256 as stated
    from uploads order by id`.execute(db);
  return rows;
}

beforeAll(async () => {
  source = await freshDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), "intake-backup-large-"));
  const uploads = createUploadsStore(source.db);
  for (let i = 0; i < 3; i += 1) await uploads.put(randomUUID(), randomBytes(10 * MIB), new Date());
  for (let n = 0; n < 3; n += 1) {
    await source.db
      .transaction()
      .execute((trx) =>
        appendAudit(trx, new Date(), { staffId: null, action: "view", subject: `BC-${n}` }),
      );
  }
});
afterAll(async () => {
  await source.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("batches by size", () => {
  it("insert a row larger than the limit on its own, after the rows before it", () => {
    const batches = new ByteBatches(100, 5);
    expect(batches.add("a".repeat(40))).toEqual([]);
    expect(batches.add("b".repeat(40))).toEqual([]);
    expect(batches.add("c".repeat(150))).toEqual([
      ["a".repeat(40), "b".repeat(40)],
      ["c".repeat(150)],
    ]);
    expect(batches.add("d".repeat(60))).toEqual([]);
    expect(batches.add("e".repeat(50))).toEqual([["d".repeat(60)]]);
    expect(batches.take()).toEqual(["e".repeat(50)]);
    for (let i = 0; i < 4; i += 1) expect(batches.add("f")).toEqual([]);
    expect(batches.add("f")).toEqual([["f", "f", "f", "f", "f"]]);
  });

  it("fetch 1, 2, 4… rows, no more than BATCH_BYTES of the largest row seen", () => {
    expect(nextFetch(1, 100)).toBe(2);
    expect(nextFetch(256, 100)).toBe(BATCH_ROWS);
    expect(nextFetch(1, 21 * MIB)).toBe(1);
    expect(nextFetch(8, BATCH_BYTES / 4)).toBe(4);
  });
});

describe("a backup with 3 × 10 MiB uploads", { timeout: 300_000 }, () => {
  let file = "";

  it("restores into an empty database byte for byte, one large row per INSERT", async () => {
    file = path.join(dir, "large.backup");
    const made = await backup(source.db, file);
    const head = formatHead(await auditHead(source.db));
    expect(made.lines).toContain(`Audit head ${head}`);
    const target = await freshDatabase();
    try {
      const inserts: { rows: number; bytes: number }[] = [];
      const restored = await restore(target.db, file, {
        onInsert: (rows, bytes) => inserts.push({ rows, bytes }),
      });
      expect(restored.lines).toContain(
        `Audit head ${head}: audit-verify --expect-head ${head} checks the chain still reaches it.`,
      );
      const before = await attachments(source.db);
      expect(before).toHaveLength(3);
      expect(await attachments(target.db)).toEqual(before);
      for (const row of before) expect(row.digest).toBe(row.stated);
      // Memory holds one batch or one row: each upload (20 MiB of hex) went alone.
      expect(inserts.filter((insert) => insert.bytes > 20 * MIB)).toEqual([
        { rows: 1, bytes: expect.any(Number) },
        { rows: 1, bytes: expect.any(Number) },
        { rows: 1, bytes: expect.any(Number) },
      ]);
      for (const insert of inserts)
        expect(insert.rows === 1 || insert.bytes <= BATCH_BYTES).toBe(true);
      const expected = parseHead(head) ?? undefined;
      expect(await verifyAuditChain(target.db, expected ? { expect: expected } : {})).toMatchObject(
        {
          verified: true,
          expected: "found",
        },
      );
    } finally {
      await target.drop();
    }
  });

  it("restores a format 1 backup (no audit head in its trailer)", async () => {
    const lines = readFileSync(file, "utf8").split("\n").slice(0, -2);
    const header = JSON.parse(lines[0]!);
    lines[0] = JSON.stringify({ ...header, version: 1 });
    const body = lines.map((line) => `${line}\n`).join("");
    const sha256 = createHash("sha256").update(body).digest("hex");
    const old = path.join(dir, "format-1.backup");
    writeFileSync(old, `${body}${JSON.stringify({ sha256 })}\n`);
    const target = await freshDatabase();
    try {
      await restore(target.db, old);
      expect(await attachments(target.db)).toEqual(await attachments(source.db));
    } finally {
      await target.drop();
    }
  });

  it("refuses a trailer whose audit head is not the chain's end, and writes nothing", async () => {
    const text = readFileSync(file, "utf8");
    const forged = path.join(dir, "forged-head.backup");
    writeFileSync(forged, text.replace(/"auditHead":"(\d+):/, '"auditHead":"99$1:'));
    const target = await freshDatabase();
    try {
      await expect(restore(target.db, forged)).rejects.toThrow(/the backup's trailer says 99/);
      expect(await attachments(target.db)).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
