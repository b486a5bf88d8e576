import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "../../src/lib/forms/zod";
import type { Database } from "../db/schema";
import {
  BACKUP_FORMAT,
  BATCH_ROWS,
  schemaVersion,
  tablesInOrder,
  type BackupHeader,
} from "./backup-format";
import type { Output } from "./commands";

const lines = (file: string) =>
  createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });

/** Reads FILE once, line by line, and checks its last line's SHA-256 against the rest. */
async function verifyTrailer(file: string): Promise<void> {
  const hash = createHash("sha256");
  let previous: string | undefined;
  for await (const line of lines(file)) {
    if (previous !== undefined) hash.update(`${previous}\n`);
    previous = line;
  }
  let expected: unknown;
  try {
    expected = previous === undefined ? undefined : JSON.parse(previous).sha256;
  } catch {
    expected = undefined;
  }
  if (typeof expected !== "string") {
    throw new Error(`${file} has no SHA-256 trailer: it is cut short or not a backup.`);
  }
  if (hash.digest("hex") !== expected) {
    throw new Error(`${file} does not match its SHA-256 trailer: it was changed or damaged.`);
  }
}

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

async function insertBatch(trx: Transaction<Database>, table: string, batch: string[]) {
  if (batch.length === 0) return;
  await sql`insert into ${sql.table(table)}
    select * from json_populate_recordset(null::${sql.table(table)}, ${`[${batch.join(",")}]`}::json)`.execute(
    trx,
  );
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

/**
 * `restore --from FILE`: checks FILE's SHA-256 trailer first (nothing is written from a damaged
 * file), then, in one transaction, refuses a database of another schema version or with any
 * row, inserts every table's rows (parents first, `BATCH_ROWS` at a time, PostgreSQL parsing
 * each row as it wrote it), checks each table's count against the header and resets the
 * sequences. Any failure rolls all of it back.
 */
export async function restore(db: Kysely<Database>, file: string): Promise<Output> {
  await verifyTrailer(file);
  return db.transaction().execute(async (trx) => {
    const reader = lines(file)[Symbol.asyncIterator]();
    const header = parseHeader(file, (await reader.next()).value);
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
    let restored = 0;
    for (const expected of header.tables) {
      const section = await reader.next();
      const start: unknown = section.done ? undefined : JSON.parse(section.value);
      if (
        typeof start !== "object" ||
        start === null ||
        !("table" in start) ||
        start.table !== expected.name
      ) {
        throw new Error(`${file}: expected the rows of ${expected.name}.`);
      }
      let batch: string[] = [];
      for (let count = 0; count < expected.rows; count += 1) {
        const row = await reader.next();
        if (row.done)
          throw new Error(`${file}: ${expected.name} ends before its ${expected.rows} rows.`);
        batch.push(row.value);
        if (batch.length === BATCH_ROWS) {
          await insertBatch(trx, expected.name, batch);
          batch = [];
        }
      }
      await insertBatch(trx, expected.name, batch);
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from ${sql.table(expected.name)}`.execute(trx);
      if (Number(rows[0]?.n) !== expected.rows) {
        throw new Error(
          `${expected.name}: ${rows[0]?.n} rows restored, the backup has ${expected.rows}.`,
        );
      }
      restored += expected.rows;
    }
    await resetSequences(trx);
    return {
      lines: [
        `Restored ${restored} rows of ${header.tables.length} tables (schema ${header.schemaVersion}, backed up ${header.createdAt}) from ${file}`,
      ],
    };
  });
}
