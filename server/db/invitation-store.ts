import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../src/shared/wire/inbox-api";
import { requireActiveMember } from "./active-member";
import { appendAudit } from "./audit-store";
import type { Database } from "./schema";
import { randomToken, sha256 } from "./tokens";
import { emailInUse, emailTaken } from "./team-changes";

const INVITATION_HOURS = 24;

/** Invitations (a newcomer's, or a re-invitation for a lost passkey): spread into the staff store. */
export function createInvitationStore(db: Kysely<Database>) {
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
  };
}

/**
 * The account a newcomer's invitation makes, in the enrolment's transaction (with its passkey).
 * The caller has checked the address is no active account's, or passes null.
 */
export async function insertInvitedStaff(
  trx: Transaction<Database>,
  staff: { id: string; name: string; role: Role; email: string | null },
  now: Date,
) {
  await trx
    .insertInto("staff")
    .values({ ...staff, created_at: now })
    .execute();
}
