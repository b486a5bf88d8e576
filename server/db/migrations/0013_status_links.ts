import { sql, type Kysely, type Migration } from "kysely";

/**
 * The private status link (issue 31, src/shared/wire/status.ts):
 * - `status_links`: the SHA-256 of a request's link secret (the secret itself is only in the
 *   visitor's link), when staff withdrew it, and by whom. One link per request; deleted with the
 *   request (retention), so a deleted request's link is simply unknown.
 * - `submissions` gains what the status page shows and nothing more: when it was first
 *   contacted, a public note's code (from a fixed list, never free text), and when the visitor
 *   last sent more through the link (the inbox's "updated" flag).
 * - `request_milestones`: first visit scheduled (with its date), first visit completed,
 *   interview (with its date); one row per kind and request, replaced when staff change it.
 * - `request_additions`: what a visitor sent later through the link, sealed in the page like the
 *   request; its files are uploads claimed by the request and tagged with the addition.
 */
export const statusLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("status_links")
      .addColumn("secret_hash", "text", (col) => col.primaryKey())
      .addColumn("submission_id", "uuid", (col) =>
        col.notNull().unique().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn("revoked_at", "timestamptz")
      .addColumn("revoked_by", "uuid", (col) => col.references("staff.id").onDelete("set null"))
      .addCheckConstraint("status_links_hash_hex", sql`secret_hash ~ '^[0-9a-f]{64}$'`)
      .execute();
    await db.schema
      .alterTable("submissions")
      .addColumn("contacted_at", "timestamptz")
      .addColumn("public_note", "text")
      .addColumn("public_note_at", "timestamptz")
      .addColumn("added_at", "timestamptz")
      .execute();
    // Requests already past `new`: their last status change is the best date there is.
    await sql`update submissions set contacted_at = coalesce(status_changed_at, updated_at)
      where status <> 'new'`.execute(db);
    await db.schema
      .createTable("request_milestones")
      .addColumn("submission_id", "uuid", (col) =>
        col.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("kind", "text", (col) => col.notNull())
      /** The day it is for, `YYYY-MM-DD` in the office's time zone (text: no time-zone shifts). */
      .addColumn("on_date", "text")
      .addColumn("recorded_at", "timestamptz", (col) => col.notNull())
      .addColumn("recorded_by", "uuid", (col) => col.references("staff.id").onDelete("set null"))
      .addPrimaryKeyConstraint("request_milestones_pk", ["submission_id", "kind"])
      .addCheckConstraint(
        "request_milestones_date",
        sql`on_date is null or on_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`,
      )
      .execute();
    await db.schema
      .createTable("request_additions")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("submission_id", "uuid", (col) =>
        col.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("client_request_id", "uuid", (col) => col.notNull().unique())
      .addColumn("ciphertext", "text", (col) => col.notNull())
      .addColumn("sealed_to", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("request_additions_submission")
      .on("request_additions")
      .columns(["submission_id", "created_at"])
      .execute();
    await db.schema
      .alterTable("uploads")
      .addColumn("addition_id", "uuid", (col) =>
        col.references("request_additions.id").onDelete("cascade"),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("uploads").dropColumn("addition_id").execute();
    await db.schema.dropTable("request_additions").execute();
    await db.schema.dropTable("request_milestones").execute();
    await db.schema
      .alterTable("submissions")
      .dropColumn("contacted_at")
      .dropColumn("public_note")
      .dropColumn("public_note_at")
      .dropColumn("added_at")
      .execute();
    await db.schema.dropTable("status_links").execute();
  },
};
