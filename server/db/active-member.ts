import type { Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * The staff member a write acts for is still active, checked at the point of the write (inside
 * its transaction): an administrator may disable them while their request is in flight, after
 * the access hook let it through.
 *
 * FOR KEY SHARE holds their row until the write commits. Disabling locks the row FOR UPDATE
 * first (team-store), so the two line up: a write that locked first commits, and the disabling
 * then deletes what it added; a write that comes second waits, re-reads the row, finds it
 * disabled and is refused. KEY SHARE is the lock a foreign key check already takes, so a write
 * that inserted a row naming the member holds it already and never waits behind itself.
 */
export async function lockActiveMember(trx: Transaction<Database>, staffId: string) {
  const row = await trx
    .selectFrom("staff")
    .select("id")
    .where("id", "=", staffId)
    .where("disabled_at", "is", null)
    .forKeyShare()
    .executeTakeFirst();
  return row !== undefined;
}

/** Thrown (and answered 401 `signed_out` by the inbox) when the member was disabled meanwhile. */
export class MemberInactiveError extends Error {
  readonly statusCode = 401;
  constructor() {
    super("This staff member was disabled.");
    this.name = "MemberInactiveError";
  }
}

/** `lockActiveMember`, or throws `MemberInactiveError` (rolling the transaction back). */
export async function requireActiveMember(trx: Transaction<Database>, staffId: string) {
  if (!(await lockActiveMember(trx, staffId))) throw new MemberInactiveError();
}
