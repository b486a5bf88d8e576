import { ROLES } from "./inbox-terms";
import { z } from "./zod";

/**
 * The team's part of the inbox API (docs/INBOX-DESIGN.md, "The team"): a colleague's e-mail and role,
 * pending invitations and re-invitations. Read by the server (which checks the bodies) and the
 * inbox page (which checks the answers).
 */

/**
 * A work address for alerts (never a visitor's): one @, no spaces, a dot in the domain, at most
 * 254 characters (the SMTP path limit). Trimmed; an empty string means "none".
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const teamEmail = z.nullable(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, "email must be at most 254 characters"),
      z.regex(EMAIL_PATTERN, "email must be an address such as name@agency.example"),
    ),
);

const personName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "name is required"),
    z.maxLength(100, "name must be at most 100 characters"),
  );

export const teamInvitationBodySchema = z.strictObject({
  name: personName,
  role: z.enum(ROLES),
  email: z.optional(teamEmail),
});

/** An admin changes a colleague: their address, their role, or both. */
export const staffChangeBodySchema = z.strictObject({
  email: z.optional(teamEmail),
  role: z.optional(z.enum(ROLES)),
});

/** One's own settings: alerts on or off, and one's own address. */
export const ownSettingsBodySchema = z.strictObject({
  notify: z.optional(z.boolean()),
  email: z.optional(teamEmail),
});

const isoTime = z.string().check(z.minLength(1));

const pendingInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email: z.nullable(z.string()),
  createdAt: isoTime,
  expiresAt: isoTime,
  /** The account a re-invitation gives a new passkey to (a lost passkey); null for a newcomer. */
  forStaffId: z.nullable(z.string()),
  invitedBy: z.nullable(z.string()),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const pendingInvitationsSchema = z.object({
  invitations: z.array(pendingInvitationSchema),
});
