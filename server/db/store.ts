import { sql, type Kysely } from "kysely";
import type { Attachment, FormType } from "../../src/shared/wire/envelope";
import { PAGE_SIZE } from "../config";
import { newReference } from "../reference";
import type { Database } from "./schema";
import { insertStatusLink, statusStore } from "./status-store";
import { claimUploads, createUploadsStore } from "./uploads-store";

export type NewSubmission = {
  clientRequestId: string;
  formType: FormType;
  formVersion: number;
  ciphertext: string;
  /** The age recipients the page sealed it to (public; the inbox shows which key opens it). */
  sealedTo?: string[] | undefined;
  /** Uploaded files it names: claimed in the same transaction, or nothing is stored. */
  attachments?: readonly Attachment[] | undefined;
  /** SHA-256 of its status link's secret: linked in the same transaction (status-store.ts). */
  statusHash?: string | undefined;
};

export type StoredSubmission = {
  reference: string;
  formType: string;
  formVersion: number;
  status: string;
  receivedAt: Date;
  ciphertext: string;
};

/** Where a page of submissions ends (PostgreSQL's exact time, as text, and the reference). */
export type PageCursor = { receivedAt: string; reference: string };
export type Page = { rows: StoredSubmission[]; next: PageCursor | undefined };

/**
 * `created` is false when the same client request id was stored before (a retry). `unlinked`:
 * stored, but its status hash already named another request, so it has no link.
 */
export type SaveResult = {
  reference: string;
  receivedAt: Date;
  created: boolean;
  unlinked?: boolean;
};

const UNIQUE_VIOLATION = "23505";
const REFERENCE_ATTEMPTS = 5;

function isReferenceClash(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === UNIQUE_VIOLATION &&
    "constraint" in error &&
    typeof error.constraint === "string" &&
    error.constraint.includes("reference")
  );
}

export type Store = ReturnType<typeof createStore>;

export function createStore(db: Kysely<Database>, reference: () => string = newReference) {
  /** The submission's row, unless its client request id is stored (then undefined). */
  const insertSubmission = (into: Kysely<Database>, submission: NewSubmission) =>
    into
      .insertInto("submissions")
      .values({
        reference: reference(),
        client_request_id: submission.clientRequestId,
        form_type: submission.formType,
        form_version: submission.formVersion,
        ciphertext: submission.ciphertext,
        sealed_to: submission.sealedTo ?? [],
      })
      .onConflict((conflict) => conflict.column("client_request_id").doNothing())
      .returning(["id", "reference", "received_at"])
      .executeTakeFirst();

  async function findByClientRequestId(clientRequestId: string) {
    return db
      .selectFrom("submissions")
      .select(["reference", "received_at"])
      .where("client_request_id", "=", clientRequestId)
      .executeTakeFirst();
  }

  /**
   * Up to `limit` submissions received after the cursor `after` (keyset on received time,
   * then reference), oldest first; `next` is the cursor of the page's last row, or undefined
   * after the last page.
   */
  async function listPage(options: {
    after?: PageCursor | undefined;
    limit: number;
  }): Promise<Page> {
    const { after, limit } = options;
    let query = db
      .selectFrom("submissions")
      .select(["reference", "form_type", "form_version", "status", "received_at", "ciphertext"])
      // The exact time (microseconds) for the cursor: a Date keeps milliseconds only.
      .select(sql<string>`received_at::text`.as("received_at_exact"))
      .orderBy("received_at")
      .orderBy("reference")
      .limit(limit);
    if (after) {
      query = query.where(
        sql<boolean>`(received_at, reference) > (${after.receivedAt}::timestamptz, ${after.reference})`,
      );
    }
    const found = await query.execute();
    const rows = found.map((row): StoredSubmission => ({
      reference: row.reference,
      formType: row.form_type,
      formVersion: row.form_version,
      status: row.status,
      receivedAt: row.received_at,
      ciphertext: row.ciphertext,
    }));
    const last = found.at(-1);
    return {
      rows,
      next:
        found.length === limit && last
          ? { receivedAt: last.received_at_exact, reference: last.reference }
          : undefined,
    };
  }

  return {
    /** The reference a client request id was stored under, if it was. */
    async referenceOf(clientRequestId: string): Promise<SaveResult | undefined> {
      const row = await findByClientRequestId(clientRequestId);
      return row && { reference: row.reference, receivedAt: row.received_at, created: false };
    },

    /**
     * Marks a solved challenge used by `clientRequestId`; false when another request used it
     * before (a replay). Expired marks are dropped on the way.
     */
    async useChallenge(signature: string, clientRequestId: string, expiresAt: Date) {
      await db.deleteFrom("used_challenges").where("expires_at", "<", new Date()).execute();
      await db
        .insertInto("used_challenges")
        .values({ signature, client_request_id: clientRequestId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("signature").doNothing())
        .execute();
      const row = await db
        .selectFrom("used_challenges")
        .select("client_request_id")
        .where("signature", "=", signature)
        .executeTakeFirst();
      return row?.client_request_id === clientRequestId;
    },

    /**
     * Stores a submission once per client request id, with the uploads it names (claimed in
     * the same transaction; `AttachmentsRefused` when one is not there as named). Resolves only
     * after PostgreSQL's COMMIT returned, so an acknowledged request survives a crash. A retry
     * gets the first reference back.
     */
    async save(submission: NewSubmission): Promise<SaveResult> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const attachments = submission.attachments ?? [];
          const hash = submission.statusHash;
          let linked = true;
          // One INSERT is its own transaction; with files or a status link, they join it.
          const row =
            attachments.length === 0 && !hash
              ? await insertSubmission(db, submission)
              : await db.transaction().execute(async (trx) => {
                  const inserted = await insertSubmission(trx, submission);
                  if (inserted) await claimUploads(trx, inserted.id, attachments);
                  if (inserted && hash) linked = await insertStatusLink(trx, inserted.id, hash);
                  return inserted;
                });
          if (row) {
            const saved = { reference: row.reference, receivedAt: row.received_at, created: true };
            return linked ? saved : { ...saved, unlinked: true };
          }
          const existing = await findByClientRequestId(submission.clientRequestId);
          if (existing) {
            return {
              reference: existing.reference,
              receivedAt: existing.received_at,
              created: false,
            };
          }
        } catch (error) {
          if (!isReferenceClash(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    },

    listPage,

    /** The encrypted files sent with requests (`PUT /api/v1/uploads/:id`). */
    uploads: createUploadsStore(db),

    /** The status links (`POST /api/v1/status`, and sending more through a link). */
    statusLinks: statusStore(db),

    /** Every submission, oldest first, a page at a time (the CLI's `read` and `export`). */
    async *each(pageSize: number = PAGE_SIZE): AsyncGenerator<StoredSubmission> {
      let after: PageCursor | undefined;
      do {
        const page = await listPage({ after, limit: pageSize });
        yield* page.rows;
        after = page.next;
      } while (after);
    },

    /** True when the database answers (the health endpoint). */
    async ping(): Promise<boolean> {
      await db.selectFrom("submissions").select("id").limit(1).execute();
      return true;
    },
  };
}
