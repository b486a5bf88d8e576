import { armoredAge } from "./envelope";
import { z } from "./zod";
import {
  ageRecipient,
  DECLINE_REASONS,
  MEMBER_KEY_KINDS,
  OUTCOMES,
  REFERRAL_OUTCOMES,
  STATUSES,
} from "./inbox-terms";

/** The bodies and queries the inbox sends (docs/INBOX-DESIGN.md); re-exported by `api.ts`. */

const webauthnResponse = z.record(z.string(), z.unknown());

/** A member key made in the browser at enrolment (or when adding a passkey or device). @internal */
export const newMemberKeySchema = z.strictObject({
  kind: z.enum(MEMBER_KEY_KINDS),
  recipient: ageRecipient,
  /** Required for `passkey`, absent (null) for `device`. */
  wrappedIdentity: z.nullable(armoredAge),
});
export type NewMemberKey = z.infer<typeof newMemberKeySchema>;

const invitationToken = z.string().check(z.minLength(16), z.maxLength(200));

export const enrolmentOptionsBodySchema = z.strictObject({ token: invitationToken });

export const enrolmentBodySchema = z.strictObject({
  token: invitationToken,
  response: webauthnResponse,
  memberKey: newMemberKeySchema,
});

export const emptyBodySchema = z.strictObject({});

export const signInBodySchema = z.strictObject({ response: webauthnResponse });

export const passkeyBodySchema = z.strictObject({
  response: webauthnResponse,
  memberKey: newMemberKeySchema,
});

/** A member key without a passkey (the `device` kind, or one more on this browser). */
export const deviceKeyBodySchema = z.strictObject({ memberKey: newMemberKeySchema });

export const agencyKeyBodySchema = z.strictObject({
  recipient: ageRecipient,
  label: z.string().check(z.trim(), z.minLength(1, "label is required"), z.maxLength(100)),
  recovery: z.optional(z.boolean()),
});

export const grantBodySchema = z.strictObject({
  memberKeyId: z.uuid("memberKeyId must be a UUID"),
  agencyKeyId: z.uuid("agencyKeyId must be a UUID"),
  ciphertext: armoredAge,
});

export const assignBodySchema = z.strictObject({
  staffId: z.nullable(z.uuid("staffId must be a UUID")),
});

export const statusBodySchema = z.strictObject({
  status: z.enum(STATUSES, "status must be one of: new, contacted, closed"),
  outcome: z.optional(z.enum(OUTCOMES)),
});

/**
 * A referral's outcome (`POST requests/:reference/referral-outcome`): declined needs a reason,
 * "other" its words; `email` is the referrer's address, read by the staff member's browser from
 * the decrypted referral (absent when the referrer gave none). The service e-mails it and keeps
 * no copy.
 */
export const referralOutcomeBodySchema = z
  .strictObject({
    outcome: z.enum(REFERRAL_OUTCOMES, "outcome must be accepted or declined"),
    reason: z.optional(
      z.enum(DECLINE_REASONS, `reason must be one of: ${DECLINE_REASONS.join(", ")}`),
    ),
    reasonText: z.optional(z.string().check(z.trim(), z.maxLength(500, "reasonText is too long"))),
    email: z.optional(
      z
        .string()
        .check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email must be an address")),
    ),
  })
  .check(
    z.refine((body) => body.outcome === "declined" || !body.reason, {
      message: "Only a declined referral takes a reason",
      path: ["reason"],
    }),
    z.refine((body) => body.outcome === "accepted" || Boolean(body.reason), {
      message: "A declined referral needs a reason",
      path: ["reason"],
    }),
    z.refine((body) => body.reason !== "other" || Boolean(body.reasonText), {
      message: "The reason 'other' needs its words in reasonText",
      path: ["reasonText"],
    }),
  );
export type ReferralOutcomeBody = z.infer<typeof referralOutcomeBodySchema>;

export const noteBodySchema = z.strictObject({ ciphertext: armoredAge });

/** `GET requests`: filters; `assignee` is a staff id, `me` or `none`. */
export const requestListQuerySchema = z.strictObject({
  status: z.optional(z.enum(STATUSES)),
  type: z.optional(z.string().check(z.maxLength(40))),
  assignee: z.optional(z.string().check(z.maxLength(40))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^[1-9][0-9]?$|^100$/, "limit is 1 to 100"))),
});

export const changesQuerySchema = z.strictObject({
  since: z.iso.datetime("since must be an ISO time"),
});

export const auditQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^[0-9]{1,18}$/, "cursor is an event id"))),
});
