import type { ColumnType, Generated } from "kysely";

/** The staff inbox's tables (migrations 0003–0005); merged into `Database` in schema.ts. */

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

interface StaffTable {
  id: Generated<string>;
  name: string;
  role: "admin" | "staff";
  /** Where notifications go (a work address; never a visitor's). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  notify: ColumnType<boolean, boolean | undefined, boolean>;
  disabled_at: NullableTime;
  created_at: Timestamp;
}

interface CredentialTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  public_key: Uint8Array;
  /** bigint: pg returns it as a string. */
  counter: ColumnType<string, number, number>;
  transports: string[];
  created_at: Date;
  last_used_at: NullableTime;
}

interface InvitationTable {
  /** SHA-256 of the one-time token (hex); the token itself is only in the link. */
  token_hash: string;
  name: string;
  role: "admin" | "staff";
  email: ColumnType<string | null, string | null | undefined, string | null>;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: NullableTime;
  challenge: ColumnType<string | null, string | null | undefined, string | null>;
  challenge_expires_at: NullableTime;
  staff_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0012: the invitation's public id, and the account a re-invitation is for. */
  id: Generated<string>;
  for_staff_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0012: the inbox address the server last started with (one row). */
interface InboxAddressTable {
  id: ColumnType<boolean, boolean | undefined, boolean>;
  inbox_url: string;
  recorded_at: Date;
}

interface WebauthnChallengeTable {
  challenge: string;
  purpose: "sign_in" | "passkey";
  staff_id: string | null;
  expires_at: Date;
}

interface SessionTable {
  /** SHA-256 of the cookie's token (hex). */
  token_hash: string;
  staff_id: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  /** Migration 0010: the last user-verified re-authentication, and its pending challenge. */
  reauthenticated_at: NullableTime;
  reauth_challenge: ColumnType<string | null, string | null | undefined, string | null>;
  reauth_challenge_expires_at: NullableTime;
}

interface AgencyKeyTable {
  id: Generated<string>;
  recipient: string;
  label: string;
  recovery: boolean;
  created_at: Date;
  retired_at: NullableTime;
}

interface MemberKeyTable {
  id: Generated<string>;
  staff_id: string;
  kind: "passkey" | "device";
  credential_id: string | null;
  recipient: string;
  wrapped_identity: string | null;
  created_at: Date;
}

interface GrantTable {
  id: Generated<string>;
  member_key_id: string;
  agency_key_id: string;
  ciphertext: string;
  created_at: Date;
}

interface RequestReadTable {
  staff_id: string;
  submission_id: string;
  read_at: Date;
}

interface NoteTable {
  id: Generated<string>;
  submission_id: string;
  author_id: string | null;
  ciphertext: string;
  created_at: Date;
}

interface NotificationOutboxTable {
  id: Generated<string>;
  reference: string;
  form_type: string;
  staff_id: string;
  kind: "new" | "overdue" | "audit_head" | "addition";
  /** The addition's number within its request for kind "addition"; 0 otherwise (0014). */
  addition_seq: ColumnType<number, number | undefined, number>;
  attempts: ColumnType<number, number | undefined, number>;
  next_at: Date;
  sent_at: NullableTime;
  failed_at: NullableTime;
}

interface AuditEventTable {
  id: Generated<string>;
  at: Date;
  staff_id: string | null;
  action: string;
  subject: string | null;
  detail: ColumnType<Record<string, unknown>, string, string>;
  prev_hash: string;
  hash: string;
}

/** The columns migrations 0004 and 0006 add to `submissions`. */
export interface SubmissionInboxColumns {
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  status_changed_at: NullableTime;
  closed_at: NullableTime;
  sealed_to: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  overdue_alerted_at: NullableTime;
  /** Migration 0006: a referral's outcome, its reason's code, and when the referrer heard. */
  referral_outcome: ColumnType<string | null, string | null | undefined, string | null>;
  referral_reason: ColumnType<string | null, string | null | undefined, string | null>;
  referral_decided_at: NullableTime;
  outcome_email_sent_at: NullableTime;
}

export interface InboxTables {
  staff: StaffTable;
  credentials: CredentialTable;
  invitations: InvitationTable;
  inbox_address: InboxAddressTable;
  webauthn_challenges: WebauthnChallengeTable;
  sessions: SessionTable;
  agency_keys: AgencyKeyTable;
  member_keys: MemberKeyTable;
  grants: GrantTable;
  request_reads: RequestReadTable;
  notes: NoteTable;
  notification_outbox: NotificationOutboxTable;
  audit_events: AuditEventTable;
}
