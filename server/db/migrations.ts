import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";

/**
 * The schema's history, oldest first. Kysely's Migrator runs the ones a database has not seen,
 * in one transaction each, at start-up (`migrateToLatest`). Never edit a released migration:
 * add the next one.
 */
const migrations: Record<string, Migration> = {
  "0001_submissions": {
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
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
