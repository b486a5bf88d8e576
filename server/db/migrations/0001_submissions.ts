import { sql, type Kysely, type Migration } from "kysely";

/** The submissions table: ciphertext and the little the intake needs to file it. */
export const submissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("submissions")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("reference", "text", (col) => col.notNull().unique())
      .addColumn("client_request_id", "uuid", (col) => col.notNull().unique())
      .addColumn("form_type", "text", (col) => col.notNull())
      .addColumn("form_version", "integer", (col) => col.notNull())
      .addColumn("ciphertext", "text", (col) => col.notNull())
      .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .execute();
    await db.schema
      .createIndex("submissions_received_at")
      .on("submissions")
      .column("received_at")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("submissions").execute();
  },
};
