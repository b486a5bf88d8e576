import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * A session's re-authentication ceremony: its challenge is kept on the session's own row (one
 * pending at a time, single use), so an answer counts only for the session that asked.
 */
export function createReauthStore(db: Kysely<Database>) {
  return {
    async saveChallenge(tokenHash: string, challenge: string, expiresAt: Date) {
      await db
        .updateTable("sessions")
        .set({ reauth_challenge: challenge, reauth_challenge_expires_at: expiresAt })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    /** Takes the session's challenge (single use): true when it was this one and unexpired. */
    async takeChallenge(tokenHash: string, challenge: string, now: Date) {
      const row = await db
        .updateTable("sessions")
        .set({ reauth_challenge: null, reauth_challenge_expires_at: null })
        .where("token_hash", "=", tokenHash)
        .where("reauth_challenge", "=", challenge)
        .where("reauth_challenge_expires_at", ">", now)
        .returning("token_hash")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the verified assertion: the passkey's counter and the session's time. */
    async record(
      trx: Transaction<Database>,
      tokenHash: string,
      credential: { id: string; counter: number },
      now: Date,
    ) {
      await trx
        .updateTable("credentials")
        .set({ counter: credential.counter, last_used_at: now })
        .where("id", "=", credential.id)
        .execute();
      const row = await trx
        .updateTable("sessions")
        .set({ reauthenticated_at: now })
        .where("token_hash", "=", tokenHash)
        .returning("token_hash")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
