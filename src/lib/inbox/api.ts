import { armoredAge } from "../forms/envelope";
import { z } from "../forms/zod";

/**
 * The staff inbox's API (`/api/v1`, docs/INBOX.md): the zod schemas of every body and answer,
 * shared by the inbox page (which sends and reads them) and the intake service (which checks
 * them). Times are ISO 8601 strings; ciphertexts are armored age files; nothing here carries
 * what a visitor typed in the clear.
 */

export const ROLES = ["admin", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const STATUSES = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof STATUSES)[number];

/** Why a request was closed. */
export const OUTCOMES = [
  "admitted",
  "referred_elsewhere",
  "not_reachable",
  "not_eligible",
  "duplicate",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const MEMBER_KEY_KINDS = ["passkey", "device"] as const;
export type MemberKeyKind = (typeof MEMBER_KEY_KINDS)[number];

/** What the audit records. */
export const AUDIT_ACTIONS = [
  "sign_in",
  "enrol",
  "passkey_add",
  "view",
  "status",
  "assign",
  "note",
  "export",
  "agency_key",
  "agency_key_retire",
  "grant",
  "invite",
  "disable",
  "delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An age X25519 recipient (`age1…`, bech32). */
export const ageRecipient = z
  .string()
  .check(z.regex(/^age1[02-9ac-hj-np-z]{58}$/, "must be an age recipient (age1…)"));

const isoTime = z.string().check(z.minLength(1));
const id = z.string().check(z.minLength(1), z.maxLength(100));
const personName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "name is required"),
    z.maxLength(100, "name must be at most 100 characters"),
  );
const person = z.object({ id, name: z.string() });
/** A colleague's work address for notifications (never a visitor's). */
const workEmail = z.nullable(
  z.string().check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+$/, "email must be an address")),
);
export type Person = z.infer<typeof person>;

/* ---------- Answers ---------- */

