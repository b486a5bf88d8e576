import { sql, type Kysely, type Migration } from "kysely";

/**
 * The audit trail: one row per staff action, chained (`hash` = SHA-256 of the previous hash
 * and the row's canonical JSON). No foreign keys: rows outlive what they name (kept at least
 * six years, as HIPAA asks of such records; nothing prunes them: an archive would need a
 * checkpoint of the chain).
 */
export const auditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("audit_events")
      .addColumn("id", "bigserial", (col) => col.primaryKey())
      .addColumn("at", "timestamptz", (col) => col.notNull())
      .addColumn("staff_id", "uuid")
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("subject", "text")
      .addColumn("detail", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("prev_hash", "text", (col) => col.notNull())
      .addColumn("hash", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("audit_events_subject")
      .on("audit_events")
      .column("subject")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("audit_events").execute();
  },
};
