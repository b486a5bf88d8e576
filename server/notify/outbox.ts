import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isOverdue, type OverdueRule } from "../db/requests-store";
import { enqueueForNotified } from "./enqueue";

/**
 * The notification outbox: one row per (request, colleague, kind) with a reference and a form
 * type only, never content. Rows for a new request are written right after the submission's
 * own INSERT (not in its transaction: a failure here is logged and never fails the visitor's
 * 201); an addition's rows are written in the addition's transaction (additions-store.ts).
 */
export async function enqueueNew(
  db: Kysely<Database>,
  request: { reference: string; formType: string },
  now: Date,
) {
  const { reference, formType } = request;
  await enqueueForNotified(db, { reference, formType, kind: "new" }, now);
}

/** The active admins with an e-mail address: who gets an escalation or the audit head. */
export function activeAdminsWithEmail(db: Kysely<Database>) {
  return db
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("email", "is not", null)
    .execute();
}

/**
 * Requests still `new` after the answer time: each is flagged once (`overdue_alerted_at`) and
 * the active admins with an address get one e-mail about it (whatever their `notify`: this is
 * an escalation). Returns the references alerted.
 */
export async function alertOverdue(db: Kysely<Database>, rule: OverdueRule, now: Date) {
  const waiting = await db
    .selectFrom("submissions")
    .select(["id", "reference", "form_type", "status", "received_at"])
    .where("status", "=", "new")
    .where("overdue_alerted_at", "is", null)
    .orderBy("received_at")
    .limit(500)
    .execute();
  const alerted: string[] = [];
  for (const request of waiting) {
    if (!isOverdue(rule, request.form_type, request.status, request.received_at, now)) continue;
    await db.transaction().execute(async (trx) => {
      const flagged = await trx
        .updateTable("submissions")
        .set({ overdue_alerted_at: now })
        .where("id", "=", request.id)
        .where("overdue_alerted_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!flagged) return;
      const admins = await activeAdminsWithEmail(trx);
      if (admins.length > 0) {
        await trx
          .insertInto("notification_outbox")
          .values(
            admins.map((admin) => ({
              reference: request.reference,
              form_type: request.form_type,
              staff_id: admin.id,
              kind: "overdue" as const,
              next_at: now,
            })),
          )
          .onConflict((conflict) => conflict.constraint("notification_outbox_once").doNothing())
          .execute();
      }
      alerted.push(request.reference);
    });
  }
  return alerted;
}
