import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { activeAdminsWithEmail } from "./outbox";

/** The office's calendar day of `now` (YYYY-MM-DD) in its time zone. */
function officeDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The daily audit-head e-mail, queued like the overdue alert: on the jobs' first pass of each
 * office day, one outbox row (kind "audit_head", the day as its reference) per active admin
 * with an address; `deliverDue` sends it, with the head as it stands then, and retries it as
 * any other. Once a day: a row for the day already queued stops the rest (and the outbox's
 * unique key stops two processes racing). Returns how many rows it queued.
 */
export async function enqueueAuditHead(db: Kysely<Database>, timeZone: string, now: Date) {
  const day = officeDay(now, timeZone);
  const queued = await db
    .selectFrom("notification_outbox")
    .select("id")
    .where("kind", "=", "audit_head")
    .where("reference", "=", day)
    .limit(1)
    .executeTakeFirst();
  if (queued) return 0;
  const admins = await activeAdminsWithEmail(db);
  if (admins.length === 0) return 0;
  const rows = await db
    .insertInto("notification_outbox")
    .values(
      admins.map((admin) => ({
        reference: day,
        form_type: "audit",
        staff_id: admin.id,
        kind: "audit_head" as const,
        next_at: now,
      })),
    )
    .onConflict((conflict) => conflict.constraint("notification_outbox_once").doNothing())
    .returning("id")
    .execute();
  return rows.length;
}
