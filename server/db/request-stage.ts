import type { Kysely, Transaction } from "kysely";
import { formName } from "../../src/shared/forms/registry";
import { DATED_MILESTONES, milestonesOf } from "../../src/shared/wire/inbox-stage";
import type { Milestone, PublicNote } from "../../src/shared/wire/status";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";
import { stageOf } from "./stage-of";

/** A refusal with its HTTP status, code and words for staff. */
export type StageRefusal = { ok: false; status: 400 | 404 | 409; error: string; message: string };
export type StageResult = { ok: true; formType: string; submissionId: string } | StageRefusal;

const refuse = (status: StageRefusal["status"], error: string, message: string): StageRefusal => ({
  ok: false,
  status,
  error,
  message,
});

/** The request, locked for the change; undefined when there is none. */
const lockRequest = (trx: Transaction<Database>, reference: string) =>
  trx
    .selectFrom("submissions")
    .select(["id", "form_type", "referral_outcome", "public_note"])
    .where("reference", "=", reference)
    .forUpdate()
    .executeTakeFirst();

const milestoneOf = (trx: Transaction<Database>, submissionId: string, kind: Milestone) =>
  trx
    .selectFrom("request_milestones")
    .select("on_date")
    .where("submission_id", "=", submissionId)
    .where("kind", "=", kind)
    .executeTakeFirst();

/**
 * What staff change of a request's stage (issue 31): each in one transaction with its audit row
 * (none when nothing changed); a request that is not there answers undefined.
 */
export function createRequestStage(db: Kysely<Database>) {
  const touch = (trx: Transaction<Database>, id: string, now: Date) =>
    trx.updateTable("submissions").set({ updated_at: now }).where("id", "=", id).execute();

  return {
    stageOf: (submissionId: string) => stageOf(db, submissionId),

    /** Records (or re-dates) a milestone, after the rules of its kind and its order. */
    async setMilestone(
      reference: string,
      kind: Milestone,
      date: string | null,
      staffId: string,
      now: Date,
    ) {
      return db.transaction().execute(async (trx): Promise<StageResult | undefined> => {
        const row = await lockRequest(trx, reference);
        if (!row) return undefined;
        const what = formName(row.form_type).toLowerCase();
        if (!milestonesOf(row.form_type).includes(kind)) {
          return refuse(400, "milestone_not_allowed", `A ${what} does not take this milestone.`);
        }
        const dated = DATED_MILESTONES.includes(kind);
        if (dated && !date) return refuse(400, "date_required", "Give the day it is for.");
        if (!dated && date) {
          return refuse(400, "date_not_taken", "This milestone takes no date: it is dated today.");
        }
        if (row.form_type === "referral" && row.referral_outcome !== "accepted") {
          return refuse(
            409,
            "not_accepted",
            "Accept the referral first: its first visit follows the decision.",
          );
        }
        if (
          kind === "first_visit_completed" &&
          !(await milestoneOf(trx, row.id, "first_visit_scheduled"))
        ) {
          return refuse(
            409,
            "not_scheduled",
            "Record the first visit as scheduled (with its date) before marking it completed.",
          );
        }
        const existing = await milestoneOf(trx, row.id, kind);
        if (existing && existing.on_date === date)
          return { ok: true, formType: row.form_type, submissionId: row.id };
        await trx
          .insertInto("request_milestones")
          .values({
            submission_id: row.id,
            kind,
            on_date: date,
            recorded_at: now,
            recorded_by: staffId,
          })
          .onConflict((conflict) =>
            conflict
              .columns(["submission_id", "kind"])
              .doUpdateSet({ on_date: date, recorded_at: now, recorded_by: staffId }),
          )
          .execute();
        await touch(trx, row.id, now);
        await appendAudit(trx, now, {
          staffId,
          action: "milestone",
          subject: reference,
          detail: date ? { kind, date } : { kind },
        });
        return { ok: true, formType: row.form_type, submissionId: row.id };
      });
    },

    /** Removes a milestone recorded by mistake (a scheduled visit only once none completed). */
    async removeMilestone(reference: string, kind: Milestone, staffId: string, now: Date) {
      return db.transaction().execute(async (trx): Promise<StageResult | undefined> => {
        const row = await lockRequest(trx, reference);
        if (!row) return undefined;
        if (
          kind === "first_visit_scheduled" &&
          (await milestoneOf(trx, row.id, "first_visit_completed"))
        ) {
          return refuse(
            409,
            "completed_first",
            "Remove “first visit completed” first: a completed visit was scheduled.",
          );
        }
        const removed = await trx
          .deleteFrom("request_milestones")
          .where("submission_id", "=", row.id)
          .where("kind", "=", kind)
          .returning("kind")
          .executeTakeFirst();
        if (!removed) return refuse(404, "no_milestone", "This milestone is not recorded.");
        await touch(trx, row.id, now);
        await appendAudit(trx, now, {
          staffId,
          action: "milestone_removed",
          subject: reference,
          detail: { kind },
        });
        return { ok: true, formType: row.form_type, submissionId: row.id };
      });
    },

    /** Sets the public note's code, or none (null); the same code again changes nothing. */
    async setNote(reference: string, code: PublicNote | null, staffId: string, now: Date) {
      return db.transaction().execute(async (trx): Promise<StageResult | undefined> => {
        const row = await lockRequest(trx, reference);
        if (!row) return undefined;
        if (row.public_note === code)
          return { ok: true, formType: row.form_type, submissionId: row.id };
        await trx
          .updateTable("submissions")
          .set({ public_note: code, public_note_at: code ? now : null, updated_at: now })
          .where("id", "=", row.id)
          .execute();
        await appendAudit(trx, now, {
          staffId,
          action: "public_note",
          subject: reference,
          detail: { code },
        });
        return { ok: true, formType: row.form_type, submissionId: row.id };
      });
    },

    /** Withdraws the request's status link for good: it then answers 410 `withdrawn`. */
    async revoke(reference: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx): Promise<StageResult | undefined> => {
        const row = await lockRequest(trx, reference);
        if (!row) return undefined;
        const link = await trx
          .selectFrom("status_links")
          .select("revoked_at")
          .where("submission_id", "=", row.id)
          .forUpdate()
          .executeTakeFirst();
        if (!link) {
          return refuse(
            404,
            "no_link",
            "This request has no status link (it was sent before links existed).",
          );
        }
        if (link.revoked_at) {
          return refuse(409, "already_withdrawn", "This status link was already withdrawn.");
        }
        await trx
          .updateTable("status_links")
          .set({ revoked_at: now, revoked_by: staffId })
          .where("submission_id", "=", row.id)
          .execute();
        await touch(trx, row.id, now);
        await appendAudit(trx, now, { staffId, action: "status_link_revoked", subject: reference });
        return { ok: true, formType: row.form_type, submissionId: row.id };
      });
    },

    /** The referrer was e-mailed a milestone: when and which (never the address), audited. */
    async emailed(reference: string, kind: Milestone, staffId: string, now: Date) {
      await db.transaction().execute(async (trx) => {
        await appendAudit(trx, now, {
          staffId,
          action: "milestone_email",
          subject: reference,
          detail: { kind },
          afterTheFact: true,
        });
      });
    },
  };
}
