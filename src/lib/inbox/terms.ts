import { z } from "../forms/zod";

/** The inbox API's vocabulary, shared by the answers (`api.ts`) and the bodies (`bodies.ts`). */

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
  "member_key",
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
