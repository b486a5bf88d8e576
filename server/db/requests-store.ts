import { sql, type Kysely } from "kysely";
import {
  DECLINE_REASONS,
  OUTCOMES,
  REFERRAL_OUTCOMES,
  STATUSES,
  type RequestStatus,
  type RequestSummary,
} from "../../src/shared/wire/inbox-api";
import { addBusinessHours, type OfficeSchedule } from "../../src/shared/office-hours";
import { requestDetail } from "./request-detail";
import type { Database } from "./schema";

export type RequestFilters = {
  status?: RequestStatus | undefined;
  type?: string | undefined;
  /** A staff id, or "none". */
  assignee?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/**
 * When a request counts as overdue: still `new` after `hours` of office time, or its form
 * type's own hours (`hoursByType`: a referral's call back is due within one office hour).
 */
export type OverdueRule = {
  schedule: OfficeSchedule;
  hours: number;
  hoursByType?: Partial<Record<string, number>> | undefined;
};

export const isOverdue = (
  rule: OverdueRule,
  formType: string,
  status: string,
  receivedAt: Date,
  now: Date,
) =>
  status === "new" &&
  addBusinessHours(rule.schedule, receivedAt, rule.hoursByType?.[formType] ?? rule.hours) <= now;

const encodeCursor = (key: string, id: string) =>
  Buffer.from(JSON.stringify([key, id])).toString("base64url");

function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [key, id]: unknown[] = value;
      if (typeof key === "string" && typeof id === "string") return [key, id];
    }
  } catch {
    // not a cursor this service made
  }
  return undefined;
}

/** A referral's decided outcome from its row, or null. */
function referralOf(row: {
  referral_outcome: string | null;
  referral_reason: string | null;
  referral_decided_at: Date | null;
  outcome_email_sent_at: Date | null;
}): RequestSummary["referral"] {
  const outcome = REFERRAL_OUTCOMES.find((value) => value === row.referral_outcome);
  if (!outcome || !row.referral_decided_at) return null;
  return {
    outcome,
    reason: DECLINE_REASONS.find((value) => value === row.referral_reason) ?? null,
    decidedAt: row.referral_decided_at.toISOString(),
    emailSentAt: row.outcome_email_sent_at ? row.outcome_email_sent_at.toISOString() : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRequestsStore(db: Kysely<Database>, rule: OverdueRule) {
  /** Summaries as `staffId` sees them (read or not), with the assignee's name. */
  const summaries = (staffId: string) =>
    db
      .selectFrom("submissions")
      .leftJoin("staff as assignee", "assignee.id", "submissions.assigned_to")
      .select((eb) => [
        "submissions.id",
        "submissions.reference",
        "submissions.form_type",
        "submissions.received_at",
        sql<string>`submissions.received_at::text`.as("received_key"),
        "submissions.status",
        "submissions.outcome",
        "submissions.sealed_to",
        "submissions.closed_at",
        "submissions.referral_outcome",
        "submissions.referral_reason",
        "submissions.referral_decided_at",
        "submissions.outcome_email_sent_at",
        "submissions.assigned_to",
        "assignee.name as assignee_name",
        eb
          .exists(
            eb
              .selectFrom("request_reads")
              .select("request_reads.staff_id")
              .whereRef("request_reads.submission_id", "=", "submissions.id")
              .where("request_reads.staff_id", "=", staffId),
          )
          .as("read"),
        "submissions.added_at",
        eb
          .selectFrom("request_reads")
          .select("request_reads.read_at")
          .whereRef("request_reads.submission_id", "=", "submissions.id")
          .where("request_reads.staff_id", "=", staffId)
          .as("read_at"),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

  const summary = (row: Row, now: Date): RequestSummary => ({
    reference: row.reference,
    formType: row.form_type,
    receivedAt: row.received_at.toISOString(),
    status: STATUSES.find((status) => status === row.status) ?? "new",
    outcome: OUTCOMES.find((outcome) => outcome === row.outcome) ?? null,
    assignee:
      row.assigned_to && row.assignee_name
        ? { id: row.assigned_to, name: row.assignee_name }
        : null,
    read: Boolean(row.read),
    overdue: isOverdue(rule, row.form_type, row.status, row.received_at, now),
    sealedTo: row.sealed_to,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
    referral: referralOf(row),
    addedAt: row.added_at ? row.added_at.toISOString() : null,
    // Sent more through the status link after this person last opened it.
    updated: Boolean(row.added_at && row.read_at && row.added_at > row.read_at),
  });

  return {
    summary,

    /** Newest first, filtered, a page at a time (keyset on received time and id). */
    async list(staffId: string, filters: RequestFilters, now: Date) {
      let query = summaries(staffId);
      if (filters.status) query = query.where("submissions.status", "=", filters.status);
      if (filters.type) query = query.where("submissions.form_type", "=", filters.type);
      if (filters.assignee === "none") query = query.where("submissions.assigned_to", "is", null);
      else if (filters.assignee && UUID.test(filters.assignee)) {
        query = query.where("submissions.assigned_to", "=", filters.assignee);
      } else if (filters.assignee) return undefined;
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor);
        if (!cursor || !UUID.test(cursor[1])) return undefined;
        const [key, id] = cursor;
        query = query.where(
          sql<boolean>`(submissions.received_at, submissions.id) < (${key}::timestamptz, ${id}::uuid)`,
        );
      }
      const rows = await query
        .orderBy("submissions.received_at", "desc")
        .orderBy("submissions.id", "desc")
        .limit(filters.limit + 1)
        .execute();
      const page = rows.slice(0, filters.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => summary(row, now)),
        nextCursor:
          rows.length > filters.limit && last ? encodeCursor(last.received_key, last.id) : null,
      };
    },

    /** What arrived or changed after `since`. */
    async changes(staffId: string, since: Date, now: Date) {
      const rows = await summaries(staffId)
        .where("submissions.updated_at", ">", since)
        .orderBy("submissions.received_at", "desc")
        .limit(500)
        .execute();
      return rows.map((row) => summary(row, now));
    },

    async one(staffId: string, reference: string, now: Date) {
      const row = await summaries(staffId)
        .where("submissions.reference", "=", reference)
        .executeTakeFirst();
      return row && { id: row.id, summary: summary(row, now) };
    },

    async oldestUnansweredAt() {
      const row = await db
        .selectFrom("submissions")
        .select((eb) => eb.fn.min("received_at").as("oldest"))
        .where("status", "=", "new")
        .executeTakeFirst();
      return row?.oldest ? new Date(row.oldest).toISOString() : null;
    },

    /** Notification e-mails that failed after their retries in the last 7 days. */
    async notificationFailures(now: Date) {
      const row = await db
        .selectFrom("notification_outbox")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("failed_at", ">", new Date(now.getTime() - 7 * 86_400_000))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** The detail's ciphertexts and history (the view itself is recorded by the caller). */
    async detail(staffId: string, reference: string, now: Date) {
      const found = await this.one(staffId, reference, now);
      return found && requestDetail(db, reference, found);
    },

    /** Closed requests whose retention ends before `until` (GET retention). */
    async closedBefore(staffId: string, closedBefore: Date, now: Date) {
      const rows = await summaries(staffId)
        .where("submissions.status", "=", "closed")
        .where("submissions.closed_at", "<=", closedBefore)
        .orderBy("submissions.closed_at")
        .execute();
      return rows.map((row) => summary(row, now));
    },
  };
}
