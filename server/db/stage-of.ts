import type { Kysely } from "kysely";
import type { RequestStage } from "../../src/shared/wire/inbox-stage";
import {
  MILESTONES,
  PUBLIC_NOTES,
  type Milestone,
  type PublicNote,
} from "../../src/shared/wire/status";
import type { Database } from "./schema";

const isMilestone = (value: string): value is Milestone =>
  MILESTONES.some((kind) => kind === value);
const isNote = (value: string | null): value is PublicNote =>
  PUBLIC_NOTES.some((code) => code === value);

/** What the request's status link shows, as its detail gives it to staff. */
export async function stageOf(db: Kysely<Database>, submissionId: string): Promise<RequestStage> {
  const [link, rows, submission] = await Promise.all([
    db
      .selectFrom("status_links")
      .select("revoked_at")
      .where("submission_id", "=", submissionId)
      .executeTakeFirst(),
    db
      .selectFrom("request_milestones")
      .select(["kind", "on_date", "recorded_at"])
      .where("submission_id", "=", submissionId)
      .execute(),
    db
      .selectFrom("submissions")
      .select(["public_note", "public_note_at"])
      .where("id", "=", submissionId)
      .executeTakeFirst(),
  ]);
  const milestones = rows
    .flatMap((row) =>
      isMilestone(row.kind)
        ? [{ kind: row.kind, date: row.on_date, at: row.recorded_at.toISOString() }]
        : [],
    )
    .sort((a, b) => MILESTONES.indexOf(a.kind) - MILESTONES.indexOf(b.kind));
  const code = submission?.public_note ?? null;
  const noteAt = submission?.public_note_at;
  return {
    link: link ? { revokedAt: link.revoked_at?.toISOString() ?? null } : null,
    milestones,
    note: isNote(code) && noteAt ? { code, at: noteAt.toISOString() } : null,
  };
}
