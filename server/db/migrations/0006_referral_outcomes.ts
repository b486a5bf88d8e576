import { sql, type Kysely, type Migration } from "kysely";

/**
 * A referral's outcome as the inbox records it: accepted or declined (with the reason's code),
 * when, and when the referrer was e-mailed about it. The referrer's address is never stored:
 * the staff member's browser reads it from the decrypted referral and sends it with the
 * outcome; the service e-mails it and keeps only the time.
 */
export const referralOutcomesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("submissions")
      .addColumn("referral_outcome", "text")
      .addColumn("referral_reason", "text")
      .addColumn("referral_decided_at", "timestamptz")
      .addColumn("outcome_email_sent_at", "timestamptz")
      .execute();
    await sql`alter table submissions add constraint submissions_referral_outcome
      check (referral_outcome in ('accepted', 'declined'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table submissions drop constraint submissions_referral_outcome`.execute(db);
    for (const column of [
      "referral_outcome",
      "referral_reason",
      "referral_decided_at",
      "outcome_email_sent_at",
    ]) {
      await db.schema.alterTable("submissions").dropColumn(column).execute();
    }
  },
};
