import { sql, type Kysely, type Migration } from "kysely";

/**
 * The team (docs/INBOX-DESIGN.md, "The team"): one person, one account, and a lost passkey.
 * - A unique index on the lower-cased e-mail of active staff: an address already on an active
 *   account cannot be given to a second one (two accounts of one person split alerts and keys).
 *   Where a database already holds such a pair, the later account's address is cleared first
 *   (the earlier one keeps it; the admin or the person sets it again in the inbox).
 * - Invitations get an id (the pending list names them by it, never by the token's hash) and
 *   `for_staff_id`: a re-invitation, which gives an existing account a new passkey and removes
 *   its old ones when used.
 * - `inbox_address`: one row, the inbox address the server last started with, so the CLI's
 *   `invite` builds its link on the server's own port when the shell has no INBOX_URL or PORT.
 */
export const teamMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      update staff set email = null
      where disabled_at is null and email is not null and exists (
        select 1 from staff earlier
        where earlier.disabled_at is null and earlier.id <> staff.id
          and lower(earlier.email) = lower(staff.email)
          and (earlier.created_at, earlier.id) < (staff.created_at, staff.id))
    `.execute(db);
    await sql`
      create unique index staff_active_email on staff (lower(email))
      where disabled_at is null and email is not null
    `.execute(db);
    await db.schema
      .alterTable("invitations")
      .addColumn("id", "uuid", (col) =>
        col
          .notNull()
          .unique()
          .defaultTo(sql`gen_random_uuid()`),
      )
      .addColumn("for_staff_id", "uuid", (col) => col.references("staff.id").onDelete("cascade"))
      .execute();
    await db.schema
      .createTable("inbox_address")
      .addColumn("id", "boolean", (col) =>
        col
          .primaryKey()
          .defaultTo(true)
          .check(sql`id`),
      )
      .addColumn("inbox_url", "text", (col) => col.notNull())
      .addColumn("recorded_at", "timestamptz", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("inbox_address").execute();
    await db.schema.alterTable("invitations").dropColumn("for_staff_id").dropColumn("id").execute();
    await sql`drop index staff_active_email`.execute(db);
  },
};
