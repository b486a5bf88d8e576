import type { Kysely } from "kysely";
import type { FormType } from "../../src/lib/forms/envelope";
import { newReference } from "../reference";
import type { Database } from "./schema";

export type NewSubmission = {
  clientRequestId: string;
  formType: FormType;
  formVersion: number;
  ciphertext: string;
  /** The age recipients the page sealed it to (public; the inbox shows which key opens it). */
  sealedTo?: string[] | undefined;
};

export type StoredSubmission = {
  reference: string;
  formType: string;
  formVersion: number;
  status: string;
  receivedAt: Date;
  ciphertext: string;
};

/** `created` is false when the same client request id was stored before (a retry). */
export type SaveResult = { reference: string; receivedAt: Date; created: boolean };

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
  async function findByClientRequestId(clientRequestId: string) {
    return db
      .selectFrom("submissions")
      .select(["reference", "received_at"])
      .where("client_request_id", "=", clientRequestId)
      .executeTakeFirst();
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
     * Stores a submission once per client request id. Resolves only after PostgreSQL's COMMIT
     * returned (a single INSERT is its own transaction), so an acknowledged request survives a
     * crash. A retry gets the first reference back.
     */
    async save(submission: NewSubmission): Promise<SaveResult> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await db
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
            .returning(["reference", "received_at"])
            .executeTakeFirst();
          if (row) return { reference: row.reference, receivedAt: row.received_at, created: true };
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

    /** Every submission, oldest first (the CLI's `read` and `export`). */
    async list(): Promise<StoredSubmission[]> {
      const rows = await db
        .selectFrom("submissions")
        .select(["reference", "form_type", "form_version", "status", "received_at", "ciphertext"])
        .orderBy("received_at")
        .orderBy("reference")
        .execute();
      return rows.map((row) => ({
        reference: row.reference,
        formType: row.form_type,
        formVersion: row.form_version,
        status: row.status,
        receivedAt: row.received_at,
        ciphertext: row.ciphertext,
      }));
    },

    /** True when the database answers (the health endpoint). */
    async ping(): Promise<boolean> {
      await db.selectFrom("submissions").select("id").limit(1).execute();
      return true;
    },
  };
}
