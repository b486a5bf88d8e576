import { z } from "./zod";
import { requestStageSchema } from "./inbox-stage";
import {
  ageRecipient,
  DECLINE_REASONS,
  MEMBER_KEY_KINDS,
  OUTCOMES,
  REFERRAL_OUTCOMES,
  ROLES,
  STATUSES,
} from "./inbox-terms";

/**
 * The staff inbox's API (`/api/v1`, docs/INBOX-DESIGN.md): the zod schemas of every body and answer,
 * shared by the inbox page (which sends and reads them) and the intake service (which checks
 * them). Times are ISO 8601 strings; ciphertexts are armored age files; nothing here carries
 * what a visitor typed in the clear.
 */

const isoTime = z.string().check(z.minLength(1));
const id = z.string().check(z.minLength(1), z.maxLength(100));
const person = z.object({ id, name: z.string() });

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
  /** Milliseconds, from this answer, to the session's absolute end (no activity extends it). */
  lifetimeLeftMs: z.number(),
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

const memberKeySchema = z.object({
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
  /** A referral's outcome once decided (null before, and for other forms). */
  referral: z.nullable(
    z.object({
      outcome: z.enum(REFERRAL_OUTCOMES),
      reason: z.nullable(z.enum(DECLINE_REASONS)),
      decidedAt: isoTime,
      /** When the referrer was e-mailed the outcome (the address is never stored). */
      emailSentAt: z.nullable(isoTime),
    }),
  ),
  /** When the visitor last sent more through the status link (optional: older fakes). */
  addedAt: z.optional(z.nullable(isoTime)),
  /** Sent more after the signed-in person last opened it (the list's "Updated"). */
  updated: z.optional(z.boolean()),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** The answer to a referral's outcome: the request, and what became of the e-mail. */
export const referralOutcomeAnswerSchema = z.object({
  summary: requestSummarySchema,
  /** sent; not_given (the referral has no address); not_configured (no SMTP_URL). */
  email: z.enum(["sent", "not_given", "not_configured"]),
});
export type ReferralOutcomeAnswer = z.infer<typeof referralOutcomeAnswerSchema>;

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

/** One addition: sealed in the page like the request; its files by upload id and size. */
const additionSchema = z.object({
  id,
  at: isoTime,
  ciphertext: z.string(),
  sealedTo: z.array(z.string()),
  attachments: z.array(z.object({ uploadId: id, bytes: z.number() })),
});
export type Addition = z.infer<typeof additionSchema>;

export const requestDetailSchema = z.extend(requestSummarySchema, {
  formVersion: z.number(),
  ciphertext: z.string(),
  notes: z.array(noteSchema),
  history: z.array(historyEntrySchema),
  /** What the request's status link shows (inbox-stage.ts; optional: older fakes). */
  stage: z.optional(requestStageSchema),
  /** What the visitor sent later through the status link, oldest first (request-additions). */
  additions: z.optional(z.array(additionSchema)),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

const auditEventSchema = z.object({
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

export const keysSchema = z.object({
  agencyKeys: z.array(agencyKeySchema),
  memberKeys: z.array(memberKeySchema),
  grants: z.array(grantSchema),
});
export type Keys = z.infer<typeof keysSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

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

export const retentionSchema = z.object({ days: z.number(), due: z.array(requestSummarySchema) });
export type Retention = z.infer<typeof retentionSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.nullable(z.string()),
  verified: z.boolean(),
  /** The id of the first row whose hash does not verify. */
  brokenAt: z.optional(z.string()),
  /** The chain's last row, "ID:HASH": compared with one written down, it shows a cut tail. */
  head: z.optional(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Every error answer: a code and an English sentence. */
export const problemSchema = z.object({ error: z.string(), message: z.optional(z.string()) });

export * from "./inbox-terms";
export * from "./inbox-bodies";
