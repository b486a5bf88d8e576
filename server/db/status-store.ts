import type { Kysely } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { STATUS_LINK_DAYS_AFTER_CLOSE } from "../../src/shared/wire/status";
import type { Database } from "./schema";

/**
 * The status link's rows (issue 31, src/shared/wire/status.ts): the link a hash names, and
 * whether it still answers. The secret is never here: only its SHA-256 (`status_links`).
 */

/** A link and the little of its request the "gone" rules need. */
export type StatusLink = {
  submissionId: string;
  reference: string;
  formType: string;
  status: string;
  closedAt: Date | null;
  revokedAt: Date | null;
};

/** What a link is worth now: `open` answers; the others are refused (404 or 410). */
export type LinkState = "unknown" | "withdrawn" | "expired" | "open";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link closed at `closedAt` stops answering; null while its request is open. */
export const linkExpiresAt = (closedAt: Date | null): Date | null =>
  closedAt && new Date(closedAt.getTime() + STATUS_LINK_DAYS_AFTER_CLOSE * DAY_MS);

/**
 * The rules every route of the link follows: no link (never made, or deleted with its request
 * by retention) is `unknown`; staff revoked it: `withdrawn`, whatever its age; 30 days after
 * its request closed (`closedAt + STATUS_LINK_DAYS_AFTER_CLOSE` days ≤ now): `expired`. A
 * request reopened has no `closedAt` again, so its link answers again.
 */
export function linkState(
  link: Pick<StatusLink, "closedAt" | "revokedAt"> | undefined,
  now: Date,
): LinkState {
  if (!link) return "unknown";
  if (link.revokedAt) return "withdrawn";
  const expires = linkExpiresAt(link.closedAt);
  if (expires && expires.getTime() <= now.getTime()) return "expired";
  return "open";
}

/**
 * The link stored under `hash` (SHA-256 hex of a secret), with its request's reference, kind,
 * status and closing time; undefined when there is none. One primary-key probe.
 */
export async function linkByHash(
  db: Kysely<Database>,
  hash: string,
): Promise<StatusLink | undefined> {
  const row = await db
    .selectFrom("status_links as l")
    .innerJoin("submissions as s", "s.id", "l.submission_id")
    .select(["l.submission_id", "l.revoked_at", "s.reference", "s.form_type", "s.status"])
    .select("s.closed_at")
    .where("l.secret_hash", "=", hash)
    .executeTakeFirst();
  return (
    row && {
      submissionId: row.submission_id,
      reference: row.reference,
      formType: row.form_type,
      status: row.status,
      closedAt: row.closed_at,
      revokedAt: row.revoked_at,
    }
  );
}

/**
 * Links `submissionId` to `hash`, in the caller's transaction. False (and nothing stored) when
 * the hash already names another request or this one already has a link: the request is kept
 * either way; it just has no (new) link. `on conflict do nothing` covers both unique keys, so a
 * clash never aborts the transaction the request is stored in.
 */
export async function insertStatusLink(
  trx: Kysely<Database>,
  submissionId: string,
  hash: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto("status_links")
    .values({ secret_hash: hash, submission_id: submissionId })
    .onConflict((conflict) => conflict.doNothing())
    .returning("secret_hash")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A time read from JSON as ISO 8601 UTC. Kysely types `jsonArrayFrom`'s times as Dates, but
 * PostgreSQL's JSON carries text (`2026-11-28T20:19:50.123456+00:00`): both read the same.
 */
export const isoOf = (time: Date | string): string => new Date(time).toISOString();

/** What the status page may show of a request, as one query reads it (`statusByHash`). */
export type StatusRow = StatusLink & {
  receivedAt: Date;
  contactedAt: Date | null;
  outcome: string | null;
  referralOutcome: string | null;
  referralReason: string | null;
  referralDecidedAt: Date | null;
  publicNote: string | null;
  publicNoteAt: Date | null;
  /** Their times come as text at run time, whatever the type says: read them with `isoOf`. */
  milestones: { kind: string; on_date: string | null; recorded_at: Date | string }[];
  additions: { created_at: Date | string }[];
};

/**
 * The link under `hash`, its request's public columns, milestones and the times of what was
 * sent later: ONE statement (subqueries on the primary key's row), so a known and an unknown
 * hash cost the same round trip. Never the ciphertext, the notes or anything sealed.
 */
async function statusByHash(db: Kysely<Database>, hash: string): Promise<StatusRow | undefined> {
  const row = await db
    .selectFrom("status_links as l")
    .innerJoin("submissions as s", "s.id", "l.submission_id")
    .select(["l.submission_id", "l.revoked_at", "s.reference", "s.form_type", "s.status"])
    .select(["s.closed_at", "s.received_at", "s.contacted_at", "s.outcome"])
    .select(["s.referral_outcome", "s.referral_reason", "s.referral_decided_at"])
    .select(["s.public_note", "s.public_note_at"])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom("request_milestones as m")
          .select(["m.kind", "m.on_date", "m.recorded_at"])
          .whereRef("m.submission_id", "=", "s.id")
          .orderBy("m.recorded_at")
          .orderBy("m.kind"),
      ).as("milestones"),
      jsonArrayFrom(
        eb
          .selectFrom("request_additions as a")
          .select("a.created_at")
          .whereRef("a.submission_id", "=", "s.id")
          .orderBy("a.created_at"),
      ).as("additions"),
    ])
    .where("l.secret_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    submissionId: row.submission_id,
    reference: row.reference,
    formType: row.form_type,
    status: row.status,
    closedAt: row.closed_at,
    revokedAt: row.revoked_at,
    receivedAt: row.received_at,
    contactedAt: row.contacted_at,
    outcome: row.outcome,
    referralOutcome: row.referral_outcome,
    referralReason: row.referral_reason,
    referralDecidedAt: row.referral_decided_at,
    publicNote: row.public_note,
    publicNoteAt: row.public_note_at,
    milestones: row.milestones,
    additions: row.additions,
  };
}

/** The store's face of the links (`store.statusLinks`): the queries above on its database. */
export const statusStore = (db: Kysely<Database>) => ({
  linkByHash: (hash: string) => linkByHash(db, hash),
  statusByHash: (hash: string) => statusByHash(db, hash),
});
