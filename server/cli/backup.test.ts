import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAudit } from "../db/audit-store";
import type { Database } from "../db/schema";
import { createStore } from "../db/store";
import { migrationProvider } from "../db/migrations/index";
import { runIntake } from "../test/spawn";
import { freshDatabase } from "../test/database";
import { validEnvelope } from "../test/envelopes";
import { keygen } from "./commands";

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let source: Fresh;
let target: Fresh;
let dir: string;
let identity: string;

/** The real CLI, as `npm run intake -- …` runs it, on `database`. */
const intake = (database: Fresh, ...args: string[]) =>
  runIntake(args, { ...process.env, DATABASE_URL: database.url });

/** Every row of every table as PostgreSQL renders it, sorted: two databases hold the same. */
async function contents(db: Kysely<Database>) {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely%' order by 1`.execute(db);
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ line: string }>`
      select row_to_json(t)::text as line from ${sql.table(name)} t order by 1`.execute(db);
    all[name] = rows.map((row) => row.line);
  }
  return all;
}

async function seed(db: Kysely<Database>, recipient: string) {
  const store = createStore(db);
  const staff = await db
    .insertInto("staff")
    .values({ name: "Nurse Marker-Q2", role: "admin" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("credentials")
    .values({
      id: "cred-1",
      staff_id: staff.id,
      public_key: Buffer.from([0, 1, 2, 254, 255]),
      counter: 7,
      transports: ["internal", "hybrid"],
      created_at: new Date(),
    })
    .execute();
  for (let i = 0; i < 3; i++) {
    const envelope = await validEnvelope(recipient, { name: `Person ${i}`, phone: "8475550100" });
    const saved = await store.save({ ...envelope, sealedTo: [recipient] });
    const row = await db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", saved.reference)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("notes")
      .values({
        submission_id: row.id,
        author_id: staff.id,
        ciphertext: "age-note",
        created_at: new Date(),
      })
      .execute();
    await db.transaction().execute((trx) =>
      appendAudit(trx, new Date(), {
        staffId: staff.id,
        action: "request_read",
        subject: saved.reference,
        detail: { nested: { list: [1, "two"] } },
      }),
    );
  }
}

beforeAll(async () => {
  [source, target] = await Promise.all([freshDatabase(), freshDatabase()]);
  dir = mkdtempSync(path.join(os.tmpdir(), "intake-backup-"));
  identity = path.join(dir, "agency.key");
  const [recipient = ""] = (await keygen(identity)).lines;
  await seed(source.db, recipient);
});
afterAll(async () => {
  await Promise.all([source.drop(), target.drop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 120_000 }, () => {
  it("backs up every table, restores it into a fresh database, and read and audit-verify agree", async () => {
    const file = path.join(dir, "intake.backup");
    const { stdout } = await intake(source, "backup", "--out", file);
    const schema = Object.keys(await migrationProvider.getMigrations()).at(-1);
    expect(stdout).toContain(`tables (schema ${schema})`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, "utf8").trim().split("\n");
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({
      format: "beyond-care-intake-backup",
      schemaVersion: schema,
    });
    expect(header.tables).toContainEqual({ name: "submissions", rows: 3 });
    expect(header.tables).toContainEqual({ name: "audit_events", rows: 3 });
    // Parents before children, so a restore never breaks a foreign key.
    const order = header.tables.map((table: { name: string }) => table.name);
    expect(order.indexOf("staff")).toBeLessThan(order.indexOf("submissions"));
    expect(order.indexOf("submissions")).toBeLessThan(order.indexOf("notes"));
    expect(JSON.parse(lines.at(-1)!)).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      auditHead: expect.stringMatching(/^\d+:[0-9a-f]{64}$/),
    });
    // Ciphertext stays ciphertext.
    expect(readFileSync(file, "utf8")).not.toContain("Person 1");
    await expect(intake(source, "backup", "--out", file)).rejects.toThrow(/EEXIST/);

    const restored = await intake(target, "restore", "--from", file);
    expect(restored.stdout).toMatch(/Restored \d+ rows/);
    expect(await contents(target.db)).toEqual(await contents(source.db));
    const [readSource, readTarget] = await Promise.all([
      intake(source, "read", "--identity", identity),
      intake(target, "read", "--identity", identity),
    ]);
    expect(readTarget.stdout).toBe(readSource.stdout);
    expect(readTarget.stdout).toContain("Person 2");
    expect((await intake(target, "audit-verify")).stdout).toContain("OK");

    // The sequences were reset: a new audit row gets a new id, and the chain still verifies.
    await target.db
      .transaction()
      .execute((trx) =>
        appendAudit(trx, new Date(), { staffId: null, action: "restore_check", subject: null }),
      );
    expect((await intake(target, "audit-verify")).stdout).toContain("OK");

    await expect(intake(source, "restore", "--from", file)).rejects.toThrow(/not empty/);
  });

  it("refuses a changed or cut-short backup and writes nothing", async () => {
    const file = path.join(dir, "second.backup");
    await intake(source, "backup", "--out", file);
    const text = readFileSync(file, "utf8");
    const changed = path.join(dir, "changed.backup");
    writeFileSync(changed, text.replace('"status":"new"', '"status":"closed"'));
    const cut = path.join(dir, "cut.backup");
    writeFileSync(cut, text.split("\n").slice(0, -2).join("\n"));
    const empty = await freshDatabase();
    try {
      await expect(intake(empty, "restore", "--from", changed)).rejects.toThrow(/SHA-256/);
      await expect(intake(empty, "restore", "--from", cut)).rejects.toThrow(/SHA-256/);
      const { rows } = await sql<{ n: string }>`select count(*) as n from submissions`.execute(
        empty.db,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
