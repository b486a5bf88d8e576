import { sql, type Kysely } from "kysely";
import type { DeclineReason, ReferralOutcome } from "../../src/shared/wire/inbox-api";
import { appendAudit } from "./audit-store";
import type { ActionResult } from "./request-actions";
import type { Database } from "./schema";

const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/**
 * A referral's outcome, as staff record it: accepted, or declined with a reason's code (the
 * words of "other" are never stored). Each in one transaction with its audit row; a request
 * that is not there answers undefined.
 */
export function createReferralOutcomes(db: Kysely<Database>) {
  return {
    /**
     * Records the outcome; a referral still `new` becomes `contacted` (the referrer is
     * answered). The same outcome again is accepted while its e-mail has not gone out (a retry
     * of the e-mail); another outcome once decided is refused.
     */
    async decide(
      reference: string,
      outcome: ReferralOutcome,
      reason: DeclineReason | null,
      staffId: string,
      now: Date,
    ) {
      return db.transaction().execute(async (trx): Promise<ActionResult | undefined> => {
        const row = await trx
          .selectFrom("submissions")
          .select(["id", "status", "form_type", "referral_outcome", "referral_reason"])
          .select("outcome_email_sent_at")
          .where("reference", "=", reference)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.form_type !== "referral") return refused("Only a referral has this outcome.");
        if (row.referral_outcome) {
          const same = row.referral_outcome === outcome && row.referral_reason === reason;
          if (!same) return refused(`This referral was already ${row.referral_outcome}.`);
          if (row.outcome_email_sent_at) {
            return refused("The referrer was already e-mailed this outcome.");
          }
          return { ok: true, value: true };
        }
        const answered = row.status === "new";
        await trx
          .updateTable("submissions")
          .set({
            referral_outcome: outcome,
            referral_reason: reason,
            referral_decided_at: now,
            updated_at: now,
            ...(answered
              ? {
                  status: "contacted",
                  status_changed_at: now,
                  // As setStatus does: the first date stays.
                  contacted_at: sql<Date>`coalesce(contacted_at, ${now})`,
                }
              : {}),
          })
          .where("id", "=", row.id)
          .execute();
        await appendAudit(trx, now, {
          staffId,
          action: "referral_outcome",
          subject: reference,
          detail: { outcome, ...(reason ? { reason } : {}) },
        });
        return { ok: true, value: true };
      });
    },

    /** The referrer was e-mailed: the time only (never the address), audited. */
    async emailSent(reference: string, staffId: string, now: Date) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("submissions")
          .set({ outcome_email_sent_at: now, updated_at: now })
          .where("reference", "=", reference)
          .execute();
        // The e-mail went: its record stays even if the sender was disabled meanwhile.
        await appendAudit(trx, now, {
          staffId,
          action: "outcome_email",
          subject: reference,
          afterTheFact: true,
        });
      });
    },
  };
}
