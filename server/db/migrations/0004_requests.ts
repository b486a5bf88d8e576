import { sql, type Kysely, type Migration } from "kysely";

/**
 * Requests as the inbox files them: who holds one, its status and outcome, when it changed,
 * the recipients the page sealed it to; who read it; notes (ciphertext only); and the
 * notification outbox (a reference and a staff id, never content).
 */
export const requestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("submissions")
      .addColumn("assigned_to", "uuid", (col) => col.references("staff.id").onDelete("set null"))
      .addColumn("outcome", "text")
      .addColumn("status_changed_at", "timestamptz")
      .addColumn("closed_at", "timestamptz")
      .addColumn("sealed_to", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
      .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn("overdue_alerted_at", "timestamptz")
      .execute();
    await sql`alter table submissions add constraint submissions_status
      check (status in ('new', 'contacted', 'closed'))`.execute(db);
    await db.schema
      .createIndex("submissions_status_received")
      .on("submissions")
      .columns(["status", "received_at"])
      .execute();
    await db.schema
      .createIndex("submissions_updated_at")
      .on("submissions")
      .column("updated_at")
      .execute();
    await db.schema
      .createTable("request_reads")
      .addColumn("staff_id", "uuid", (col) =>
        col.notNull().references("staff.id").onDelete("cascade"),
      )
      .addColumn("submission_id", "uuid", (col) =>
        col.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("read_at", "timestamptz", (col) => col.notNull())
      .addPrimaryKeyConstraint("request_reads_pk", ["staff_id", "submission_id"])
      .execute();
    await db.schema
      .createTable("notes")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("submission_id", "uuid", (col) =>
        col.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("author_id", "uuid", (col) => col.references("staff.id").onDelete("set null"))
      .addColumn("ciphertext", "text", (col) => col.notNull())
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("notification_outbox")
      .addColumn("id", "bigserial", (col) => col.primaryKey())
      .addColumn("reference", "text", (col) => col.notNull())
      .addColumn("form_type", "text", (col) => col.notNull())
      .addColumn("staff_id", "uuid", (col) =>
        col.notNull().references("staff.id").onDelete("cascade"),
      )
      .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('new', 'overdue')`))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_at", "timestamptz", (col) => col.notNull())
      .addColumn("sent_at", "timestamptz")
      .addColumn("failed_at", "timestamptz")
      .addUniqueConstraint("notification_outbox_once", ["reference", "staff_id", "kind"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("notification_outbox").execute();
    await db.schema.dropTable("notes").execute();
    await db.schema.dropTable("request_reads").execute();
    await sql`alter table submissions drop constraint submissions_status`.execute(db);
    for (const column of [
      "assigned_to",
      "outcome",
      "status_changed_at",
      "closed_at",
      "sealed_to",
      "updated_at",
      "overdue_alerted_at",
    ]) {
      await db.schema.alterTable("submissions").dropColumn(column).execute();
    }
  },
};
