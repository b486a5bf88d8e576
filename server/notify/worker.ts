import type { Kysely } from "kysely";
import { auditHead, formatHead } from "../db/audit-store";
import type { Database } from "../db/schema";
import type { Mailer } from "./mailer";

/** Waits before each retry of a failed send; after the last, the row is marked failed. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 5 * 60_000];

/** A claimed row is not picked again by another process for this long. */
const CLAIM_MS = 2 * 60_000;

type Log = { info: (object: object, message: string) => void };

/**
 * Sends the outbox's due rows once: each is claimed (`for update skip locked`, so several
 * processes share the work), sent (or, without a mailer, logged as `notification due` with
 * the reference only), then marked sent, rescheduled, or failed after its retries.
 */
export async function deliverDue(
  db: Kysely<Database>,
  mailer: Mailer | undefined,
  log: Log,
  now: Date,
) {
  const claimed = await db
    .updateTable("notification_outbox")
    .set({ next_at: new Date(now.getTime() + CLAIM_MS) })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("notification_outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("next_at", "<=", now)
        .orderBy("id")
        .limit(20)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  let sent = 0;
  for (const row of claimed) {
    const staff = await db
      .selectFrom("staff")
      .select(["email"])
      .where("id", "=", row.staff_id)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    try {
      if (!staff?.email) throw new Error("no address");
      if (mailer) {
        // The audit head as it stands now: the e-mail's point is a recent one.
        const head = row.kind === "audit_head" ? formatHead(await auditHead(db)) : undefined;
        await mailer.send({
          to: staff.email,
          reference: row.reference,
          formType: row.form_type,
          kind: row.kind,
          head,
        });
      } else {
        log.info({ reference: row.reference, kind: row.kind }, "notification due");
      }
      await db
        .updateTable("notification_outbox")
        .set({ sent_at: now, attempts: row.attempts + 1 })
        .where("id", "=", row.id)
        .execute();
      sent += 1;
    } catch {
      const attempts = row.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await db
        .updateTable("notification_outbox")
        .set(
          delay === undefined
            ? { attempts, failed_at: now }
            : { attempts, next_at: new Date(now.getTime() + delay) },
        )
        .where("id", "=", row.id)
        .execute();
      log.info({ reference: row.reference, attempts }, "notification not sent");
    }
  }
  return { claimed: claimed.length, sent };
}
