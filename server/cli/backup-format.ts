import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A backup file (`npm run intake -- backup`): JSON lines. The first is the header (format,
 * schema version = the last migration, the tables and their row counts); then, for each table
 * (parents before children), a line `{"table":…,"rows":N}` and N lines, each a row as
 * PostgreSQL's `row_to_json` writes it (exact timestamps, bytea as hex, arrays, jsonb); the
 * last line is the trailer `{"sha256":…,"auditHead":"ID:HASH"}`: the SHA-256 of every byte
 * before it, and (version 2 on) the audit chain's last row in the backed-up snapshot
 * ("0:000…" when it has none), so a restore can show how long the chain it carries is.
 * Version 1 files (no auditHead) restore the same way.
 */
export const BACKUP_FORMAT = "beyond-care-intake-backup";
export const BACKUP_FORMAT_VERSION = 2;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  schemaVersion: string;
  tables: { name: string; rows: number }[];
};

/** At most this many rows fetched from PostgreSQL, or inserted, at a time. */
export const BATCH_ROWS = 500;

/**
 * About this many bytes of rows per fetch or INSERT: an upload row is tens of MiB of hex, so
 * a count alone would hold hundreds of them at once. A row larger than this goes alone.
 */
export const BATCH_BYTES = 8 * 1024 * 1024;

/** A trailer: the SHA-256 of the lines before it, and (version 2 on) the audit head. */
export type BackupTrailer = { sha256: string; auditHead?: string | undefined };

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
