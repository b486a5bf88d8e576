import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Attachment } from "../../src/shared/wire/envelope";
import { UPLOAD_UNCLAIMED_HOURS } from "../config";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";

/** What an upload came to: stored now, stored before with the same bytes, or another body. */
type PutResult = { outcome: "created" | "same" | "conflict"; sha256: string; bytes: number };

/** A submission named files that are not there as named (its transaction is rolled back). */
export class AttachmentsRefused extends Error {}

/**
 * Links the uploads a submission names to it, inside the transaction that stores it: each must
 * exist, be unclaimed, and have the SHA-256 and size the envelope gives; otherwise throws
 * `AttachmentsRefused` (so nothing is stored). A row lock (UPDATE) keeps two requests from
 * claiming one file.
 */
export async function claimUploads(
  trx: Transaction<Database>,
  submissionId: string,
  attachments: readonly Attachment[],
  /** The addition sent later through the status link that names them (status-additions.ts). */
  additionId: string | null = null,
) {
  if (attachments.length === 0) return;
  const claimed = await trx
    .updateTable("uploads")
    .set({ submission_id: submissionId, addition_id: additionId })
    .where(
      "id",
      "in",
      attachments.map((item) => item.uploadId),
    )
    .where("submission_id", "is", null)
    .returning(["id", "sha256", "bytes"])
    .execute();
  for (const [index, item] of attachments.entries()) {
    const row = claimed.find((found) => found.id === item.uploadId);
    if (!row) {
      throw new AttachmentsRefused(
        `Attachment ${index + 1} was not uploaded, or belongs to another request.`,
      );
    }
    if (row.sha256 !== item.sha256 || row.bytes !== item.bytes) {
      throw new AttachmentsRefused(`Attachment ${index + 1} does not match its upload.`);
    }
  }
}

/** The uploads store (the stub stores of tests name it too). */
export type UploadsStore = ReturnType<typeof createUploadsStore>;

export function createUploadsStore(db: Kysely<Database>) {
  return {
    /**
     * Stores an encrypted file under the page's id, once: the same id again with the same
     * bytes is "same" (a retry), with other bytes "conflict" (nothing changes).
     */
    async put(id: string, ciphertext: Uint8Array, now: Date): Promise<PutResult> {
      const sha256 = createHash("sha256").update(ciphertext).digest("hex");
      const bytes = ciphertext.byteLength;
      const inserted = await db
        .insertInto("uploads")
        .values({ id, ciphertext, bytes, sha256, created_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return { outcome: "created", sha256, bytes };
      const existing = await db
        .selectFrom("uploads")
        .select("sha256")
        .where("id", "=", id)
        .executeTakeFirst();
      return { outcome: existing?.sha256 === sha256 ? "same" : "conflict", sha256, bytes };
    },

    /** Deletes the uploads no request claimed within `UPLOAD_UNCLAIMED_HOURS`; how many. */
    async sweep(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - UPLOAD_UNCLAIMED_HOURS * 3_600_000);
      const result = await db
        .deleteFrom("uploads")
        .where("submission_id", "is", null)
        .where("created_at", "<=", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Bytes of all unclaimed uploads, and when the oldest came (the caps, upload-quota.ts). */
    async unclaimedTotal(): Promise<{ bytes: number; oldest: Date | undefined }> {
      const row = await db
        .selectFrom("uploads")
        .select(({ fn }) => [
          fn.coalesce(fn.sum<string>("bytes"), sql<string>`0`).as("bytes"),
          fn.min("created_at").as("oldest"),
        ])
        .where("submission_id", "is", null)
        .executeTakeFirstOrThrow();
      return { bytes: Number(row.bytes), oldest: row.oldest ?? undefined };
    },

    /** Which of `ids` are still stored and unclaimed. */
    async unclaimedAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom("uploads")
        .select("id")
        .where("id", "in", [...ids])
        .where("submission_id", "is", null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * A request's file for a staff member (undefined when the request has no such file),
     * audited as a download in the same transaction.
     */
    async download(reference: string, uploadId: string, staffId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("uploads")
          .innerJoin("submissions", "submissions.id", "uploads.submission_id")
          .select(["uploads.ciphertext", "uploads.bytes"])
          .where("submissions.reference", "=", reference)
          .where("uploads.id", "=", uploadId)
          .executeTakeFirst();
        if (!row) return undefined;
        await appendAudit(trx, now, {
          staffId,
          action: "download",
          subject: reference,
          detail: { uploadId, bytes: row.bytes },
        });
        return Buffer.from(row.ciphertext);
      });
    },
  };
}
