import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tamperWithAudit } from "../test/audit-tamper";
import { freshDatabase } from "../test/database";
import {
  appendAudit,
  auditHash,
  canonicalJson,
  GENESIS_HASH,
  verifyAuditChain,
} from "./audit-store";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

const append = (n: number) =>
  database.db.transaction().execute((trx) =>
    appendAudit(trx, new Date(Date.UTC(2026, 2, 2, 15, 0, n)), {
      staffId: null,
      action: "view",
      subject: `BC-${String(n).padStart(5, "0")}`,
      detail: { n, nested: { b: 1, a: [2, 1] } },
    }),
  );

describe("the audit chain", () => {
  it("writes canonical JSON with sorted keys at every level", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it("links each row to the one before, starting from the genesis hash, even under concurrency", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, n) => append(n)));
    const rows = await database.db.selectFrom("audit_events").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(12);
    expect(rows[0]?.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    const first = rows[0];
    if (!first) throw new Error("no row");
    // The hash is SHA-256(prev ‖ canonical JSON of {at, staffId, action, subject, detail}).
    expect(first.hash).toBe(
      auditHash(GENESIS_HASH, {
        at: first.at,
        staffId: null,
        action: "view",
        subject: first.subject,
        detail: first.detail,
      }),
    );
    expect(await verifyAuditChain(database.db)).toEqual({
      verified: true,
      head: { id: String(rows[11]?.id), hash: rows[11]?.hash },
    });
  });

  it("names the first row whose detail was changed afterwards", async () => {
    const rows = await database.db.selectFrom("audit_events").select("id").orderBy("id").execute();
    const target = String(rows[4]?.id);
    await tamperWithAudit(
      database.db,
      sql`update audit_events set detail = '{"n": 99}'::jsonb where id = ${target}::bigint`,
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({
      verified: false,
      brokenAt: target,
    });
  });
});
