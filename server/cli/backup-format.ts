import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A backup file (`npm run intake -- backup`): JSON lines. The first is the header (format,
 * schema version = the last migration, the tables and their row counts); then, for each table
 * (parents before children), a line `{"table":…,"rows":N}` and N lines, each a row as
 * PostgreSQL's `row_to_json` writes it (exact timestamps, bytea as hex, arrays, jsonb); the
 * last line is `{"sha256":…}` of every byte before it.
 */
export const BACKUP_FORMAT = "beyond-care-intake-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  schemaVersion: string;
  tables: { name: string; rows: number }[];
};

/** Rows fetched from PostgreSQL, or inserted, at a time. */
export const BATCH_ROWS = 500;

type Queryable = Kysely<Database>;

/** The last migration the database ran (the schema's version). */
export async function schemaVersion(db: Queryable): Promise<string> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? "none";
}

/**
 * Every table of the schema but Kysely's own bookkeeping, each after the tables its foreign
 * keys point to, so a restore inserts parents first.
 */
export async function tablesInOrder(db: Queryable): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
    order by table_name`.execute(db);
  const { rows: links } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      links.every(
        (link) => link.child !== table || link.parent === table || !pending.has(link.parent),
      ),
    );
    if (ready.length === 0)
      throw new Error(`Circular foreign keys among ${[...pending].join(", ")}.`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}
