import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * What a colleague is told of a request: its reference and form type, and for an addition
 * through the status link its number within the request. Never content.
 */
export type RequestNotice = {
  reference: string;
  formType: string;
  kind: "new" | "addition";
  /** For kind "addition": 1 for the request's first addition, and so on. */
  additionSeq?: number;
};

/**
 * Queues one outbox row per colleague who hears of requests (active, alerts on, with an
 * address): the same people and the same delivery (`deliverDue`, its retries) for a new
 * request and for more sent to one. `db` may be a transaction: an addition's rows commit with
 * the addition or not at all. Queued once: the outbox's unique key ignores a second try.
 */
export async function enqueueForNotified(db: Kysely<Database>, notice: RequestNotice, now: Date) {
  const staff = await db
    .selectFrom("staff")
    .select("id")
    .where("disabled_at", "is", null)
    .where("notify", "=", true)
    .where("email", "is not", null)
    .execute();
  if (staff.length === 0) return;
  await db
    .insertInto("notification_outbox")
    .values(
      staff.map((row) => ({
        reference: notice.reference,
        form_type: notice.formType,
        staff_id: row.id,
        kind: notice.kind,
        addition_seq: notice.kind === "addition" ? (notice.additionSeq ?? 1) : 0,
        next_at: now,
      })),
    )
    .onConflict((conflict) => conflict.constraint("notification_outbox_once").doNothing())
    .execute();
}
