import type { Kysely } from "kysely";
import type { Note, RequestDetail, RequestSummary } from "../../src/shared/wire/inbox-api";
import { additionsOf } from "./additions-store";
import { historyOf } from "./request-history";
import { stageOf } from "./stage-of";
import type { Database } from "./schema";

/** A request's detail: its ciphertext, its notes' ciphertexts, and its history (the audit). */
export async function requestDetail(
  db: Kysely<Database>,
  reference: string,
  found: { id: string; summary: RequestSummary },
): Promise<RequestDetail> {
  const submission = await db
    .selectFrom("submissions")
    .select(["ciphertext", "form_version"])
    .where("id", "=", found.id)
    .executeTakeFirstOrThrow();
  const notes = await db
    .selectFrom("notes")
    .leftJoin("staff", "staff.id", "notes.author_id")
    .select(["notes.id", "notes.ciphertext", "notes.created_at", "notes.author_id", "staff.name"])
    .where("notes.submission_id", "=", found.id)
    .orderBy("notes.created_at")
    .execute();
  return {
    ...found.summary,
    formVersion: submission.form_version,
    ciphertext: submission.ciphertext,
    notes: notes.map((note): Note => ({
      id: note.id,
      author: note.author_id && note.name ? { id: note.author_id, name: note.name } : null,
      createdAt: note.created_at.toISOString(),
      ciphertext: note.ciphertext,
    })),
    history: await historyOf(db, reference),
    stage: await stageOf(db, found.id),
    additions: await additionsOf(db, found.id),
  };
}
