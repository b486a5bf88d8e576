import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAudit, auditHash, formatHead } from "../db/audit-store";
import { tamperWithAudit } from "../test/audit-tamper";
import { runIntake } from "../test/spawn";
import { freshDatabase } from "../test/database";
import { auditVerify } from "./inbox-commands";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
  for (let n = 0; n < 6; n += 1) {
    await database.db.transaction().execute((trx) =>
      appendAudit(trx, new Date(Date.UTC(2026, 2, 2, 15, 0, n)), {
        staffId: null,
        action: "view",
        subject: `BC-${n}`,
        detail: { n },
      }),
    );
  }
});
afterAll(() => database.drop());

/** The real CLI, as `npm run intake -- …` runs it; resolves to its exit code and output. */
const intake = (...args: string[]) =>
  runIntake(args, { ...process.env, DATABASE_URL: database.url }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const rows = () => database.db.selectFrom("audit_events").selectAll().orderBy("id").execute();
const headOf = (row: { id: string | number; hash: string }) =>
  formatHead({ id: String(row.id), hash: row.hash });

describe("audit-verify --expect-head", { timeout: 60_000 }, () => {
  let sixth = "";
  let fourth = "";

  it("prints the head, and passes on an intact chain (the hash may be shortened)", async () => {
    const all = await rows();
    sixth = headOf(all[5]!);
    fourth = headOf(all[3]!);
    const plain = await intake("audit-verify");
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(`OK: the audit chain verifies; head ${sixth}`);
    const expected = await intake("audit-verify", "--expect-head", sixth);
    expect(expected.code).toBe(0);
    expect(expected.stdout).toContain(`OK: the chain still holds row ${all[5]!.id}`);
    expect(await auditVerify(database.db, fourth.slice(0, fourth.indexOf(":") + 17))).toMatchObject(
      { ok: true },
    );
    await expect(auditVerify(database.db, "12:nothex")).rejects.toThrow(
      /--expect-head takes ID:HASH/,
    );
  });

  it("catches a cut tail that the chain alone does not show", async () => {
    const all = await rows();
    await tamperWithAudit(
      database.db,
      sql`delete from audit_events where id > ${all[3]!.id}::bigint`,
    );
    expect(await auditVerify(database.db)).toMatchObject({ ok: true });
    const cut = await intake("audit-verify", "--expect-head", sixth);
    expect(cut.code).toBe(1);
    expect(cut.stdout).toContain(`BROKEN: the chain no longer holds row ${all[5]!.id}`);
    expect(cut.stdout).toContain(`it ends at ${fourth}`);
    expect(await auditVerify(database.db, fourth)).toMatchObject({ ok: true });
  });

  it("catches a chain rewritten from row 2 with every later hash recomputed", async () => {
    const all = await rows();
    let prev = all[0]!.hash;
    const statements = [];
    for (const row of all.slice(1)) {
      const detail = row.id === all[1]!.id ? { n: 99 } : row.detail;
      const fields = {
        at: row.at,
        staffId: row.staff_id,
        action: row.action,
        subject: row.subject,
        detail,
      };
      const hash = auditHash(prev, fields);
      statements.push(
        sql`update audit_events set detail = ${JSON.stringify(detail)}::jsonb, prev_hash = ${prev},
          hash = ${hash} where id = ${row.id}::bigint`,
      );
      prev = hash;
    }
    await tamperWithAudit(database.db, ...statements);
    expect(await auditVerify(database.db)).toMatchObject({ ok: true });
    const rewritten = await auditVerify(database.db, fourth);
    expect(rewritten.ok).toBe(false);
    expect(rewritten.lines.at(-1)).toMatch(/no longer has hash .*: the chain was rewritten/);
  });
});
