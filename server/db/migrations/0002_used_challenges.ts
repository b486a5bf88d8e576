import type { Kysely, Migration } from "kysely";

/**
 * Used proof-of-work challenges: a solved challenge is good for one request (a retry of that
 * request may bring it again); rows are dropped once the challenge has expired.
 */
export const usedChallenges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("used_challenges")
      .addColumn("signature", "text", (col) => col.primaryKey())
      .addColumn("client_request_id", "uuid", (col) => col.notNull())
      .addColumn("expires_at", "timestamptz", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("used_challenges").execute();
  },
};
