import { armoredAge } from "../forms/envelope";
import { z } from "../forms/zod";
import { ageRecipient, MEMBER_KEY_KINDS, OUTCOMES, ROLES, STATUSES } from "./terms";

/** The bodies and queries the inbox sends (docs/INBOX.md); re-exported by `api.ts`. */

const personName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "name is required"),
    z.maxLength(100, "name must be at most 100 characters"),
  );

/** A colleague's work address for notifications (never a visitor's). */
const workEmail = z.nullable(
  z.string().check(z.maxLength(200), z.regex(/^[^\s@]+@[^\s@]+$/, "email must be an address")),
);

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