export const sessionInfoSchema = z.object({
  staff: z.object({
    id,
    name: z.string(),
    role: z.enum(ROLES),
    notify: z.boolean(),
    email: z.nullable(z.string()),
  }),
  /** Sent back as `x-csrf-token` on every state-changing request. */
  csrfToken: z.string(),
  idleTimeoutMs: z.number(),
  /** When the session ends unless a staff request (or touch) comes first. */
  expiresAt: isoTime,
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const agencyKeySchema = z.object({
  id,
  recipient: ageRecipient,
  label: z.string(),
  /** The offline recovery key (never granted by default). */
  recovery: z.boolean(),
  createdAt: isoTime,
  retiredAt: z.nullable(isoTime),
});
export type AgencyKey = z.infer<typeof agencyKeySchema>;

export const memberKeySchema = z.object({
  id,
  staffId: id,
  kind: z.enum(MEMBER_KEY_KINDS),
  /** The passkey's credential id (base64url) for the `passkey` kind. */
  credentialId: z.nullable(z.string()),
  recipient: ageRecipient,
  /** The member identity age-encrypted to the passkey (`passkey` kind). */
  wrappedIdentity: z.nullable(z.string()),
  createdAt: isoTime,
});
export type MemberKey = z.infer<typeof memberKeySchema>;

export const grantSchema = z.object({
  id,
  memberKeyId: id,
  agencyKeyId: id,
  /** The agency identity age-encrypted to the member key's recipient. */
  ciphertext: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;

export const staffMemberSchema = z.object({
  id,
  name: z.string(),
  role: z.enum(ROLES),
  email: z.nullable(z.string()),
  notify: z.boolean(),
  disabledAt: z.nullable(isoTime),
  createdAt: isoTime,
  /** Their member keys (public parts only). */
  memberKeys: z.array(
    z.object({ id, kind: z.enum(MEMBER_KEY_KINDS), recipient: ageRecipient, createdAt: isoTime }),
  ),
  /** The agency keys granted to at least one of their member keys. */
  agencyKeyIds: z.array(id),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const requestSummarySchema = z.object({
  reference: z.string(),
  formType: z.string(),
  receivedAt: isoTime,
  status: z.enum(STATUSES),
  outcome: z.nullable(z.enum(OUTCOMES)),
  assignee: z.nullable(person),
  /** Opened by the signed-in person. */
  read: z.boolean(),
  /** Still `new` after the office's answer time (business hours). */
  overdue: z.boolean(),
  /** The age recipients the page sealed it to (public). */
  sealedTo: z.array(z.string()),
  closedAt: z.nullable(isoTime),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const noteSchema = z.object({
  id,
  author: z.nullable(person),
  createdAt: isoTime,
  ciphertext: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const historyEntrySchema = z.object({
  at: isoTime,
  /** Who did it; null for the service itself (retention). */
  actor: z.nullable(person),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const requestDetailSchema = z.extend(requestSummarySchema, {
  formVersion: z.number(),
  ciphertext: z.string(),
  notes: z.array(noteSchema),
  history: z.array(historyEntrySchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: isoTime,
  staff: z.nullable(person),
  action: z.string(),
  /** A request's reference, a staff id, a key id… */
  subject: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const requestListSchema = z.object({
  items: z.array(requestSummarySchema),
  nextCursor: z.nullable(z.string()),
  /** The oldest request still `new` (received time), or null. */
  oldestUnansweredAt: z.nullable(isoTime),
  /** Notification e-mails that failed after their retries (the inbox shows a banner). */
  notificationFailures: z.number(),
});
export type RequestList = z.infer<typeof requestListSchema>;

export const requestChangesSchema = z.object({
  items: z.array(requestSummarySchema),
  /** Pass it as `since` on the next poll. */
  now: isoTime,
});
export type RequestChanges = z.infer<typeof requestChangesSchema>;

export const keysSchema = z.object({
  agencyKeys: z.array(agencyKeySchema),
  memberKeys: z.array(memberKeySchema),
  grants: z.array(grantSchema),
});
export type Keys = z.infer<typeof keysSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const invitationSchema = z.object({ link: z.string(), expiresAt: isoTime });
export type Invitation = z.infer<typeof invitationSchema>;

export const enrolmentOptionsSchema = z.object({
  invitation: z.object({ name: z.string(), role: z.enum(ROLES) }),
  /** WebAuthn creation options JSON (`PublicKeyCredentialCreationOptionsJSON`). */
  options: z.record(z.string(), z.unknown()),
});
export type EnrolmentOptions = z.infer<typeof enrolmentOptionsSchema>;

export const authenticationOptionsSchema = z.object({
  /** WebAuthn request options JSON (`PublicKeyCredentialRequestOptionsJSON`). */
  options: z.record(z.string(), z.unknown()),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

export const retentionSchema = z.object({ days: z.number(), due: z.array(requestSummarySchema) });
export type Retention = z.infer<typeof retentionSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.nullable(z.string()),
  verified: z.boolean(),
  /** The id of the first row whose hash does not verify. */
  brokenAt: z.optional(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Every error answer: a code and an English sentence. */
export const problemSchema = z.object({ error: z.string(), message: z.optional(z.string()) });
export type Problem = z.infer<typeof problemSchema>;

/* ---------- Bodies ---------- */

const webauthnResponse = z.record(z.string(), z.unknown());

/** A member key made in the browser at enrolment (or when adding a passkey or device). */
export const newMemberKeySchema = z.strictObject({
  kind: z.enum(MEMBER_KEY_KINDS),
  recipient: ageRecipient,
  /** Required for `passkey`, absent (null) for `device`. */
  wrappedIdentity: z.nullable(armoredAge),
});
export type NewMemberKey = z.infer<typeof newMemberKeySchema>;

const invitationToken = z.string().check(z.minLength(16), z.maxLength(200));

export const enrolmentOptionsBodySchema = z.strictObject({ token: invitationToken });
export type EnrolmentOptionsBody = z.infer<typeof enrolmentOptionsBodySchema>;

export const enrolmentBodySchema = z.strictObject({
  token: invitationToken,
  response: webauthnResponse,
  memberKey: newMemberKeySchema,
});
export type EnrolmentBody = z.infer<typeof enrolmentBodySchema>;

export const emptyBodySchema = z.strictObject({});

export const signInBodySchema = z.strictObject({ response: webauthnResponse });
export type SignInBody = z.infer<typeof signInBodySchema>;

export const passkeyBodySchema = z.strictObject({
  response: webauthnResponse,
  memberKey: newMemberKeySchema,
});
export type PasskeyBody = z.infer<typeof passkeyBodySchema>;

/** A member key without a passkey (the `device` kind, or one more on this browser). */
export const deviceKeyBodySchema = z.strictObject({ memberKey: newMemberKeySchema });
export type DeviceKeyBody = z.infer<typeof deviceKeyBodySchema>;

export const agencyKeyBodySchema = z.strictObject({
  recipient: ageRecipient,
  label: z.string().check(z.trim(), z.minLength(1, "label is required"), z.maxLength(100)),
  recovery: z.optional(z.boolean()),
});
export type AgencyKeyBody = z.infer<typeof agencyKeyBodySchema>;

export const grantBodySchema = z.strictObject({
  memberKeyId: z.uuid("memberKeyId must be a UUID"),
  agencyKeyId: z.uuid("agencyKeyId must be a UUID"),
  ciphertext: armoredAge,
});
export type GrantBody = z.infer<typeof grantBodySchema>;

export const invitationBodySchema = z.strictObject({
  name: personName,
  role: z.enum(ROLES),
  email: z.optional(workEmail),
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;

export const notifyBodySchema = z.strictObject({
  notify: z.boolean(),
  email: z.optional(workEmail),
});
export type NotifyBody = z.infer<typeof notifyBodySchema>;

export const assignBodySchema = z.strictObject({
  staffId: z.nullable(z.uuid("staffId must be a UUID")),
});
export type AssignBody = z.infer<typeof assignBodySchema>;

export const statusBodySchema = z.strictObject({
  status: z.enum(STATUSES, "status must be one of: new, contacted, closed"),
  outcome: z.optional(z.enum(OUTCOMES)),
});
export type StatusBody = z.infer<typeof statusBodySchema>;

export const noteBodySchema = z.strictObject({ ciphertext: armoredAge });
export type NoteBody = z.infer<typeof noteBodySchema>;

/** `GET requests`: filters; `assignee` is a staff id, `me` or `none`. */
export const requestListQuerySchema = z.strictObject({
  status: z.optional(z.enum(STATUSES)),
  type: z.optional(z.string().check(z.maxLength(40))),
  assignee: z.optional(z.string().check(z.maxLength(40))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^[1-9][0-9]?$|^100$/, "limit is 1 to 100"))),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const changesQuerySchema = z.strictObject({
  since: z.iso.datetime("since must be an ISO time"),
});

export const auditQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^[0-9]{1,18}$/, "cursor is an event id"))),
});
