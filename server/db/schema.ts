import type { ColumnType, Generated } from "kysely";
import type { InboxTables, SubmissionInboxColumns } from "./inbox-schema";
import type { StatusTables, SubmissionStatusColumns } from "./status-schema";

/** The submissions table: ciphertext and the little the intake needs to file it. */
interface SubmissionTable extends SubmissionInboxColumns, SubmissionStatusColumns {
  id: Generated<string>;
  /** Short human reference ("BC-7F3K2"), unique. */
  reference: string;
  /** The page's retry id: the same request is stored once. */
  client_request_id: string;
  form_type: string;
  form_version: number;
  /** Armored age ciphertext; the server holds no key that opens it. */
  ciphertext: string;
  received_at: ColumnType<Date, never, never>;
  status: ColumnType<string, string | undefined, string>;
}

interface UsedChallengeTable {
  signature: string;
  client_request_id: string;
  expires_at: Date;
}

/** Files sent with requests, encrypted in the browser (migration 0006). */
interface UploadTable {
  /** The id the page made (a UUID), so a retried upload is stored once. */
  id: string;
  ciphertext: Uint8Array;
  bytes: number;
  /** SHA-256 of the ciphertext, hex. */
  sha256: string;
  created_at: Date;
  /** The submission that claimed it; null until then. */
  submission_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0013: the addition (sent later through the status link) that brought it. */
  addition_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database extends InboxTables, StatusTables {
  uploads: UploadTable;
  submissions: SubmissionTable;
  used_challenges: UsedChallengeTable;
}
