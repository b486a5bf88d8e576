import { sql, type Kysely } from "kysely";
import type { Note, Outcome, RequestStatus } from "../../src/shared/wire/inbox-api";
import { formName, outcomesOf } from "../../src/shared/forms/registry";
import { OUTCOME_LABELS } from "../../src/shared/forms/outcomes";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";

/** The status changes the inbox allows (closing needs an outcome; a closed one may reopen). */
const TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["closed"],
  closed: ["contacted"],
};

export type ActionResult<T = true> =
  { ok: true; value: T } | { ok: false; reason: string; error?: "invalid_outcome" };

const isStatus = (value: string): value is RequestStatus => value in TRANSITIONS;

const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** "or"-joined words: "hired, not hired or withdrawn". */
const either = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;

/** Why `outcome` cannot close a request of `formType` (the registry's outcomes), or undefined. */
function outcomeRefusal(formType: string, outcome: Outcome) {
  const allowed = outcomesOf(formType);
  if (allowed.includes(outcome)) return undefined;
  const words = allowed.map((value) => OUTCOME_LABELS[value].toLowerCase());
  return {
    ok: false as const,
    error: "invalid_outcome" as const,
    reason: allowed.length
      ? `A ${formName(formType).toLowerCase()} closes as ${either(words)}, not ${OUTCOME_LABELS[outcome].toLowerCase()}.`
      : "This kind of request has no outcomes to close with.",
  };
}

/**
 * What staff do to a request, each in one transaction with its audit row; a request that is
 * not there answers undefined.
 */
export function createRequestActions(db: Kysely<Database>) {
  const find = (trx: Kysely<Database>, reference: string) =>
    trx
      .selectFrom("submissions")
      .select(["id", "status", "form_type"])
      .where("reference", "=", reference)
      .forUpdate()
      .executeTakeFirst();

  return {
    /** Marks it read by `staffId` and audits the view. */
    async view(reference: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await find(trx, reference);
        if (!row) return false;
        await trx
          .insertInto("request_reads")
          .values({ staff_id: staffId, submission_id: row.id, read_at: now })
          .onConflict((conflict) =>
            conflict.columns(["staff_id", "submission_id"]).doUpdateSet({ read_at: now }),
          )
          .execute();
        await appendAudit(trx, now, { staffId, action: "view", subject: reference });
        return true;
      });
    },

    async assign(reference: string, assignee: string | null, staffId: string, now: Date) {
      return db.transaction().execute(async (trx): Promise<ActionResult | undefined> => {
        const row = await find(trx, reference);
        if (!row) return undefined;
        if (assignee) {
          const person = await trx
            .selectFrom("staff")
            .select("id")
            .where("id", "=", assignee)
            .where("disabled_at", "is", null)
            .executeTakeFirst();
          if (!person) return refused("There is no active colleague with that id.");
        }
        await trx
          .updateTable("submissions")
          .set({ assigned_to: assignee, updated_at: now })
          .where("id", "=", row.id)
          .execute();
        await appendAudit(trx, now, {
          staffId,
          action: "assign",
          subject: reference,
          detail: { assignee },
        });
        return { ok: true, value: true };
      });
    },

    async setStatus(
      reference: string,
      status: RequestStatus,
      outcome: Outcome | undefined,
      staffId: string,
      now: Date,
    ) {
      return db.transaction().execute(async (trx): Promise<ActionResult | undefined> => {
        const row = await find(trx, reference);
        if (!row) return undefined;
        const from = row.status;
        if (!isStatus(from)) return refused("The request's status is unknown.");
        if (from === status) return refused(`The request is already ${status}.`);
        if (!TRANSITIONS[from].includes(status)) {
          return refused(`A ${from} request cannot become ${status}.`);
        }
        if (status === "closed" && !outcome) return refused("Closing a request needs an outcome.");
        if (status !== "closed" && outcome) return refused("Only closing takes an outcome.");
        const wrongOutcome = outcome && outcomeRefusal(row.form_type, outcome);
        if (wrongOutcome) return wrongOutcome;
        await trx
          .updateTable("submissions")
          .set({
            status,
            outcome: outcome ?? null,
            status_changed_at: now,
            closed_at: status === "closed" ? now : null,
            updated_at: now,
            // The first time only: the status page's "We called you" keeps its first date.
            ...(status === "contacted"
              ? { contacted_at: sql<Date>`coalesce(contacted_at, ${now})` }
              : {}),
          })
          .where("id", "=", row.id)
          .execute();
        await appendAudit(trx, now, {
          staffId,
          action: "status",
          subject: reference,
          detail: { from, to: status, ...(outcome ? { outcome } : {}) },
        });
        return { ok: true, value: true };
      });
    },

    async addNote(reference: string, ciphertext: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx): Promise<Note | undefined> => {
        const row = await find(trx, reference);
        if (!row) return undefined;
        const note = await trx
          .insertInto("notes")
          .values({ submission_id: row.id, author_id: staffId, ciphertext, created_at: now })
          .returning(["id"])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("submissions")
          .set({ updated_at: now })
          .where("id", "=", row.id)
          .execute();
        const author = await trx
          .selectFrom("staff")
          .select(["id", "name"])
          .where("id", "=", staffId)
          .executeTakeFirstOrThrow();
        await appendAudit(trx, now, {
          staffId,
          action: "note",
          subject: reference,
          detail: { noteId: note.id },
        });
        return { id: note.id, author, createdAt: now.toISOString(), ciphertext };
      });
    },

    async recordExport(reference: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await find(trx, reference);
        if (!row) return false;
        await appendAudit(trx, now, { staffId, action: "export", subject: reference });
        return true;
      });
    },

    /**
     * Deletes the requests closed `days` or more before `now` (with their notes and reads),
     * each with an audit row that keeps its reference. Returns the references deleted.
     */
    async deleteExpired(days: number, now: Date): Promise<string[]> {
      const cutoff = new Date(now.getTime() - days * 86_400_000);
      const due = await db
        .selectFrom("submissions")
        .select(["reference"])
        .where("status", "=", "closed")
        .where("closed_at", "<=", cutoff)
        .execute();
      const deleted: string[] = [];
      for (const { reference } of due) {
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .deleteFrom("submissions")
            .where("reference", "=", reference)
            .where("status", "=", "closed")
            .where("closed_at", "<=", cutoff)
            .returning(["form_type", "closed_at"])
            .executeTakeFirst();
          if (!row) return;
          await appendAudit(trx, now, {
            staffId: null,
            action: "delete",
            subject: reference,
            detail: { formType: row.form_type, closedAt: row.closed_at?.toISOString(), days },
          });
          deleted.push(reference);
        });
      }
      return deleted;
    },
  };
}
