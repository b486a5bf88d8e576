import type { Kysely } from "kysely";
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

/** PostgreSQL's JSON time text (`2026-11-28T20:19:50.123456+00:00`) as ISO 8601 UTC. */
export const isoOf = (time: string): string => new Date(time).toISOString();
