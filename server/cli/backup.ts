import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { auditHead, formatHead } from "../db/audit-store";
import type { Database } from "../db/schema";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BATCH_BYTES,
  BATCH_ROWS,
  schemaVersion,
  tablesInOrder,
  type BackupHeader,
} from "./backup-format";
import { PartialFile } from "./partial-file";
import type { Output } from "./commands";

/**
 * How many rows the next FETCH asks for: twice the last (from 1), but no more than
 * `BATCH_BYTES` of rows as large as the largest seen, so a table of 10 MiB uploads is read a
 * few rows at a time and a table of small rows 500 at a time. @internal Exported for its test.
 */
export function nextFetch(last: number, largest: number) {
  const bySize = Math.floor(BATCH_BYTES / Math.max(largest, 1));
  return Math.max(1, Math.min(BATCH_ROWS, last * 2, bySize));
}

/** One table's rows through a cursor, each written as it arrives. */
async function writeTable(trx: Transaction<Database>, name: string, write: (line: string) => void) {
  await sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as line from ${sql.table(name)} t`.execute(trx);
  let count = 1;
  let largest = 0;
  for (;;) {
    const { rows } = await sql<{
      line: string;
    }>`fetch forward ${sql.raw(String(count))} from backup_rows`.execute(trx);
    for (const row of rows) {
      write(row.line);
      largest = Math.max(largest, row.line.length);
    }
    if (rows.length < count) break;
    count = nextFetch(count, largest);
  }
  await sql`close backup_rows`.execute(trx);
}

/**
 * `backup --out FILE`: every table, as it stood at one moment (one REPEATABLE READ, read-only
 * transaction: a consistent snapshot while the intake keeps taking requests), streamed through
 * a cursor into `FILE.partial-<pid>` (mode 0600) beside FILE, which becomes FILE only once
 * complete and on disk; never over an existing FILE. The trailer carries the SHA-256 and the
 * audit chain's head in the snapshot. A failed or interrupted (SIGTERM, SIGINT) backup removes
 * its partial file: FILE is either whole or absent. Ciphertext stays ciphertext and the audit
 * rows keep their hashes.
 */
export async function backup(
  db: Kysely<Database>,
  file: string,
  now = new Date(),
): Promise<Output> {
  const out = PartialFile.open(file);
  const hash = createHash("sha256");
  const write = (line: string) => {
    const text = `${line}\n`;
    hash.update(text);
    out.write(text);
  };
  try {
    const { header, head } = await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const tables = [];
        for (const name of await tablesInOrder(trx)) {
          const { rows } = await sql<{
            n: string;
          }>`select count(*) as n from ${sql.table(name)}`.execute(trx);
          tables.push({ name, rows: Number(rows[0]?.n ?? 0) });
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          createdAt: now.toISOString(),
          schemaVersion: await schemaVersion(trx),
          tables,
        };
        write(JSON.stringify(header));
        for (const table of tables) {
          write(JSON.stringify({ table: table.name, rows: table.rows }));
          await writeTable(trx, table.name, write);
        }
        return { header, head: formatHead(await auditHead(trx)) };
      });
    const digest = hash.digest("hex");
    out.write(`${JSON.stringify({ sha256: digest, auditHead: head })}\n`);
    out.commit();
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    return {
      lines: [
        `Backed up ${rows} rows of ${header.tables.length} tables (schema ${header.schemaVersion}) to ${file}`,
        `SHA-256 ${digest}`,
        `Audit head ${head}`,
      ],
    };
  } catch (error) {
    out.discard();
    throw error;
  }
}
