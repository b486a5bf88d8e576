import { sql, type Kysely, type Migration } from "kysely";

/**
 * Files sent with a request, each encrypted in the visitor's browser (binary age) and uploaded
 * before the request: the ciphertext, its size and SHA-256, when it came, and the submission
 * that claimed it (null until then; unclaimed rows are deleted after a day). A request's
 * deletion deletes its files (on delete cascade).
 */
export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("uploads")
      .addColumn("id", "uuid", (col) => col.primaryKey())
      .addColumn("ciphertext", "bytea", (col) => col.notNull())
      .addColumn("bytes", "integer", (col) => col.notNull())
      .addColumn("sha256", "text", (col) => col.notNull())
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addColumn("submission_id", "uuid", (col) =>
        col.references("submissions.id").onDelete("cascade"),
      )
      .execute();
    await db.schema
      .createIndex("uploads_submission")
      .on("uploads")
      .column("submission_id")
      .execute();
    await sql`create index uploads_unclaimed on uploads (created_at) where submission_id is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("uploads").execute();
  },
};
