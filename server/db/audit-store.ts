import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";

/** @internal The first row's `prev_hash` (exported for its test). */
export const GENESIS_HASH = "0".repeat(64);

/** Serialises appends to the chain (pg_advisory_xact_lock's key: "audit" in ASCII). */
const AUDIT_LOCK = 0x61756469;

export type AuditEntry = {
  staffId: string | null;
  action: string;
  /** A request's reference, a staff id, a key id… */
  subject: string | null;
  detail?: Record<string, unknown>;
};

/** @internal JSON with object keys sorted at every level, so the same row always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

type HashedFields = {
  at: Date;
  staffId: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown>;
};

/** @internal SHA-256 of the previous hash and the row's canonical JSON (hex). */
export function auditHash(prevHash: string, row: HashedFields): string {
  const { at, staffId, action, subject, detail } = row;
  return createHash("sha256")
    .update(prevHash + canonicalJson({ at: at.toISOString(), staffId, action, subject, detail }))
    .digest("hex");
}

/**
 * Appends one event inside `trx` (the transaction of the change it records): takes the chain's
 * advisory lock, so concurrent appends line up, then links the row to the last one.
 */
export async function appendAudit(trx: Transaction<Database>, at: Date, entry: AuditEntry) {
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
  const last = await trx
    .selectFrom("audit_events")
    .select("hash")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const prevHash = last?.hash ?? GENESIS_HASH;
  const detail = entry.detail ?? {};
  const row = { at, staffId: entry.staffId, action: entry.action, subject: entry.subject, detail };
  await trx
    .insertInto("audit_events")
    .values({
      at,
      staff_id: entry.staffId,
      action: entry.action,
      subject: entry.subject,
      detail: JSON.stringify(detail),
      prev_hash: prevHash,
      hash: auditHash(prevHash, row),
    })
    .execute();
}

export type ChainCheck = { verified: true } | { verified: false; brokenAt: string };

/** Recomputes the whole chain, oldest first; names the first row that does not verify. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH;
  let after = "0";
  for (;;) {
    const rows = await db
      .selectFrom("audit_events")
      .selectAll()
      .where(sql<boolean>`id > ${after}::bigint`)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) return { verified: true };
    for (const row of rows) {
      const expected = auditHash(prevHash, {
        at: row.at,
        staffId: row.staff_id,
        action: row.action,
        subject: row.subject,
        detail: row.detail,
      });
      if (row.prev_hash !== prevHash || row.hash !== expected) {
        return { verified: false, brokenAt: String(row.id) };
      }
      prevHash = row.hash;
      after = String(row.id);
    }
  }
}
