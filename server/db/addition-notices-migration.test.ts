import { randomBytes, randomUUID } from "node:crypto";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { migrationProvider } from "./migrations/index";

/**
 * Migration 0014 (staff e-mailed of an addition) on a database that was at 0013 and holds
 * rows: they stay, and the outbox's key and kinds change as the migration says; down undoes it.
 */

const name = `test_${randomBytes(6).toString("hex")}`;
let db: Kysely<unknown>;
let migrator: Migrator;
let staffId: string;

/** The outbox's rows, oldest first: reference, kind, and the addition number where the column is. */
const outbox = async () =>
  (
    await sql<{ reference: string; kind: string; addition_seq?: number }>`
      select * from notification_outbox order by id`.execute(db)
  ).rows.map(({ reference, kind, addition_seq }) =>
    addition_seq === undefined ? { reference, kind } : { reference, kind, addition_seq },
  );

const queue = (reference: string, kind: string, seq?: number) =>
  seq === undefined
    ? sql`insert into notification_outbox (reference, form_type, staff_id, kind, next_at)
        values (${reference}, 'referral', ${staffId}, ${kind}, now())`.execute(db)
    : sql`insert into notification_outbox
        (reference, form_type, staff_id, kind, addition_seq, next_at)
        values (${reference}, 'referral', ${staffId}, ${kind}, ${seq}, now())`.execute(db);

beforeAll(async () => {
  const server = inject("databaseUrl");
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }),
  });
  migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo("0013_status_links");
  if (error) throw error;
  const staff = await sql<{ id: string }>`insert into staff (name, role, email)
    values ('Ada', 'admin', 'ada@agency.test') returning id`.execute(db);
  staffId = staff.rows[0]!.id;
  const request = await sql<{ id: string }>`insert into submissions
    (reference, client_request_id, form_type, form_version, ciphertext)
    values ('BC-OLD01', ${randomUUID()}, 'referral', 1, 'sealed') returning id`.execute(db);
  await sql`insert into request_additions (submission_id, client_request_id, ciphertext, created_at)
    values (${request.rows[0]!.id}, ${randomUUID()}, 'sealed', now())`.execute(db);
  await queue("BC-OLD01", "new");
  await queue("BC-OLD01", "overdue");
  await queue("2026-03-02", "audit_head");
});
afterAll(async () => {
  await db.destroy();
  const admin = new pg.Client({ connectionString: inject("databaseUrl") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe("migration 0014_addition_notices", () => {
  it("applies on a database at 0013 with rows: they stay, each with addition number 0", async () => {
    // At 0013 the kind did not exist.
    await expect(queue("BC-OLD01", "addition")).rejects.toThrow(/kind_check/);
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((result) => [result.migrationName, result.status])).toContainEqual([
      "0014_addition_notices",
      "Success",
    ]);
    expect(await outbox()).toEqual([
      { reference: "BC-OLD01", kind: "new", addition_seq: 0 },
      { reference: "BC-OLD01", kind: "overdue", addition_seq: 0 },
      { reference: "2026-03-02", kind: "audit_head", addition_seq: 0 },
    ]);
    const additions = await sql<{ n: string }>`select count(*) as n from request_additions`.execute(
      db,
    );
    expect(additions.rows[0]?.n).toBe("1");
  });

  it("takes one addition row per addition number, and keeps the other kinds once", async () => {
    await queue("BC-OLD01", "addition", 1);
    await queue("BC-OLD01", "addition", 2);
    await expect(queue("BC-OLD01", "addition", 2)).rejects.toThrow(/notification_outbox_once/);
    await expect(queue("BC-OLD01", "new")).rejects.toThrow(/notification_outbox_once/);
    // The number and the kind go together.
    await expect(queue("BC-OLD01", "addition", 0)).rejects.toThrow(/addition_seq/);
    await expect(queue("BC-OLD02", "new", 3)).rejects.toThrow(/addition_seq/);
  });

  it("down removes the addition rows and restores the key and the kinds of 0013", async () => {
    const { error } = await migrator.migrateTo("0013_status_links");
    expect(error).toBeUndefined();
    expect(await outbox()).toEqual([
      { reference: "BC-OLD01", kind: "new" },
      { reference: "BC-OLD01", kind: "overdue" },
      { reference: "2026-03-02", kind: "audit_head" },
    ]);
    await expect(queue("BC-OLD01", "new")).rejects.toThrow(/notification_outbox_once/);
    await expect(queue("BC-OLD01", "addition")).rejects.toThrow(/kind_check/);
  });
});
