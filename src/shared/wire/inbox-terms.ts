import { AGE_RECIPIENT } from "../age/patterns";
import { z } from "./zod";

/** The inbox API's vocabulary, shared by the answers (`inbox-api.ts`) and the bodies (`inbox-bodies.ts`). */

export const ROLES = ["admin", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const STATUSES = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof STATUSES)[number];

/** Why a request was closed: every form's outcomes (the form registry says which are whose). */
export { OUTCOMES, type Outcome } from "../forms/outcomes";

/** A referral's outcome, told to the referrer by e-mail. */
export const REFERRAL_OUTCOMES = ["accepted", "declined"] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

/** Why a referral was declined ("other" comes with words, sent in the e-mail, not stored). */
export const DECLINE_REASONS = [
  "outside_area",
  "not_homebound",
  "needs_unmet",
  "no_capacity",
  "insurance_not_accepted",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const MEMBER_KEY_KINDS = ["passkey", "device"] as const;

/** An age X25519 recipient (`age1…`, bech32). */
export const ageRecipient = z
  .string()
  .check(z.regex(AGE_RECIPIENT, "must be an age recipient (age1…)"));
