import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "../../src/shared/wire/zod";
import type { Database } from "../db/schema";
import { auditHead, formatHead } from "../db/audit-store";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  schemaVersion,
  tablesInOrder,
  type BackupHeader,
} from "./backup-format";
import { BackupLines, byteLines, verifyBackupFile } from "./backup-reader";
import type { Output } from "./commands";
import { ByteBatches, insertRows } from "./restore-batches";

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.int(),
  createdAt: z.string(),
  schemaVersion: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.int().check(z.minimum(0)) })),
});

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let json: unknown;
  try {
    json = line === undefined ? undefined : JSON.parse(line);
  } catch {
    json = undefined;
  }
  const parsed = headerSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not an intake backup (no header line).`);
  return parsed.data;
}

/** Refuses a database that already holds a row in any table. */
async function ensureEmpty(trx: Transaction<Database>, tables: string[]) {
  for (const table of tables) {
    const { rows } = await sql<{
      any: boolean;
    }>`select exists (select 1 from ${sql.table(table)}) as any`.execute(trx);
    if (rows[0]?.any) {
      throw new Error(
        `The database is not empty (${table} has rows): restore into a fresh database (a new DATA_DIR or DATABASE_URL).`,
      );
    }
  }
}

/** Every serial column's sequence set past the restored rows, so new rows get new ids. */
async function resetSequences(trx: Transaction<Database>) {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'`.execute(trx);
  for (const { table, column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}

/** Reads one table's rows from `lines` and inserts them a batch at a time. */
async function restoreTable(
  trx: Transaction<Database>,
  lines: BackupLines,
  file: string,
  expected: { name: string; rows: number },
  onInsert: (rows: number, bytes: number) => void,
) {
  const start = await lines.next();
  const section: unknown = start === undefined ? undefined : JSON.parse(start);
  if (
    typeof section !== "object" ||
    section === null ||
    !("table" in section) ||
    section.table !== expected.name
  ) {
    throw new Error(`${file}: expected the rows of ${expected.name}.`);
  }
  const insert = async (rows: string[]) => {
    onInsert(
      rows.length,
      rows.reduce((sum, row) => sum + row.length, 0),
    );
    await insertRows(trx, expected.name, rows);
  };
  const batches = new ByteBatches();
  for (let count = 0; count < expected.rows; count += 1) {
    const row = await lines.next();
    if (row === undefined) {
      throw new Error(`${file}: ${expected.name} ends before its ${expected.rows} rows.`);
    }
    for (const ready of batches.add(row)) await insert(ready);
  }
  await insert(batches.take());
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(expected.name)}`.execute(trx);
  if (Number(rows[0]?.n) !== expected.rows) {
    throw new Error(
      `${expected.name}: ${rows[0]?.n} rows restored, the backup has ${expected.rows}.`,
    );
  }
}

/**
 * `restore --from FILE`: checks FILE's SHA-256 trailer first (nothing is written from a damaged
 * file), then, in one transaction, refuses a database of another schema version or with any
 * row, reads FILE again line by line and inserts every table's rows (parents first, in batches
 * of `BATCH_BYTES`, each row a parameter PostgreSQL parses as it wrote it), checks each table's
 * count against the header, the trailer again, and the restored audit chain's last row against
 * the trailer's head, and resets the sequences. Any failure rolls all of it back. Memory holds
 * one batch or one row, never the file or a table. `onInsert` sees each INSERT (tests).
 */
export async function restore(
  db: Kysely<Database>,
  file: string,
  options: { onInsert?: (rows: number, bytes: number) => void } = {},
): Promise<Output> {
  await verifyBackupFile(file);
  const lines = new BackupLines(file);
  try {
    return await db.transaction().execute(async (trx) => {
      const header = parseHeader(file, await lines.next());
      if (header.version > BACKUP_FORMAT_VERSION) {
        throw new Error(
          `${file} is of backup format ${header.version}; this release reads up to ${BACKUP_FORMAT_VERSION}: restore it with the release that wrote it.`,
        );
      }
      const version = await schemaVersion(trx);
      if (header.schemaVersion !== version) {
        throw new Error(
          `The backup is of schema ${header.schemaVersion}, this database of ${version}: restore it with the release that wrote it.`,
        );
      }
      const tables = await tablesInOrder(trx);
      const unknown = header.tables.filter((table) => !tables.includes(table.name));
      if (unknown.length > 0) throw new Error(`This database has no table ${unknown[0]?.name}.`);
      await ensureEmpty(trx, tables);
      for (const expected of header.tables) {
        await restoreTable(trx, lines, file, expected, options.onInsert ?? (() => {}));
      }
      const trailer = await lines.finish();
      const head = formatHead(await auditHead(trx));
      if (trailer.auditHead !== undefined && trailer.auditHead !== head) {
        throw new Error(
          `The restored audit chain ends at ${head}, the backup's trailer says ${trailer.auditHead}.`,
        );
      }
      await resetSequences(trx);
      const restored = header.tables.reduce((sum, table) => sum + table.rows, 0);
      return {
        lines: [
          `Restored ${restored} rows of ${header.tables.length} tables (schema ${header.schemaVersion}, backed up ${header.createdAt}) from ${file}`,
          `Audit head ${head}: audit-verify --expect-head ${head} checks the chain still reaches it.`,
        ],
      };
    });
  } finally {
    await lines.close();
  }
}

/** `backup-verify --from FILE`: FILE's SHA-256 checked, its header and audit head (no database). */
export async function backupVerify(file: string): Promise<Output> {
  const trailer = await verifyBackupFile(file);
  const reader = byteLines(file);
  const first = await reader.next();
  await reader.return(undefined);
  const header = parseHeader(file, first.done ? undefined : first.value.toString("utf8"));
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  return {
    lines: [
      `OK: ${file} matches its SHA-256 ${trailer.sha256}`,
      `${rows} rows of ${header.tables.length} tables, schema ${header.schemaVersion}, backed up ${header.createdAt}`,
      trailer.auditHead
        ? `Audit head ${trailer.auditHead}`
        : "No audit head in this backup (format 1): restore it and run audit-verify to see it.",
    ],
  };
}
