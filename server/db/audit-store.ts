import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { requireActiveMember } from "./active-member";
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
  /** It records what already happened outside the database (an e-mail sent): kept even if the
   * actor was disabled meanwhile. Otherwise a disabled actor's write is refused here. */
  afterTheFact?: boolean;
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
  // Before the chain's lock (disabling takes the member's row, then this lock).
  if (entry.staffId && !entry.afterTheFact) await requireActiveMember(trx, entry.staffId);
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

/** The chain's last row: its id and hash. Written down, it lets a later check see a cut tail. */
export type AuditHead = { id: string; hash: string };

/** "ID:HASH"; an empty chain's head is "0:" and the genesis hash. */
export const formatHead = (head: AuditHead | null) =>
  head ? `${head.id}:${head.hash}` : `0:${GENESIS_HASH}`;

/**
 * "ID:HASH" as `formatHead` writes it, or null. The hash may be shortened to its first 16 hex
 * digits (64 bits: still no forger's match), for heads copied by hand.
 */
export function parseHead(text: string): AuditHead | null {
  const match = /^(\d{1,19}):([0-9a-f]{16,64})$/i.exec(text.trim());
  return match?.[1] && match[2] ? { id: match[1], hash: match[2].toLowerCase() } : null;
}

/** The last row of the chain (by id), or null when it has none. */
export async function auditHead(db: Kysely<Database>): Promise<AuditHead | null> {
  const row = await db
    .selectFrom("audit_events")
    .select(["id", "hash"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { id: String(row.id), hash: row.hash } : null;
}

/**
 * Whether the chain still holds row `expected.id` with that hash (prefix): "missing" when the
 * tail was cut before it, "different" when the chain was rewritten. With a chain that verifies,
 * "found" proves every row up to it is as it was when the head was written down.
 */
async function checkExpected(
  db: Kysely<Database>,
  expected: AuditHead,
): Promise<"found" | "missing" | "different"> {
  if (expected.id === "0") return GENESIS_HASH.startsWith(expected.hash) ? "found" : "different";
  const row = await db
    .selectFrom("audit_events")
    .select("hash")
    .where(sql<boolean>`id = ${expected.id}::bigint`)
    .executeTakeFirst();
  if (!row) return "missing";
  return row.hash.startsWith(expected.hash) ? "found" : "different";
}

export type ChainCheck = ({ verified: true } | { verified: false; brokenAt: string }) & {
  /** The last row as stored (whether or not the chain verifies). */
  head: AuditHead | null;
  /** Only when a head was expected: whether the chain still holds it. */
  expected?: "found" | "missing" | "different";
};

/**
 * Recomputes the whole chain, oldest first; names the first row that does not verify. A chain
 * cut short, or rewritten with every later hash recomputed, still verifies: only a head written
 * down before (`expect`) tells, hence the head in the answer.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: { expect?: AuditHead } = {},
): Promise<ChainCheck> {
  const head = await auditHead(db);
  const expected = options.expect ? { expected: await checkExpected(db, options.expect) } : {};
  const walk = await walkChain(db);
  return { ...walk, head, ...expected };
}

async function walkChain(
  db: Kysely<Database>,
): Promise<{ verified: true } | { verified: false; brokenAt: string }> {
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
