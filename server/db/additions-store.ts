import { sql, type Kysely } from "kysely";
import type { Attachment } from "../../src/shared/wire/envelope";
import { enqueueForNotified } from "../notify/enqueue";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";
import { claimUploads } from "./uploads-store";

/**
 * What a visitor sends later through the status link (issue 31, "Send more later"): sealed in
 * the page like the request, stored next to it (`request_additions`), its files claimed by the
 * request and tagged with the addition (`uploads.addition_id`).
 */

/** At most this many additions per request: more is a phone call (409 `too_many_additions`). */
export const MAX_ADDITIONS = 10;

export type NewAddition = {
  submissionId: string;
  reference: string;
  clientRequestId: string;
  ciphertext: string;
  sealedTo: readonly string[];
  attachments: readonly Attachment[];
};

export type AdditionResult =
  /** `created` false: this client request id was stored before (a retry). */
  | { ok: true; at: Date; created: boolean }
  | { ok: false; reason: "closed" | "too_many" | "other_request" };

/** An addition already stored under `clientRequestId` (any request's), and for which request. */
export async function additionByClientId(db: Kysely<Database>, clientRequestId: string) {
  return db
    .selectFrom("request_additions")
    .select(["submission_id", "created_at"])
    .where("client_request_id", "=", clientRequestId)
    .executeTakeFirst();
}

/**
 * Stores one addition, once per client request id, in one transaction with its files' claim
 * (`AttachmentsRefused` rolls everything back), the request's `added_at` and `updated_at` (the
 * inbox's list polls on `updated_at`), an audit row that names no content, and the staff's
 * e-mail notice in the outbox (a retry stores nothing, so it is never told twice). The request's
 * row is locked first, so two additions at once cannot both pass the count, nor one pass a
 * close that is being committed.
 */
export async function storeAddition(
  db: Kysely<Database>,
  addition: NewAddition,
  now: Date,
): Promise<AdditionResult> {
  return db.transaction().execute(async (trx): Promise<AdditionResult> => {
    const request = await trx
      .selectFrom("submissions")
      .select(["status", "form_type"])
      .where("id", "=", addition.submissionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const earlier = await additionByClientId(trx, addition.clientRequestId);
    if (earlier) {
      return earlier.submission_id === addition.submissionId
        ? { ok: true, at: earlier.created_at, created: false }
        : { ok: false, reason: "other_request" };
    }
    if (request.status === "closed") return { ok: false, reason: "closed" };
    const count = await trx
      .selectFrom("request_additions")
      .select(sql<string>`count(*)`.as("count"))
      .where("submission_id", "=", addition.submissionId)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_ADDITIONS) return { ok: false, reason: "too_many" };
    const row = await trx
      .insertInto("request_additions")
      .values({
        submission_id: addition.submissionId,
        client_request_id: addition.clientRequestId,
        ciphertext: addition.ciphertext,
        sealed_to: [...addition.sealedTo],
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await claimUploads(trx, addition.submissionId, addition.attachments, row.id);
    await trx
      .updateTable("submissions")
      .set({ added_at: now, updated_at: now })
      .where("id", "=", addition.submissionId)
      .execute();
    await appendAudit(trx, now, {
      staffId: null,
      action: "addition",
      subject: addition.reference,
      detail: { files: addition.attachments.length },
    });
    const { reference } = addition;
    const additionSeq = Number(count.count) + 1;
    await enqueueForNotified(
      trx,
      { reference, formType: request.form_type, kind: "addition", additionSeq },
      now,
    );
    return { ok: true, at: now, created: true };
  });
}

/** A request's additions for the inbox's detail, oldest first, with the uploads each claimed. */
export async function additionsOf(db: Kysely<Database>, submissionId: string) {
  const rows = await db
    .selectFrom("request_additions")
    .select(["id", "created_at", "ciphertext", "sealed_to"])
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const uploads = await db
    .selectFrom("uploads")
    .select(["id", "addition_id", "bytes"])
    .where(
      "addition_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    ciphertext: row.ciphertext,
    sealedTo: row.sealed_to,
    attachments: uploads
      .filter((upload) => upload.addition_id === row.id)
      .map((upload) => ({ uploadId: upload.id, bytes: upload.bytes })),
  }));
}
