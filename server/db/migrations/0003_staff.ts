import { sql, type Kysely, type Migration } from "kysely";

/**
 * The staff inbox's people and keys: staff, their passkeys (credentials), invitations and
 * WebAuthn challenges (hashes and single-use values only), sessions (the token's SHA-256),
 * agency keys (public recipients), member keys and grants (ciphertext only). Deleting a staff
 * row, or a member key, takes what hangs from it with it (ON DELETE CASCADE).
 */
export const staffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
      .addColumn("email", "text")
      .addColumn("notify", "boolean", (col) => col.notNull().defaultTo(true))
      .addColumn("disabled_at", "timestamptz")
      .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable("credentials")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "uuid", (col) =>
        col.notNull().references("staff.id").onDelete("cascade"),
      )
      .addColumn("public_key", "bytea", (col) => col.notNull())
      .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
      .addColumn("transports", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addColumn("last_used_at", "timestamptz")
      .execute();
    await db.schema
      .createTable("invitations")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
      .addColumn("email", "text")
      .addColumn("invited_by", "uuid", (col) => col.references("staff.id").onDelete("set null"))
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addColumn("expires_at", "timestamptz", (col) => col.notNull())
      .addColumn("used_at", "timestamptz")
      // The pending registration: its challenge (single use, 5 minutes) and the new user id.
      .addColumn("challenge", "text")
      .addColumn("challenge_expires_at", "timestamptz")
      .addColumn("staff_id", "uuid")
      .execute();
    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("challenge", "text", (col) => col.primaryKey())
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("staff_id", "uuid", (col) => col.references("staff.id").onDelete("cascade"))
      .addColumn("expires_at", "timestamptz", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "uuid", (col) =>
        col.notNull().references("staff.id").onDelete("cascade"),
      )
      .addColumn("csrf_token", "text", (col) => col.notNull())
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addColumn("last_seen_at", "timestamptz", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("agency_keys")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("recipient", "text", (col) => col.notNull().unique())
      .addColumn("label", "text", (col) => col.notNull())
      .addColumn("recovery", "boolean", (col) => col.notNull().defaultTo(false))
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addColumn("retired_at", "timestamptz")
      .execute();
    await db.schema
      .createTable("member_keys")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("staff_id", "uuid", (col) =>
        col.notNull().references("staff.id").onDelete("cascade"),
      )
      .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('passkey', 'device')`))
      .addColumn("credential_id", "text", (col) =>
        col.references("credentials.id").onDelete("cascade"),
      )
      .addColumn("recipient", "text", (col) => col.notNull())
      .addColumn("wrapped_identity", "text")
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("grants")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("member_key_id", "uuid", (col) =>
        col.notNull().references("member_keys.id").onDelete("cascade"),
      )
      .addColumn("agency_key_id", "uuid", (col) =>
        col.notNull().references("agency_keys.id").onDelete("cascade"),
      )
      .addColumn("ciphertext", "text", (col) => col.notNull())
      .addColumn("created_at", "timestamptz", (col) => col.notNull())
      .addUniqueConstraint("grants_member_agency", ["member_key_id", "agency_key_id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      "grants",
      "member_keys",
      "agency_keys",
      "sessions",
      "webauthn_challenges",
      "invitations",
      "credentials",
      "staff",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
