import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { BATCH_BYTES, BATCH_ROWS } from "./backup-format";

/**
 * Rows to insert, grouped by size: `add` answers the rows to insert now (or nothing). A batch
 * holds up to `BATCH_BYTES` (or `BATCH_ROWS`); a row larger than that is inserted on its own,
 * after the rows before it, so memory holds at most one batch or one large row.
 */
export class ByteBatches {
  private rows: string[] = [];
  private bytes = 0;

  constructor(
    private readonly maxBytes = BATCH_BYTES,
    private readonly maxRows = BATCH_ROWS,
  ) {}

  add(row: string): string[][] {
    const ready: string[][] = [];
    if (this.rows.length > 0 && this.bytes + row.length > this.maxBytes) ready.push(this.take());
    this.rows.push(row);
    this.bytes += row.length;
    if (this.bytes >= this.maxBytes || this.rows.length >= this.maxRows) ready.push(this.take());
    return ready;
  }

  /** What is left, to insert at the end of a table. */
  take(): string[] {
    const rows = this.rows;
    this.rows = [];
    this.bytes = 0;
    return rows;
  }
}

/** One INSERT of `rows` (JSON texts, each its own parameter; PostgreSQL parses them). */
export async function insertRows(trx: Transaction<Database>, table: string, rows: string[]) {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${row}::json)`));
  await sql`insert into ${sql.table(table)}
    select r.* from (values ${values}) as v(row),
      lateral json_populate_record(null::${sql.table(table)}, v.row) as r`.execute(trx);
}
