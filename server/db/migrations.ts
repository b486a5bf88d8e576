import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { staffMigration } from "./migrations/0003_staff";
import { requestsMigration } from "./migrations/0004_requests";
import { auditMigration } from "./migrations/0005_audit";

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
  "0002_used_challenges": {
    // A solved proof-of-work challenge is good for one request (a retry of that request may
    // bring it again); rows are dropped once the challenge has expired.
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
  },
  "0003_staff": staffMigration,
  "0004_requests": requestsMigration,
  "0005_audit": auditMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
