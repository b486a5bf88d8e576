import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../src/shared/wire/inbox-api";
import { requireActiveMember } from "./active-member";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";
import { emailInUse, emailTaken } from "./team-changes";

/** @internal Hex SHA-256: how tokens (sessions, invitations) are kept. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a link (256 bits, base64url). */
const randomToken = () => randomBytes(32).toString("base64url");

const INVITATION_HOURS = 24;

export type StaffRow = {
  id: string;
  name: string;
  role: Role;
  email: string | null;
  notify: boolean;
  disabled_at: Date | null;
  created_at: Date;
};

export type SessionRow = {
  token_hash: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  /** The last user-verified re-authentication on this session (never the sign-in itself). */
  reauthenticated_at: Date | null;
  staff: StaffRow;
};

export type StaffStore = ReturnType<typeof createStaffStore>;

export function createStaffStore(db: Kysely<Database>) {
  return {
    /**
     * A one-time invitation; returns the token (only its hash is kept). Throws
     * `MemberInactiveError` when the inviting administrator was disabled meanwhile.
     */
    async invite(
      input: { name: string; role: Role; email?: string | null | undefined },
      invitedBy: string | null,
      now: Date,
      /** A re-invitation: the existing account the new passkey is for (a lost passkey). */
      forStaffId: string | null = null,
    ) {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
      await db.transaction().execute(async (trx) => {
        if (invitedBy) await requireActiveMember(trx, invitedBy);
        // A newcomer's address must not be an active account's (one person, one account).
        if (!forStaffId && input.email && (await emailInUse(trx, input.email))) {
          throw emailTaken();
        }
        // One link for a lost passkey at a time: a new re-invitation replaces an unused one.
        if (forStaffId) {
          await trx
            .deleteFrom("invitations")
            .where("for_staff_id", "=", forStaffId)
            .where("used_at", "is", null)
            .execute();
        }
        await trx
          .insertInto("invitations")
          .values({
            token_hash: sha256(token),
            name: input.name,
            role: input.role,
            email: input.email ?? null,
            invited_by: invitedBy,
            created_at: now,
            expires_at: expiresAt,
            // The enrolment's WebAuthn user id is the account's own (enrolment.ts).
            staff_id: forStaffId,
            for_staff_id: forStaffId,
          })
          .execute();
        await appendAudit(trx, now, {
          staffId: invitedBy,
          action: forStaffId ? "reinvite" : "invite",
          subject: forStaffId,
          detail: { role: input.role, expiresAt: expiresAt.toISOString() },
        });
      });
      return { token, expiresAt };
    },

    /** The invitation a token names, while it is unused and unexpired. */
    async openInvitation(token: string, now: Date) {
      return db
        .selectFrom("invitations")
        .selectAll()
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
    },

    async startEnrolment(token: string, challenge: string, staffId: string, expiresAt: Date) {
      await db
        .updateTable("invitations")
        .set({ challenge, challenge_expires_at: expiresAt, staff_id: staffId })
        .where("token_hash", "=", sha256(token))
        .execute();
    },

    /** Marks the invitation used in `trx`; false when another request used it first. */
    async useInvitation(trx: Transaction<Database>, token: string, now: Date) {
      const row = await trx
        .updateTable("invitations")
        .set({ used_at: now, challenge: null })
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("token_hash")
        .executeTakeFirst();
      return row !== undefined;
    },

    async saveChallenge(
      challenge: string,
      purpose: "sign_in" | "passkey",
      staffId: string | null,
      expiresAt: Date,
      now: Date,
    ) {
      await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
      await db
        .insertInto("webauthn_challenges")
        .values({ challenge, purpose, staff_id: staffId, expires_at: expiresAt })
        .execute();
    },

    /** Takes a challenge (single use): true when it was there, unexpired, for this purpose. */
    async takeChallenge(
      challenge: string,
      purpose: "sign_in" | "passkey",
      staffId: string | null,
      now: Date,
    ) {
      let query = db
        .deleteFrom("webauthn_challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now);
      if (staffId) query = query.where("staff_id", "=", staffId);
      return (await query.returning("challenge").executeTakeFirst()) !== undefined;
    },

    async credential(id: string) {
      return db.selectFrom("credentials").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async credentialIds(staffId: string) {
      const rows = await db
        .selectFrom("credentials")
        .select(["id", "transports"])
        .where("staff_id", "=", staffId)
        .execute();
      return rows;
    },

    async staffMember(id: string): Promise<StaffRow | undefined> {
      return db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Opens a session in `trx`; returns the cookie's token (only its hash is kept). */
    async openSession(trx: Transaction<Database>, staffId: string, now: Date) {
      const token = randomToken();
      const csrfToken = randomToken();
      await trx
        .insertInto("sessions")
        .values({
          token_hash: sha256(token),
          staff_id: staffId,
          csrf_token: csrfToken,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return { token, csrfToken, lastSeenAt: now };
    },

    /** The live session of a cookie token with its (active) staff member. */
    async session(token: string): Promise<SessionRow | undefined> {
      const row = await db
        .selectFrom("sessions")
        .innerJoin("staff", "staff.id", "sessions.staff_id")
        .select([
          "sessions.token_hash",
          "sessions.csrf_token",
          "sessions.created_at as session_created_at",
          "sessions.last_seen_at",
          "sessions.reauthenticated_at",
          "staff.id",
          "staff.name",
          "staff.role",
          "staff.email",
          "staff.notify",
          "staff.disabled_at",
          "staff.created_at",
        ])
        .where("sessions.token_hash", "=", sha256(token))
        .where("staff.disabled_at", "is", null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { token_hash, csrf_token, session_created_at, last_seen_at, ...rest } = row;
      const { reauthenticated_at, ...staff } = rest;
      return {
        token_hash,
        csrf_token,
        created_at: session_created_at,
        last_seen_at,
        reauthenticated_at,
        staff,
      };
    },

    async touchSession(tokenHash: string, now: Date) {
      await db
        .updateTable("sessions")
        .set({ last_seen_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async endSession(tokenHash: string) {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },
  };
}
