import { createHash } from "node:crypto";
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BATCH_ROWS,
  schemaVersion,
  tablesInOrder,
  type BackupHeader,
} from "./backup-format";
import type { Output } from "./commands";

/**
 * `backup --out FILE`: every table, as it stood at one moment (one REPEATABLE READ, read-only
 * transaction: a consistent snapshot while the intake keeps taking requests), streamed through
 * a cursor `BATCH_ROWS` rows at a time into FILE (created with mode 0600, never over an
 * existing file). Ciphertext stays ciphertext and the audit rows keep their hashes. A failed
 * backup leaves no file.
 */
export async function backup(
  db: Kysely<Database>,
  file: string,
  now = new Date(),
): Promise<Output> {
  const fd = openSync(file, "wx", 0o600);
  const hash = createHash("sha256");
  const write = (line: string) => {
    const text = `${line}\n`;
    hash.update(text);
    writeSync(fd, text);
  };
  try {
    const header = await db
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
          await sql`declare backup_rows no scroll cursor for
            select row_to_json(t)::text as line from ${sql.table(table.name)} t`.execute(trx);
          for (;;) {
            const { rows } = await sql<{
              line: string;
            }>`fetch forward ${sql.raw(String(BATCH_ROWS))} from backup_rows`.execute(trx);
            for (const row of rows) write(row.line);
            if (rows.length < BATCH_ROWS) break;
          }
          await sql`close backup_rows`.execute(trx);
        }
        return header;
      });
    const digest = hash.digest("hex");
    writeSync(fd, `${JSON.stringify({ sha256: digest })}\n`);
    fsyncSync(fd);
    closeSync(fd);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    return {
      lines: [
        `Backed up ${rows} rows of ${header.tables.length} tables (schema ${header.schemaVersion}) to ${file}`,
        `SHA-256 ${digest}`,
      ],
    };
  } catch (error) {
    closeSync(fd);
    rmSync(file, { force: true });
    throw error;
  }
}
