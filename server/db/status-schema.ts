import type { ColumnType, Generated } from "kysely";

/** The status link's tables (migration 0013); merged into `Database` in schema.ts. */

type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

interface StatusLinkTable {
  /** SHA-256 (hex) of the link's secret; the secret itself is never stored. */
  secret_hash: string;
  submission_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: NullableTime;
  revoked_by: ColumnType<string | null, string | null | undefined, string | null>;
}

interface MilestoneTable {
  submission_id: string;
  kind: string;
  /** `YYYY-MM-DD` in the office's time zone, or null. */
  on_date: ColumnType<string | null, string | null | undefined, string | null>;
  recorded_at: Date;
  recorded_by: ColumnType<string | null, string | null | undefined, string | null>;
}

interface AdditionTable {
  id: Generated<string>;
  submission_id: string;
  client_request_id: string;
  ciphertext: string;
  sealed_to: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Date;
}

/** The columns migration 0013 adds to `submissions`. */
export interface SubmissionStatusColumns {
  contacted_at: NullableTime;
  public_note: ColumnType<string | null, string | null | undefined, string | null>;
  public_note_at: NullableTime;
  /** When the visitor last sent more through the link (the inbox's "updated" flag). */
  added_at: NullableTime;
}

export interface StatusTables {
  status_links: StatusLinkTable;
  request_milestones: MilestoneTable;
  request_additions: AdditionTable;
}
