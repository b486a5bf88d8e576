import type { Kysely, Migration } from "kysely";

/**
 * A session's re-authentication (docs/INBOX-DESIGN.md, "Sessions"): the pending challenge of its
 * re-authentication ceremony (single use, 5 minutes, bound to this session only) and when the
 * member last answered one with a user-verified passkey assertion. Adding a credential or a key
 * wants that time to be recent; the session's opening does not count.
 */
export const sessionReauthMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("sessions")
      .addColumn("reauthenticated_at", "timestamptz")
      .addColumn("reauth_challenge", "text")
      .addColumn("reauth_challenge_expires_at", "timestamptz")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable("sessions")
      .dropColumn("reauthenticated_at")
      .dropColumn("reauth_challenge")
      .dropColumn("reauth_challenge_expires_at")
      .execute();
  },
};
