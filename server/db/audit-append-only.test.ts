import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test/database";
import { appendAudit, verifyAuditChain } from "./audit-store";

/*
 * Migration 0009: the intake's own connection (the test database's owner, a superuser like the
 * embedded PostgreSQL's) cannot change or delete audit rows; it can still append them.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
  for (let n = 0; n < 3; n += 1) {
    await database.db.transaction().execute((trx) =>
      appendAudit(trx, new Date(Date.UTC(2026, 2, 2, 15, 0, n)), {
        staffId: null,
        action: "view",
        subject: `BC-${n}`,
      }),
    );
  }
});
afterAll(() => database.drop());

const refused = /audit_events is append-only/;

describe("the audit table is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE through the app's connection, even of no row", async () => {
    const db = database.db;
    await expect(
      db.updateTable("audit_events").set({ subject: "forged" }).execute(),
    ).rejects.toThrow(refused);
    await expect(db.deleteFrom("audit_events").execute()).rejects.toThrow(refused);
    await expect(sql`delete from audit_events where false`.execute(db)).rejects.toThrow(refused);
    await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(refused);
    // Skipping ordinary triggers (as logical replication does) does not skip this one.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`delete from audit_events`.execute(trx);
      }),
    ).rejects.toThrow(refused);
    const { rows } = await sql<{ n: string }>`select count(*) as n from audit_events`.execute(db);
    expect(Number(rows[0]?.n)).toBe(3);
    expect(await verifyAuditChain(db)).toMatchObject({ verified: true });
  });

  it("still takes new rows, and nothing deletes them by cascade", async () => {
    await database.db
      .transaction()
      .execute((trx) =>
        appendAudit(trx, new Date(), { staffId: null, action: "append_check", subject: null }),
      );
    expect(await verifyAuditChain(database.db)).toMatchObject({ verified: true });
    // No foreign key to or from audit_events: deleting a request or a colleague never reaches it.
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where contype = 'f' and 'audit_events'::regclass in (conrelid, confrelid)`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
    const { rows: grants } = await sql<{ privilege: string }>`
      select privilege_type as privilege from information_schema.role_table_grants
      where table_name = 'audit_events' and grantee = 'PUBLIC'`.execute(database.db);
    const writes = grants.filter((grant) =>
      ["UPDATE", "DELETE", "TRUNCATE"].includes(grant.privilege),
    );
    expect(writes).toEqual([]);
  });
});
